import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Watches a running server's system calls with strace, to see whether a write it answered was on
 * the disk (fsync'd) before the answer left: a SIGKILL cannot show that (the OS keeps what the
 * process wrote), a power loss would. Linux only; `straceAvailable()` says whether strace can be used here.
 */

/** Whether strace is installed and may attach to a child of this process. */
export function straceAvailable(): boolean {
  return spawnSync('strace', ['-V'], { stdio: 'ignore' }).status === 0;
}

/** What the trace saw of one file and one answer: were all the file's writes synced before the answer was sent? */
export interface SyncVerdict {
  /** Writes to the file before the answer. */
  readonly writes: number;
  /** fsync / fdatasync calls on the file before the answer. */
  readonly syncs: number;
  /** True when the answer was seen, at least one write was, and the last write was followed by a sync before it. */
  readonly syncedBeforeAnswer: boolean;
}

/**
 * Attaches strace to every thread of `pid` (writes, syncs and socket sends, with file names), runs
 * `work`, detaches, and judges the trace: each line is one system call, in the order they ran.
 */
export async function traceSyncs<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ readonly result: T; readonly lines: readonly string[] }> {
  const file = path.join(tmpdir(), `sync-trace-${pid}-${Date.now()}.txt`);
  const tracer = spawn(
    'strace',
    ['-f', '-y', '-s', '48', '-e', 'trace=write,writev,pwrite64,fsync,fdatasync', '-o', file, '-p', String(pid)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // strace says 'Process <n> attached' for each thread; the main thread is the one that writes.
  await new Promise<void>((resolve, reject) => {
    let said = '';
    tracer.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes(`Process ${pid} attached`)) resolve();
    });
    tracer.once('exit', (code) => reject(new Error(`strace exited (${code}) before attaching: ${said}`)));
  });
  try {
    const result = await work();
    return { result, lines: await detach() };
  } catch (error) {
    await detach();
    throw error;
  }

  async function detach(): Promise<readonly string[]> {
    if (tracer.exitCode === null && tracer.signalCode === null) {
      const exited = new Promise<void>((resolve) => tracer.once('exit', () => resolve()));
      tracer.kill('SIGINT');
      // SIGINT makes strace detach and leave; should it not within seconds, it is stopped outright.
      const stuck = setTimeout(() => tracer.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(stuck);
    }
    const lines = readFileSync(file, 'utf8').split('\n');
    rmSync(file, { force: true });
    return lines;
  }
}

/**
 * Judges a trace for one file (`chapter.sqlite-wal`) and one answer (a socket write starting with
 * `HTTP/1.1 <status>`): every write to the file before the answer is followed by a sync of it
 * before the answer.
 */
export function syncedBeforeAnswer(lines: readonly string[], fileEnding: string, status: number): SyncVerdict {
  const answer = lines.findIndex((line) => /\b(write|writev)\(\d+<(socket|TCP|TCPv6):/.test(line) && line.includes(`HTTP/1.1 ${status}`));
  const before = answer === -1 ? lines : lines.slice(0, answer);
  const onFile = (line: string) => line.includes(`${fileEnding}>`);
  const writeAt = before.map((line, i) => (onFile(line) && /\b(pwrite64|write|writev)\(/.test(line) ? i : -1)).filter((i) => i >= 0);
  const syncAt = before.map((line, i) => (onFile(line) && /\b(fsync|fdatasync)\(/.test(line) ? i : -1)).filter((i) => i >= 0);
  const lastWrite = writeAt.at(-1) ?? -1;
  const lastSync = syncAt.at(-1) ?? -1;
  return { writes: writeAt.length, syncs: syncAt.length, syncedBeforeAnswer: answer !== -1 && lastWrite !== -1 && lastSync > lastWrite };
}
