/**
 * A small reader of Dockerfiles, enough for the instructions ours uses (FROM, RUN, ENV, WORKDIR,
 * COPY, VOLUME, USER, EXPOSE, HEALTHCHECK, CMD): lines joined at a trailing backslash, comments
 * dropped, each instruction's flags (`--from=build`) apart from its arguments, the exec form
 * (`["node", "x.js"]`) read as JSON.
 */
export interface Instruction {
  readonly name: string;
  readonly flags: Readonly<Record<string, string>>;
  /** The text after the flags. */
  readonly text: string;
  /** The exec form's words, or null in shell form. */
  readonly exec: readonly string[] | null;
  /** The line the instruction starts on (1-based). */
  readonly line: number;
}

export interface Stage {
  readonly image: string;
  readonly name: string | null;
  readonly instructions: readonly Instruction[];
}

function logicalLines(source: string): { readonly text: string; readonly line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | null = null;
  source.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && current === null)) return;
    const continues = trimmed.endsWith('\\');
    const part = continues ? trimmed.slice(0, -1).trim() : trimmed;
    current = current === null ? { text: part, line: index + 1 } : { ...current, text: `${current.text} ${part}`.trim() };
    if (!continues) {
      lines.push(current);
      current = null;
    }
  });
  if (current !== null) lines.push(current);
  return lines;
}

function instructionOf(text: string, line: number): Instruction {
  const [, name = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(text) ?? [];
  const flags: Record<string, string> = {};
  let remaining = rest;
  if (name.toUpperCase() !== 'RUN' && name.toUpperCase() !== 'ENV') {
    for (let flag = /^--([a-z-]+)=(\S+)\s*/.exec(remaining); flag; flag = /^--([a-z-]+)=(\S+)\s*/.exec(remaining)) {
      flags[flag[1] ?? ''] = flag[2] ?? '';
      remaining = remaining.slice(flag[0].length);
    }
  }
  let exec: string[] | null = null;
  const execText =
    name.toUpperCase() === 'HEALTHCHECK' ? /^CMD\s+(\[.*\])$/.exec(remaining)?.[1] : remaining.startsWith('[') ? remaining : undefined;
  if (execText !== undefined) {
    const parsed: unknown = JSON.parse(execText);
    if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === 'string')) throw new Error(`line ${line}: not an exec form`);
    exec = parsed as string[];
  }
  return { name: name.toUpperCase(), flags, text: remaining, exec, line };
}

/** The stages of a Dockerfile, in order, each with its instructions after FROM. */
export function parseDockerfile(source: string): Stage[] {
  const stages: { image: string; name: string | null; instructions: Instruction[] }[] = [];
  for (const { text, line } of logicalLines(source)) {
    const instruction = instructionOf(text, line);
    if (instruction.name === 'FROM') {
      const [, image = '', name = null] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.text) ?? [];
      stages.push({ image, name, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`line ${line}: ${instruction.name} before any FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

/** ENV's pairs (`ENV A=1 B=2`, or the old `ENV A 1`). */
export function envOf(instruction: Instruction): Record<string, string> {
  const pairs: Record<string, string> = {};
  const text = instruction.text;
  if (!text.includes('=')) {
    const [key = '', ...value] = text.split(/\s+/);
    pairs[key] = value.join(' ');
    return pairs;
  }
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2] ?? '';
    pairs[match[1] ?? ''] = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  }
  return pairs;
}
