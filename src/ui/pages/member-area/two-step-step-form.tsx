import { useId, type ReactNode, type Ref } from 'react';
import { TWO_STEP_COPY } from './two-step-words';
import type { TwoStepActor } from './use-two-step-settings';

/** What a step of the Two-step sign-in section shows around its fields. */
export interface TwoStepStepFormProps {
  readonly actor: TwoStepActor;
  readonly heading: string;
  readonly submitLabel: string;
  readonly busy: boolean;
  /** The refusal no field is to blame for, or null. */
  readonly formError: string | null;
  /** From `useRefusalFocus`: focus goes to the refusal or the first field at fault. */
  readonly formRef: Ref<HTMLFormElement>;
  /** The fields; `error` is the refusal, to place where the step reads best. */
  readonly children: (error: ReactNode) => ReactNode;
  /** Buttons that come before Submit and Cancel's row (e.g. 'Send me a code'). */
  readonly before?: ReactNode;
}

/**
 * One step of the Two-step sign-in section: a form named by its heading (which takes focus when
 * the step opens), described by its refusal, busy while the change runs, with the step's submit
 * button and Cancel. SUBMIT and CANCEL go to the section's machine.
 */
export function TwoStepStepForm({ actor, heading, submitLabel, busy, formError, formRef, children, before }: TwoStepStepFormProps) {
  const headingId = useId();
  const errorId = useId();
  const error = formError ? (
    <p id={errorId} className="notice-inline error" role="alert" tabIndex={-1} data-form-error="">
      {formError}
    </p>
  ) : null;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={formError ? errorId : undefined}
      aria-busy={busy}
      className="two-step-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <h3 id={headingId} className="two-step-step-heading" tabIndex={-1} data-step-heading="">
        {heading}
      </h3>
      {children(error)}
      {before}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
          {TWO_STEP_COPY.cancel}
        </button>
      </div>
    </form>
  );
}
