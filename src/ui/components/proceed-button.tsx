import { useId } from 'react';
import './checkout.css';

/**
 * 'Proceed to checkout'. While the machine would not proceed, the button stays focusable but is
 * marked disabled, and the reason is shown beside it and tied to it, so assistive technology
 * announces why. The space for the reason is kept, so nothing moves when it appears.
 */
export function ProceedButton({
  enabled,
  reason,
  onProceed,
  label = 'Proceed to checkout',
}: {
  readonly enabled: boolean;
  readonly reason: string;
  readonly onProceed: () => void;
  readonly label?: string;
}) {
  const reasonId = useId();
  return (
    <div className="proceed">
      <button
        type="button"
        className="button button-primary"
        aria-disabled={enabled ? undefined : true}
        aria-describedby={enabled ? undefined : reasonId}
        onClick={enabled ? onProceed : undefined}
      >
        {label}
      </button>
      <p id={reasonId} className="proceed-reason field-hint">
        {enabled ? '' : reason}
      </p>
    </div>
  );
}
