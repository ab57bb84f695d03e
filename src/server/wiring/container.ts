import type { ContainerModuleLoadOptions } from 'inversify';
import type { Token } from './tokens';

/** Any token, whatever it stands for. */
type AnyToken = { readonly id: symbol };

/** The values a list of tokens stands for, in order. */
type Values<D extends readonly AnyToken[]> = { -readonly [K in keyof D]: D[K] extends Token<infer V> ? V : never };

/** What a container module binds with: its bind and rebind functions. */
export type Binder = Pick<ContainerModuleLoadOptions, 'bind' | 'rebind'>;

/**
 * Binds `token` to what `make` builds from the services `needs` names, once (a singleton). The
 * compiler checks that `make` takes exactly those services in that order; a module that binds the
 * token again later (`replace`) wins, as the aws wiring does over the self-hosted one.
 */
export function provide<T, const D extends readonly AnyToken[]>(
  binder: Binder,
  target: Token<T>,
  needs: D,
  make: (...values: Values<D>) => T | Promise<T>,
): void {
  binder
    .bind<T>(target.id)
    .toResolvedValue(
      make as (...values: unknown[]) => T | Promise<T>,
      needs.map((need) => need.id),
    )
    .inSingletonScope();
}

/** Binds `token` to a value at hand. */
export function provideValue<T>(binder: Binder, target: Token<T>, value: T): void {
  binder.bind<T>(target.id).toConstantValue(value);
}

/** Replaces the binding of `token` made by a module loaded before (the aws wiring over the self-hosted one). */
export function replace<T, const D extends readonly AnyToken[]>(
  binder: Binder,
  target: Token<T>,
  needs: D,
  make: (...values: Values<D>) => T | Promise<T>,
): void {
  binder
    .rebind<T>(target.id)
    .toResolvedValue(
      make as (...values: unknown[]) => T | Promise<T>,
      needs.map((need) => need.id),
    )
    .inSingletonScope();
}
