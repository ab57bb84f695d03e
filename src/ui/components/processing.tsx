/** The spinner shown while a payment is under way, announced to screen readers. */
export function Processing({ text = 'Processing your payment...' }: { readonly text?: string }) {
  return (
    <div className="processing" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
