import { useSelector } from '@xstate/react';
import { useStepFocus } from '../../components/step-heading';
import { AuthenticatorSetup } from './authenticator-setup';
import { TwoStepOverview } from './two-step-overview';
import { TwoStepProofForm } from './two-step-proof-form';
import { TWO_STEP_COPY } from './two-step-words';
import { useTwoStepSettings, type TwoStepActor } from './use-two-step-settings';

type View = 'overview' | 'loadFailed' | 'proving' | 'scanning' | 'failure';

function viewOf(state: ReturnType<TwoStepActor['getSnapshot']>): View {
  if (state.matches('loadFailed')) return 'loadFailed';
  if (state.matches('failure')) return 'failure';
  if (state.matches('proving') || state.matches('sendingCode') || state.matches('applying')) return 'proving';
  if (state.matches('scanning') || state.matches('verifying')) return 'scanning';
  return 'overview';
}

/** The inside of the 'Two-step sign-in' section; focus moves to each new step as it shows. */
export function TwoStepSettingsPanel() {
  const actor = useTwoStepSettings();
  const view = useSelector(actor, viewOf);
  const region = useStepFocus<HTMLDivElement>(view);
  return (
    <div ref={region} className="two-step">
      {view === 'overview' ? <TwoStepOverview actor={actor} /> : null}
      {view === 'proving' ? <TwoStepProofForm actor={actor} /> : null}
      {view === 'scanning' ? <AuthenticatorSetup actor={actor} /> : null}
      {view === 'loadFailed' || view === 'failure' ? <TwoStepTrouble actor={actor} /> : null}
    </div>
  );
}

function TwoStepTrouble({ actor }: { readonly actor: TwoStepActor }) {
  const message = useSelector(actor, (state) =>
    state.matches('failure') ? TWO_STEP_COPY.failed : (state.context.formError ?? TWO_STEP_COPY.failed),
  );
  return (
    <div className="notice-inline error" role="alert">
      <p tabIndex={-1} data-step-heading="">
        {message}
      </p>
      <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
        {TWO_STEP_COPY.retry}
      </button>
    </div>
  );
}
