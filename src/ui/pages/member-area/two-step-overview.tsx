import { useSelector } from '@xstate/react';
import { changesOffered, isPreferred, isTwoStepOn, methodsOn, type TwoStepMethod, type TwoStepSettings } from '../../../domain/two-step';
import { changeTitle, METHOD_NAMES, TWO_STEP_COPY } from './two-step-words';
import type { TwoStepActor } from './use-two-step-settings';

const METHODS: readonly TwoStepMethod[] = ['TOTP', 'EMAIL'];

function methodState(settings: TwoStepSettings, method: TwoStepMethod): string {
  if (!methodsOn(settings).includes(method)) return 'Off';
  return isPreferred(settings, method) && methodsOn(settings).length > 1 ? 'On, asked first' : 'On';
}

/**
 * Whether two-step sign-in is on, each method's state, and a button for every change the settings
 * allow. The last change's confirmation stays above them until the next change starts.
 */
export function TwoStepOverview({ actor }: { readonly actor: TwoStepActor }) {
  const settings = useSelector(actor, (state) => state.context.settings);
  const confirmation = useSelector(actor, (state) => state.context.confirmation);
  const rereading = useSelector(actor, (state) => state.matches('saved'));
  if (settings === null) {
    return (
      <p role="status" className="field-hint">
        {TWO_STEP_COPY.loading}
      </p>
    );
  }
  return (
    <div className="two-step-overview" aria-busy={rereading}>
      {confirmation ? (
        <p className="notice-inline success" role="status" tabIndex={-1} data-step-heading="">
          {confirmation}
        </p>
      ) : null}
      <p tabIndex={-1} data-step-heading="">
        {isTwoStepOn(settings) ? TWO_STEP_COPY.on : TWO_STEP_COPY.off}
      </p>
      <dl className="detail-list two-step-methods">
        {METHODS.map((method) => (
          <div key={method}>
            <dt>{METHOD_NAMES[method]}</dt>
            <dd>{methodState(settings, method)}</dd>
          </div>
        ))}
      </dl>
      <div className="two-step-actions">
        {changesOffered(settings).map((change) => (
          <button
            key={changeTitle(change)}
            type="button"
            className={change.kind === 'turnOff' ? 'button' : 'button button-primary'}
            disabled={rereading}
            onClick={() => actor.send({ type: 'START', change })}
          >
            {changeTitle(change)}
          </button>
        ))}
      </div>
    </div>
  );
}
