import { reconcileOrders, type ReconcileReport } from '../src/application/server/payments/reconcile-orders.use-case';
import { composeServer, type StripeFactory } from '../src/server/composition-root';
import { readConfig, type ServerConfig } from '../src/server/config';

/** What a test swaps: where the report goes and how the Stripe client is made. */
export interface ReconcileOptions {
  /** Where the report goes (default: console.log). */
  readonly print?: (line: string) => void;
  /** Builds the Stripe client from the secret key (tests point it at a local fake). */
  readonly stripe?: StripeFactory;
}

/** The report as one line a person reads. */
export function describeReport(report: ReconcileReport): string {
  return [
    `Reconciled ${report.checked} unfinished order${report.checked === 1 ? '' : 's'}:`,
    `${report.fulfilled} fulfilled, ${report.failed} failed, ${report.flagged} flagged for a person,`,
    `${report.pending} still waiting for a card, ${report.errors} could not be finished (run again later).`,
  ].join(' ');
}

async function reconcileWith(config: ServerConfig, options: ReconcileOptions): Promise<ReconcileReport | string> {
  const composed = await composeServer(config, {
    clientDir: null,
    log: () => undefined,
    ...(options.stripe ? { stripe: options.stripe } : {}),
  });
  if (composed.isErr()) return composed.error.message;
  const { deps, database } = composed.value;
  try {
    return (await reconcileOrders(deps)).match(
      (counts) => counts,
      (error) => error.message,
    );
  } finally {
    await database.close();
  }
}

/**
 * `npm run reconcile`: opens the configured database and processor (Stripe with STRIPE_SECRET_KEY,
 * else the card simulator's table), re-reads every unfinished order's payment and finishes it,
 * then prints the counts. Answers the exit code: 0 when every order could be read (some may still
 * wait for a card), 1 when some could not be finished now, 2 for bad settings or no database.
 */
export async function reconcileCommand(
  environment: Readonly<Record<string, string | undefined>>,
  options: ReconcileOptions = {},
): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const config = readConfig(environment);
  if (config.isErr()) {
    print(config.error.message);
    return 2;
  }
  const outcome = await reconcileWith(config.value, options);
  if (typeof outcome === 'string') {
    print(outcome);
    return 2;
  }
  print(describeReport(outcome));
  return outcome.errors === 0 ? 0 : 1;
}
