/**
 * Renders the XState machines of src/application/browser/machines/ as Mermaid state charts
 * (docs/state-charts/<machine-id>.md). Used by `npm run docs` (scripts/generate-state-charts.ts)
 * and by test/docs/state-charts.test.ts, which fails when a committed chart is out of date.
 *
 * Which machines are drawn: every `*.machine.ts` file in src/application/browser/machines/ is imported;
 * every export whose value is an XState `StateMachine` gets a chart, and so does every machine in
 * an exported `chartMachines` array or record (for modules that export factories, e.g. one machine
 * configured per event). A module that exports neither has its `create...Machine(deps)` factories
 * called with a stand-in for the dependencies (fine when they are only used inside actors and
 * actions; otherwise the module must export `chartMachines`). Each machine needs its own `id`: it
 * names the chart file. The same machine exported twice (or `.provide()`d copies of it) is drawn
 * once; a machine file that yields no machine is an error.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const MACHINES_DIR = path.join(ROOT, 'src/application/browser/machines');
export const CHARTS_DIR = path.join(ROOT, 'docs/state-charts');
export const CHARTS_README = 'README.md';

/** One chart to write: its file name in docs/state-charts/ and its Markdown. */
export interface ChartFile {
  readonly fileName: string;
  readonly machineId: string;
  /** The machine file it came from, relative to the project root. */
  readonly source: string;
  readonly content: string;
}

type TransitionDefinition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

interface Edge {
  readonly from: AnyStateNode;
  readonly to: AnyStateNode;
  readonly label: string;
}

// ---------------------------------------------------------------------------------------------
// Names and labels

const MERMAID_KEYWORD_START = /^(default|state|note|class|classdef|scale|direction|hide|acc|end|style|click)/i;

/** A Mermaid-safe id for a state: its path joined by `_`, never starting with a Mermaid keyword. */
export function mermaidId(node: AnyStateNode): string {
  const id = node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
  return MERMAID_KEYWORD_START.test(id) ? `s_${id}` : id;
}

/** Text Mermaid can carry in a label or a quoted state name (no `:`, `;`, `#`, `"`, `%%`, newline). */
export function mermaidText(text: string): string {
  return text
    .replace(/[:;#"]/g, ' ')
    .replace(/%%/g, '% %')
    .replace(/\s+/g, ' ')
    .trim();
}

function stateName(node: AnyStateNode): string {
  return node.path.join('.');
}

type GuardLike = string | { readonly type?: unknown } | ((...args: never[]) => unknown) | undefined;

/** The name of a guard as written: `isValid`, `not(isValid)`, `and(a, b)`, or `inline` for an anonymous one. */
export function guardName(guard: GuardLike): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composed = (guard as { guards?: readonly GuardLike[] }).guards;
    if (composed) return `${guard.name}(${composed.map((g) => guardName(g) ?? '').join(', ')})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  }
  return typeof guard.type === 'string' ? guard.type : 'inline';
}

function actorName(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  if (!invoke) return invokeId;
  // xstate names an actor given inline (not by a string) 'xstate.invoke.<id>'.
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.') ? invoke.src : 'inline actor';
}

/** How an event reads on an arrow: `SUBMIT`, `onDone(signIn)`, `onError(signIn)`, `after 3000ms`, `always`. */
export function eventLabel(node: AnyStateNode, eventType: string): string {
  const prefixes: readonly [string, (rest: string) => string][] = [
    ['xstate.done.actor.', (rest) => `onDone(${actorName(node, rest)})`],
    ['xstate.error.actor.', (rest) => `onError(${actorName(node, rest)})`],
    ['xstate.snapshot.', (rest) => `onSnapshot(${actorName(node, rest)})`],
    ['xstate.done.state.', () => 'onDone'],
    ['xstate.after.', (rest) => `after ${afterDelay(rest, node.id)}`],
  ];
  for (const [prefix, label] of prefixes) {
    if (eventType.startsWith(prefix)) return label(eventType.slice(prefix.length));
  }
  return eventType === '' ? 'always' : eventType;
}

function afterDelay(rest: string, stateId: string): string {
  const delay = rest.endsWith(`.${stateId}`) ? rest.slice(0, -stateId.length - 1) : rest;
  return /^\d+$/.test(delay) ? `${delay}ms` : delay;
}

/** `EVENT`, `EVENT [guard]`, or `EVENT [else]` for the unguarded fallback after guarded candidates. */
function transitionLabel(node: AnyStateNode, eventType: string, list: readonly TransitionDefinition[], index: number): string {
  const earlier = list.slice(0, index);
  const guard = guardName(list[index]?.guard as GuardLike);
  const fallback = guard === null && earlier.some((candidate) => candidate.guard !== undefined);
  const event = eventLabel(node, eventType);
  return mermaidText(guard ? `${event} [${guard}]` : fallback ? `${event} [else]` : event);
}

// ---------------------------------------------------------------------------------------------
// The state tree

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** Every state below `node`, depth first in the order they are written. */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...descendants(child)]);
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) chain.unshift(parent);
  return chain;
}

/** The deepest state that strictly contains both ends: the block an arrow is written in. */
function container(edge: Edge): AnyStateNode {
  const from = ancestors(edge.from);
  const to = ancestors(edge.to);
  let common = edge.from.machine.root;
  // In a tree, a shared ancestor at depth i means every shallower one is shared too.
  from.forEach((node, i) => {
    if (to[i] === node) common = node;
  });
  return common;
}

/** The transitions of a state, events in alphabetical order, candidates in their (meaningful) order. */
function edgesOf(node: AnyStateNode): Edge[] {
  const byEvent = [...node.transitions.entries()].map(([eventType, list]) => ({ eventType, list }));
  if (node.always) byEvent.push({ eventType: '', list: node.always });
  const labelled = byEvent.map(({ eventType, list }) => ({ label: eventLabel(node, eventType), eventType, list }));
  labelled.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return labelled.flatMap(({ eventType, list }) =>
    list.flatMap((transition, index) => {
      const label = transitionLabel(node, eventType, list, index);
      const targets = transition.target && transition.target.length > 0 ? transition.target : [node];
      return targets.map((to) => ({ from: node, to: to as AnyStateNode, label }));
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Mermaid

function indent(depth: number): string {
  return '  '.repeat(depth);
}

function edgeLine(edge: Edge, depth: number): string {
  return `${indent(depth)}${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${edge.label}`;
}

function blockLines(node: AnyStateNode, edges: readonly Edge[], depth: number): string[] {
  const lines: string[] = [];
  const kids = children(node);
  kids.forEach((child, i) => {
    // Mermaid separates concurrent regions with `--`, inside a composite state only (not at the top).
    if (node.type === 'parallel' && node.parent && i > 0) lines.push(`${indent(depth)}--`);
    lines.push(...stateLines(child, edges, depth));
  });
  const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
  if (initial) lines.push(`${indent(depth)}[*] --> ${mermaidId(initial as AnyStateNode)}`);
  for (const child of kids) if (child.type === 'final') lines.push(`${indent(depth)}${mermaidId(child)} --> [*]`);
  lines.push(...edges.filter((edge) => container(edge) === node).map((edge) => edgeLine(edge, depth)));
  return lines;
}

function stateLines(node: AnyStateNode, edges: readonly Edge[], depth: number): string[] {
  const declaration = `${indent(depth)}state "${mermaidText(node.key)}" as ${mermaidId(node)}`;
  if (children(node).length === 0) return [declaration];
  return [`${declaration} {`, ...blockLines(node, edges, depth + 1), `${indent(depth)}}`];
}

/** The Mermaid `stateDiagram-v2` source of a machine (without the Markdown fence). */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const nodes = descendants(machine.root);
  const ids = new Set<string>();
  for (const node of nodes) {
    if (ids.has(mermaidId(node))) throw new Error(`Machine '${machine.id}': two states draw as '${mermaidId(node)}'.`);
    ids.add(mermaidId(node));
  }
  const edges = nodes.flatMap(edgesOf);
  return ['stateDiagram-v2', ...blockLines(machine.root, edges, 1)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Markdown

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

function kindOf(node: AnyStateNode): string {
  const kinds: string[] = [];
  if (node.parent?.type === 'compound' && node.parent.initial.target[0] === node) kinds.push('initial');
  kinds.push(node.type === 'compound' ? 'nested' : node.type);
  return kinds.join(', ');
}

function legend(machine: AnyStateMachine): string[] {
  const rows = descendants(machine.root).map((node) => {
    const invokes = node.invoke.map((invoke) => `\`${actorName(node, invoke.id)}\``).join(', ');
    return `| \`${stateName(node)}\` | ${kindOf(node)} | ${invokes} | ${cell(node.description ?? '(no description)')} |`;
  });
  return ['| State | Kind | Invokes | What it means |', '| --- | --- | --- | --- |', ...rows];
}

function everywhere(machine: AnyStateMachine): string[] {
  const edges = edgesOf(machine.root).filter((edge) => edge.to !== machine.root || edge.from !== machine.root);
  const loops = edgesOf(machine.root).filter((edge) => edge.to === machine.root && edge.from === machine.root);
  const rows = [
    ...edges.map((edge) => `| ${cell(edge.label)} | \`${stateName(edge.to)}\` |`),
    ...loops.map((edge) => `| ${cell(edge.label)} | (stays; updates the context) |`),
  ];
  if (rows.length === 0) return [];
  return ['', '## Events handled in every state', '', '| Event | Goes to |', '| --- | --- |', ...rows];
}

/**
 * The Markdown chart of one machine: title, the Mermaid diagram (nested, initial and final states;
 * arrows labelled with the event, `[guard]` when guarded, `onDone(actor)` / `onError(actor)` for
 * invoked actors, a loop for a transition that only updates the context) and a legend of every state.
 */
export function renderChart(machine: AnyStateMachine, source: string): string {
  return [
    `# State chart: \`${machine.id}\``,
    '',
    `<!-- Generated by \`npm run docs\` from ${source}. Do not edit by hand. -->`,
    '',
    ...(machine.root.description ? [machine.root.description, ''] : []),
    `Source: [${source}](../../${source})`,
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    ...everywhere(machine),
    '',
    '## States',
    '',
    ...legend(machine),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Discovery

/** Whether a value is an XState machine (a `StateMachine`). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine;
}

function declaredMachines(moduleExports: Readonly<Record<string, unknown>>): AnyStateMachine[] {
  const found: AnyStateMachine[] = [];
  for (const name of Object.keys(moduleExports).sort()) {
    const value = moduleExports[name];
    if (isStateMachine(value)) found.push(value);
    if (name === 'chartMachines' && value && typeof value === 'object') {
      const listed = Array.isArray(value)
        ? value
        : Object.keys(value)
            .sort()
            .map((key) => (value as Record<string, unknown>)[key]);
      found.push(...listed.filter(isStateMachine));
    }
  }
  return found;
}

/** Stands in for a factory's dependencies while the machine is only built, never run. */
const CHART_ONLY_DEPS: unknown = new Proxy(
  {},
  {
    get(_, property) {
      if (property === 'then') return undefined;
      throw new Error(`used the dependency '${String(property)}' while building`);
    },
  },
);

function builtByFactory(name: string, factory: (deps: unknown) => unknown): AnyStateMachine {
  const fail = (why: string) =>
    new Error(`${name}(deps) cannot be built for its chart (${why}): export \`chartMachines\` from its module.`);
  let built: unknown;
  try {
    built = factory(CHART_ONLY_DEPS);
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
  if (!isStateMachine(built)) throw fail('it did not return a StateMachine');
  return built;
}

/**
 * The machines a module offers for charts: its exported machines and its `chartMachines`, each
 * once. A module offering neither (factory style, `export function createXMachine(deps)`) has its
 * `create...Machine` factories called with a stand-in for the dependencies, which only works when
 * the factory uses them inside actors and actions, not while building; otherwise it must export
 * `chartMachines`.
 */
export function machinesOf(moduleExports: Readonly<Record<string, unknown>>): AnyStateMachine[] {
  const declared = declaredMachines(moduleExports);
  const found =
    declared.length > 0
      ? declared
      : Object.keys(moduleExports)
          .sort()
          .filter((name) => /^create\w*Machine$/.test(name) && typeof moduleExports[name] === 'function')
          .map((name) => builtByFactory(name, moduleExports[name] as (deps: unknown) => unknown));
  return found.filter((machine, i) => found.indexOf(machine) === i);
}

/** The `*.machine.ts` files, relative to the project root, in alphabetical order. */
export async function machineFiles(dir = MACHINES_DIR): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.machine.ts')).sort();
  return names.map((name) => path.relative(ROOT, path.join(dir, name)).split(path.sep).join('/'));
}

/** The chart file name of a machine: its id, made safe for a file name. */
export function chartFileName(machine: AnyStateMachine): string {
  if (!machine.id || machine.id === '(machine)') throw new Error('Every charted machine needs an `id` (it names the chart file).');
  return `${machine.id.replace(/[^A-Za-z0-9._-]/g, '-')}.md`;
}

function addChart(charts: Map<string, ChartFile>, machine: AnyStateMachine, source: string): void {
  const chart = { fileName: chartFileName(machine), machineId: machine.id, source, content: renderChart(machine, source) };
  const existing = charts.get(chart.fileName);
  if (existing && existing.content !== chart.content) {
    throw new Error(`Two different machines would write ${chart.fileName} (${existing.source}, ${source}): give each its own id.`);
  }
  if (!existing) charts.set(chart.fileName, chart);
}

/** Every chart the machines generate, sorted by file name. */
export async function chartFiles(dir = MACHINES_DIR): Promise<ChartFile[]> {
  const charts = new Map<string, ChartFile>();
  for (const source of await machineFiles(dir)) {
    const moduleExports = (await import(pathToFileURL(path.join(ROOT, source)).href)) as Record<string, unknown>;
    const machines = machinesOf(moduleExports);
    if (machines.length === 0) throw new Error(`${source} exports no machine to chart (see docs/state-charts/README.md).`);
    for (const machine of machines) addChart(charts, machine, source);
  }
  return [...charts.values()].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
}
