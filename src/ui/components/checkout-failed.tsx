import { StepHeading } from './step-heading';

/**
 * What a checkout shows when an unexpected error stopped it (the machine's `failed` state): the
 * machine's message and a way to start again.
 */
export function CheckoutFailed({
  message,
  onRestart,
  restartLabel = 'Try again',
}: {
  readonly message: string;
  readonly onRestart: () => void;
  readonly restartLabel?: string;
}) {
  return (
    <section className="checkout-step" aria-labelledby="checkout-failed-heading">
      <StepHeading id="checkout-failed-heading">Something went wrong</StepHeading>
      <p className="notice-inline error">{message}</p>
      <button type="button" className="button" onClick={onRestart}>
        {restartLabel}
      </button>
    </section>
  );
}
