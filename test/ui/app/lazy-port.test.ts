import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { lazyPort } from '../../../src/ui/app/lazy-port';

interface Greeter {
  greet(name: string): ResultAsync<string, { readonly type: 'Unavailable' | 'Rude'; readonly message: string }>;
  part(): ResultAsync<number, { readonly type: 'Unavailable' | 'Rude'; readonly message: string }>;
}

const greeter: Greeter = {
  greet: (name) => (name === '' ? errAsync({ type: 'Rude', message: 'No name.' }) : okAsync(`Hello, ${name}`)),
  part: () => okAsync(42),
};

describe('lazyPort', () => {
  it('loads the adapter on the first call only, and passes calls and answers through', async () => {
    const load = vi.fn(() => Promise.resolve(greeter));
    const port = lazyPort(load, { greet: true, part: true }, (message) => ({ type: 'Unavailable' as const, message }));
    expect(load).not.toHaveBeenCalled();
    expect((await port.greet('Ada'))._unsafeUnwrap()).toBe('Hello, Ada');
    expect((await port.greet(''))._unsafeUnwrapErr()).toEqual({ type: 'Rude', message: 'No name.' });
    expect((await port.part())._unsafeUnwrap()).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers the port's unavailable error when the chunk cannot load, and tries again next time", async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(greeter);
    const port = lazyPort(load, { greet: true, part: true }, (message) => ({ type: 'Unavailable' as const, message }));
    expect((await port.greet('Ada'))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await port.greet('Ada'))._unsafeUnwrap()).toBe('Hello, Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is a plain object of the named methods (not a thenable)', () => {
    const port = lazyPort(
      () => Promise.resolve(greeter),
      { greet: true, part: true },
      (message) => ({ type: 'Unavailable' as const, message }),
    );
    expect(Object.keys(port).sort()).toEqual(['greet', 'part']);
    expect('then' in port).toBe(false);
  });
});
