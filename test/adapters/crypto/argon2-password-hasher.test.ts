import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_MAX_WAITING,
  ARGON2_PARAMETERS,
  Argon2PasswordHasher,
  ConcurrencyLimit,
  QueueFull,
} from '../../../src/adapters/crypto/argon2-password-hasher';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { passwordHasherContract } from '../../contracts/password-hasher.contract';

const PASSWORD = 'Lilac-Tuesday-42';
/** argon2id at its cheapest (1 MiB, one pass): the contract's many hashes stay fast. */
const CHEAP = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

passwordHasherContract('argon2id, cheap parameters', async () => ({ hasher: new Argon2PasswordHasher(CHEAP) }));

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it("hashes with argon2id and SECURITY.md's parameters (19 MiB, t=2, p=1) in a PHC string, and verifies it", async () => {
    const hash = (await hasher.hash(PASSWORD))._unsafeUnwrap();
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(hash)).toMatchObject({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, saltLen: 16 });
    expect((await hasher.verify(PASSWORD, hash))._unsafeUnwrap()).toBe(true);
    expect((await hasher.verify('lilac-tuesday-42', hash))._unsafeUnwrap()).toBe(false);
  });

  it('salts every hash: one password, two different hashes, both verify', async () => {
    const cheap = new Argon2PasswordHasher(CHEAP);
    const [a, b] = await Promise.all([cheap.hash(PASSWORD), cheap.hash(PASSWORD)]);
    expect(a._unsafeUnwrap()).not.toBe(b._unsafeUnwrap());
    expect((await cheap.verify(PASSWORD, a._unsafeUnwrap()))._unsafeUnwrap()).toBe(true);
    expect((await cheap.verify(PASSWORD, b._unsafeUnwrap()))._unsafeUnwrap()).toBe(true);
  });

  it("answers false for the plain test hasher's hash of the very same password", async () => {
    const plain = (await new PlainPasswordHasher().hash(PASSWORD))._unsafeUnwrap();
    expect((await hasher.verify(PASSWORD, plain))._unsafeUnwrap()).toBe(false);
  });

  it('keeps verifying hashes made with other parameters (they travel in the hash)', async () => {
    const old = (await new Argon2PasswordHasher(CHEAP).hash(PASSWORD))._unsafeUnwrap();
    expect(old).toContain('m=1024,t=1,p=1');
    expect((await hasher.verify(PASSWORD, old))._unsafeUnwrap()).toBe(true);
  });

  it('answers Unavailable when the hasher cannot run', async () => {
    const broken = new Argon2PasswordHasher({ algorithm: 2, memoryCost: 0, timeCost: 0, parallelism: 0 });
    expect((await broken.hash(PASSWORD))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The password hasher could not run.',
    });
  });
});

describe('ConcurrencyLimit', () => {
  /** A task that ends when the test says, recording when it started. */
  function gate(started: string[], name: string) {
    let end: (value: string) => void = () => undefined;
    const ended = new Promise<string>((resolve) => (end = resolve));
    return { task: () => (started.push(name), ended), end: () => end(name) };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most `limit` tasks at once and starts the others in arrival order as slots free', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const runs = [a, b, c, d].map((g) => limit.run(g!.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(limit.load).toEqual({ running: 2, waiting: 2 });
    b!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.end();
    c!.end();
    d!.end();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task beyond `maxWaiting` at once (QueueFull), and takes one again when the queue moves', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => gate(started, name));
    const runs = [limit.run(a!.task), limit.run(b!.task)];
    await expect(limit.run(() => Promise.resolve('c'))).rejects.toBeInstanceOf(QueueFull);
    a!.end();
    await settle();
    const d = limit.run(() => Promise.resolve('d'));
    b!.end();
    expect(await Promise.all([...runs, d])).toEqual(['a', 'b', 'd']);
  });

  it('answers Busy with a wait, never Unavailable, when the hashing queue is full', async () => {
    const slots = new ConcurrencyLimit(1, 0);
    const hasher = new Argon2PasswordHasher({ ...ARGON2_PARAMETERS, memoryCost: 1024, timeCost: 1 }, slots);
    const [first, second] = await Promise.all([hasher.hash('first password'), hasher.hash('second password')]);
    expect(first.isOk()).toBe(true);
    expect(second._unsafeUnwrapErr()).toEqual({ type: 'Busy', message: 'The password hasher is busy.', retryAfterSeconds: 2 });
    expect(ARGON2_MAX_WAITING).toBe(64);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(() => Promise.resolve('next'))).toBe('next');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('bounds the hasher: with one slot, a second hash waits for the first', async () => {
    const slots = new ConcurrencyLimit(1);
    const hasher = new Argon2PasswordHasher(CHEAP, slots);
    const both = Promise.all([hasher.hash(PASSWORD), hasher.hash(PASSWORD)]);
    expect(slots.load).toEqual({ running: 1, waiting: 1 });
    const [first, second] = await both;
    expect((await hasher.verify(PASSWORD, first._unsafeUnwrap()))._unsafeUnwrap()).toBe(true);
    expect((await hasher.verify(PASSWORD, second._unsafeUnwrap()))._unsafeUnwrap()).toBe(true);
  });
});
