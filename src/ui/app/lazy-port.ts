import { ResultAsync } from 'neverthrow';

/** Every method of a port, named once, so a lazy port cannot forget one (the type checks it). */
export type PortMethods<P> = { readonly [K in keyof P]-?: true };

type AnyMethod = (...args: unknown[]) => ResultAsync<unknown, unknown>;

/** The named method of a loaded adapter (the names come from `PortMethods`, so it exists). */
const methodOf = (adapter: object, name: string) => (adapter as Record<string, AnyMethod>)[name] as AnyMethod;

/**
 * A port whose adapter is loaded on its first call (a dynamic import, so the adapter and its
 * libraries stay out of the entry chunk). Every method answers a ResultAsync, as ports do; if the
 * chunk cannot be loaded the call answers `unavailable(...)` and the next call tries again.
 */
export function lazyPort<P extends object, E>(load: () => Promise<P>, methods: PortMethods<P>, unavailable: (message: string) => E): P {
  let loading: Promise<P> | null = null;
  const adapter = (): Promise<P> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const failed = () => unavailable('This part of the site could not be loaded. Please check your connection and try again.');
  const port: Record<string, AnyMethod> = {};
  for (const name of Object.keys(methods)) {
    port[name] = (...args) => ResultAsync.fromPromise(adapter(), failed).andThen((loaded) => methodOf(loaded, name).apply(loaded, args));
  }
  return port as unknown as P;
}
