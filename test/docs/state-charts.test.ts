import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, assign, createMachine, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CHARTS_DIR,
  CHARTS_README,
  chartFileName,
  chartFiles,
  guardName,
  machineFiles,
  machinesOf,
  mermaidDiagram,
  mermaidText,
  renderChart,
  ROOT,
} from '../../scripts/state-charts';

const FIXTURES = path.join(ROOT, 'test/fixtures/state-charts');

describe('the committed state charts (docs/state-charts)', async () => {
  const generated = await chartFiles();
  const committed = (await readdir(CHARTS_DIR)).filter((name) => name.endsWith('.md') && name !== CHARTS_README).sort();

  it('has a chart for every machine in src/application/browser/machines', async () => {
    const sources = new Set(generated.map((chart) => chart.source));
    expect((await machineFiles()).filter((file) => !sources.has(file))).toEqual([]);
    const missing = generated.map((chart) => chart.fileName).filter((name) => !committed.includes(name));
    expect(missing, 'charts missing: run `npm run docs`').toEqual([]);
  });

  it('has no chart whose machine is gone', () => {
    const wanted = new Set(generated.map((chart) => chart.fileName));
    const stale = committed.filter((name) => !wanted.has(name));
    expect(stale, 'charts without a machine: run `npm run docs`').toEqual([]);
  });

  it.each(generated.map((chart) => [chart.fileName, chart] as const))('%s is what the machine generates', async (fileName, chart) => {
    const onDisk = await readFile(path.join(CHARTS_DIR, fileName), 'utf8').catch(() => '');
    expect(onDisk, `docs/state-charts/${fileName} is out of date: run \`npm run docs\``).toBe(chart.content);
  });

  it('explains how to read and regenerate the charts', async () => {
    const readme = await readFile(path.join(CHARTS_DIR, CHARTS_README), 'utf8');
    expect(readme).toContain('npm run docs');
    expect(readme).toContain('chartMachines');
  });
});

const demo = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'GO' } | { type: 'EDIT' } | { type: 'RESET' } },
  actors: { load: fromPromise(async () => 1) },
  guards: { isReady: () => true, isBig: () => false },
  actions: { bump: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({
  id: 'demo',
  description: 'A machine | for the renderer.',
  context: { count: 0 },
  initial: 'idle',
  on: { RESET: '.idle', EDIT: { actions: 'bump' } },
  states: {
    idle: {
      description: 'Waiting: nothing happens yet.',
      on: {
        GO: [{ guard: 'isReady', target: 'busy' }, { guard: not('isBig'), target: 'done' }, { target: 'idle' }],
        EDIT: { actions: 'bump' },
      },
    },
    busy: {
      description: 'Working.',
      initial: 'loading',
      states: {
        loading: {
          invoke: { src: 'load', onDone: { guard: and(['isReady', 'isBig']), target: '#demo.done' }, onError: 'retrying' },
        },
        retrying: { after: { 500: 'loading' }, always: { guard: 'isBig', target: '#demo.idle' } },
      },
      invoke: { src: fromPromise(async () => 2), onDone: 'done' },
    },
    done: { type: 'final', description: 'Finished.' },
  },
});

describe('renderChart', () => {
  const chart = renderChart(demo, 'src/demo.machine.ts');
  const diagram = mermaidDiagram(demo);

  it('titles the chart with the machine id, its description and its source', () => {
    expect(chart.startsWith('# State chart: `demo`\n')).toBe(true);
    expect(chart).toContain('A machine | for the renderer.');
    expect(chart).toContain('Source: [src/demo.machine.ts](../../src/demo.machine.ts)');
    expect(chart).toContain('Do not edit by hand.');
  });

  it('draws nested states inside their parent, with initial and final states marked', () => {
    expect(diagram).toContain(
      '  state "busy" as busy {\n    state "loading" as busy_loading\n    state "retrying" as busy_retrying\n    [*] --> busy_loading',
    );
    expect(diagram).toContain('  [*] --> idle');
    expect(diagram).toContain('  done --> [*]');
  });

  it('labels arrows with the event, [guard], [else], and onDone/onError of the invoked actor', () => {
    expect(diagram).toContain('  idle --> busy : GO [isReady]');
    expect(diagram).toContain('  idle --> done : GO [not(isBig)]');
    expect(diagram).toContain('  idle --> idle : GO [else]');
    expect(diagram).toContain('  busy_loading --> done : onDone(load) [and(isReady, isBig)]');
    expect(diagram).toContain('    busy_loading --> busy_retrying : onError(load)');
    expect(diagram).toContain('  busy --> done : onDone(inline actor)');
  });

  it('draws delayed and eventless transitions, and a loop for a transition that only updates the context', () => {
    expect(diagram).toContain('    busy_retrying --> busy_loading : after 500ms');
    expect(diagram).toContain('  busy_retrying --> idle : always [isBig]');
    expect(diagram).toContain('  idle --> idle : EDIT');
  });

  it('lists the events the machine handles in every state', () => {
    expect(chart).toContain(
      '## Events handled in every state\n\n| Event | Goes to |\n| --- | --- |\n| RESET | `idle` |\n| EDIT | (stays; updates the context) |',
    );
  });

  it('explains every state in a legend, escaping table characters', () => {
    expect(chart).toContain('| `idle` | initial, atomic |  | Waiting: nothing happens yet. |');
    expect(chart).toContain('| `busy` | nested | `inline actor` | Working. |');
    expect(chart).toContain('| `busy.loading` | initial, atomic | `load` | (no description) |');
    expect(chart).toContain('| `done` | final |  | Finished. |');
  });

  it('is deterministic', () => {
    expect(renderChart(demo, 'src/demo.machine.ts')).toBe(chart);
    expect(renderChart(demo.provide({}), 'src/demo.machine.ts')).toBe(chart);
  });

  it('keeps Mermaid-breaking characters out of names and labels', () => {
    expect(mermaidText('a: b; c # "d" %% e\nf')).toBe('a b c d % % e f');
    const odd = createMachine({ id: 'odd', initial: 'default', states: { default: { on: { 'say:hi': 'state' } }, state: {} } });
    expect(mermaidDiagram(odd)).toContain('  s_default --> s_state : say hi');
  });

  it('separates the regions of a parallel state', () => {
    const regions = { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } };
    const nested = createMachine({ id: 'nested', initial: 'both', states: { both: { type: 'parallel', states: regions } } });
    expect(mermaidDiagram(nested)).toContain(
      '    state "a" as both_a {\n      state "x" as both_a_x\n      [*] --> both_a_x\n    }\n    --\n    state "b" as both_b {',
    );
    const top = createMachine({ id: 'top', type: 'parallel', states: regions });
    expect(mermaidDiagram(top)).not.toContain('--\n');
  });

  it('names guards as written', () => {
    expect(guardName(undefined)).toBeNull();
    expect(guardName('isReady')).toBe('isReady');
    expect(guardName({ type: 'isReady' })).toBe('isReady');
    expect(guardName(() => true)).toBe('inline');
  });
});

describe('which machines get a chart', () => {
  it('charts every exported machine and every machine of `chartMachines`, each once', async () => {
    const plain = await import('../fixtures/state-charts/factory/plain.machine');
    expect(machinesOf(plain).map((machine) => machine.id)).toEqual(['plain', 'plain']);
    const charts = await chartFiles(path.join(FIXTURES, 'factory'));
    expect(charts.map((chart) => [chart.fileName, chart.source])).toEqual([
      ['plain.md', 'test/fixtures/state-charts/factory/plain.machine.ts'],
      ['tickets-autumn.md', 'test/fixtures/state-charts/factory/tickets.machine.ts'],
      ['tickets-spring.md', 'test/fixtures/state-charts/factory/tickets.machine.ts'],
    ]);
  });

  it("builds a factory-style module's machines when it exports neither machines nor `chartMachines`", async () => {
    const charts = await chartFiles(path.join(FIXTURES, 'factory-fallback'));
    expect(charts.map((chart) => chart.fileName)).toEqual(['cart.md']);
    expect(charts[0]?.content).toContain('open --> paid : onDone(inline actor)');
  });

  it('asks for `chartMachines` when a factory needs its dependencies while building', async () => {
    await expect(chartFiles(path.join(FIXTURES, 'needs-deps'))).rejects.toThrow(
      /createEagerMachine\(deps\) cannot be built for its chart \(used the dependency 'start' while building\): export `chartMachines`/,
    );
  });

  it('refuses a machine file that yields no machine', async () => {
    await expect(chartFiles(path.join(FIXTURES, 'empty'))).rejects.toThrow(/nothing\.machine\.ts exports no machine to chart/);
  });

  it('refuses two different machines with one id', async () => {
    await expect(chartFiles(path.join(FIXTURES, 'collision'))).rejects.toThrow(/Two different machines would write same\.md/);
  });

  it('needs an id to name the chart', () => {
    expect(() => chartFileName(createMachine({ initial: 'a', states: { a: {} } }))).toThrow(/needs an `id`/);
    expect(chartFileName(createMachine({ id: 'ticket checkout/2024', initial: 'a', states: { a: {} } }))).toBe('ticket-checkout-2024.md');
  });
});
