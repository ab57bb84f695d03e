import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Result } from 'neverthrow';
import {
  canMake,
  methodsOn,
  needsCurrentCode,
  validateAuthenticatorCode,
  validateTwoStepProof,
  type TwoStepChange,
  type TwoStepSettings,
} from '../../../domain/two-step';
import type { FieldErrors } from '../../../domain/validation/fields';
import { changeTwoStep, type ChangeTwoStepInput, type TwoStepChangeMade } from '../use-cases/change-two-step.use-case';
import { finishAuthenticatorSetup } from '../use-cases/finish-authenticator-setup.use-case';
import { loadTwoStepSettings, type TwoStepDeps } from '../use-cases/load-two-step-settings.use-case';
import { sendTwoStepCode } from '../use-cases/send-two-step-code.use-case';
import type { TwoStepField, TwoStepRefused } from '../use-cases/two-step-failure';
import { thrownMessage } from './identity-flow-support';
import { fieldErrorsOf, outcomeOf, succeeded, SUCCEEDED, type Outcome, unprovided } from './machine-support';

export type { TwoStepField } from '../use-cases/two-step-failure';

/** A new authenticator app's key and `otpauth://` address, shown until its first code is checked. */
interface PendingAuthenticator {
  readonly sharedSecret: string;
  readonly setupUri: string;
}

export interface TwoStepSettingsContext {
  /** The settings as last read from the identity service (null until then). */
  readonly settings: TwoStepSettings | null;
  /** The change being proven or finished. */
  readonly change: TwoStepChange | null;
  readonly password: string;
  readonly code: string;
  readonly setupCode: string;
  readonly fieldErrors: FieldErrors<TwoStepField>;
  /** A refusal no field is to blame for (an administrator keeping two-step sign-in on, an outage). */
  readonly formError: string | null;
  /** Where the code for the proof was e-mailed, once asked for. */
  readonly codeSentTo: string | null;
  readonly authenticator: PendingAuthenticator | null;
  /** What the last change did, shown until the next one starts. */
  readonly confirmation: string | null;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

export type TwoStepSettingsEvent =
  | { readonly type: 'START'; readonly change: TwoStepChange }
  | { readonly type: 'EDIT'; readonly field: TwoStepField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'SEND_CODE' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' };

type Refused<T> = Outcome<T, TwoStepRefused>;

const CLEAR_FORM = { password: '', code: '', setupCode: '', fieldErrors: {}, formError: null, codeSentTo: null } as const;

const proofOf = (context: TwoStepSettingsContext) => ({ password: context.password, code: context.code });
const codeNeeded = (context: TwoStepSettingsContext) => context.settings !== null && needsCurrentCode(context.settings);
const proofErrors = ({ context }: { readonly context: TwoStepSettingsContext }) => ({
  fieldErrors: fieldErrorsOf(validateTwoStepProof(proofOf(context), codeNeeded(context))),
});
const setupCodeErrors = ({ context }: { readonly context: TwoStepSettingsContext }) => ({
  fieldErrors: fieldErrorsOf(validateAuthenticatorCode(context.setupCode)),
});

/**
 * The Member Area's 'Two-step sign-in' section: shows which methods are on, and makes one change
 * at a time, each proven with the password (and a current code while a factor is on, which can
 * be e-mailed with SEND_CODE while e-mailed codes are on). An authenticator app is added in two
 * steps: the proof answers its key to scan, then its first code turns it on. After every change
 * the settings are read again and the page is told (`twoStepChanged`: the session's user is read
 * again, since an administrator's rights may follow). The confirmation stays until the next change.
 */
export const twoStepSettingsMachine = setup({
  types: { context: {} as TwoStepSettingsContext, events: {} as TwoStepSettingsEvent },
  actors: {
    loadTwoStepSettings: unprovided<Result<TwoStepSettings, TwoStepRefused>, void>('loadTwoStepSettings'),
    changeTwoStep: unprovided<Result<TwoStepChangeMade, TwoStepRefused>, ChangeTwoStepInput>('changeTwoStep'),
    finishAuthenticatorSetup: unprovided<Result<string, TwoStepRefused>, { code: string }>('finishAuthenticatorSetup'),
    sendTwoStepCode: unprovided<Result<{ destination: string }, TwoStepRefused>, void>('sendTwoStepCode'),
  },
  guards: {
    changeAllowed: ({ context, event }) => event.type === 'START' && context.settings !== null && canMake(context.settings, event.change),
    proofValid: ({ context }) => validateTwoStepProof(proofOf(context), codeNeeded(context)).isOk(),
    setupCodeValid: ({ context }) => validateAuthenticatorCode(context.setupCode).isOk(),
    emailCodesOn: ({ context }) => context.settings !== null && methodsOn(context.settings).includes('EMAIL'),
    succeeded,
    authenticatorToScan: (_, { result }: Refused<TwoStepChangeMade>) => result.isOk() && result.value.outcome === 'scanAuthenticator',
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, formError: null };
    }),
    showFieldErrors: assign((_, params: { fieldErrors: FieldErrors<TwoStepField> }) => ({
      fieldErrors: params.fieldErrors,
      formError: null,
    })),
    showRefusal: assign((_, { result }: Refused<unknown>) =>
      result.match(
        () => ({}),
        (refused) => ({ fieldErrors: refused.fields, formError: refused.formError }),
      ),
    ),
    keepSettings: assign((_, { result }: Refused<TwoStepSettings>) => ({ settings: result.unwrapOr(null) })),
    startChange: assign(({ event }) => {
      assertEvent(event, 'START');
      return { change: event.change, confirmation: null, authenticator: null, ...CLEAR_FORM };
    }),
    keepCodeDestination: assign((_, { result }: Refused<{ destination: string }>) => ({
      codeSentTo: result.map((sent) => sent.destination).unwrapOr(null),
    })),
    keepAuthenticator: assign((_, { result }: Refused<TwoStepChangeMade>) => ({
      authenticator:
        result.isOk() && result.value.outcome === 'scanAuthenticator'
          ? { sharedSecret: result.value.sharedSecret, setupUri: result.value.setupUri }
          : null,
      ...CLEAR_FORM,
    })),
    keepConfirmation: assign((_, { result }: Refused<TwoStepChangeMade | string>) => ({
      confirmation: result
        .map((made) => (typeof made === 'string' ? made : made.outcome === 'saved' ? made.confirmation : null))
        .unwrapOr(null),
      change: null,
      authenticator: null,
      ...CLEAR_FORM,
    })),
    endChange: assign({ change: null, authenticator: null, ...CLEAR_FORM }),
    keepFailure: assign((_, params: { message: string }) => ({ failure: params.message })),
    clearFailure: assign({ failure: null }),
    twoStepChanged: () => {},
  },
}).createMachine({
  id: 'twoStepSettings',
  description: "The Member Area's Two-step sign-in section: the methods on, and one proven change at a time.",
  context: {
    settings: null,
    change: null,
    ...CLEAR_FORM,
    authenticator: null,
    confirmation: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading which methods are on.',
      invoke: {
        src: 'loadTwoStepSettings',
        onDone: [
          { guard: SUCCEEDED, target: 'ready', actions: { type: 'keepSettings', params: outcomeOf } },
          { target: 'loadFailed', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    loadFailed: {
      description: 'The settings could not be read; RETRY reads them again.',
      on: { RETRY: { target: 'loading', actions: 'endChange' } },
    },
    ready: {
      description: 'The methods on and the changes they allow (with the last change confirmed, if any).',
      on: { START: { guard: 'changeAllowed', target: 'proving', actions: 'startChange' } },
    },
    proving: {
      description: 'The password, and a current code while a factor is on (an e-mailed one on request).',
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'proofValid', target: 'applying' }, { actions: { type: 'showFieldErrors', params: proofErrors } }],
        SEND_CODE: { guard: 'emailCodesOn', target: 'sendingCode' },
        CANCEL: { target: 'ready', actions: 'endChange' },
      },
    },
    sendingCode: {
      description: 'E-mailing a code to prove the change with.',
      invoke: {
        src: 'sendTwoStepCode',
        onDone: [
          { guard: SUCCEEDED, target: 'proving', actions: { type: 'keepCodeDestination', params: outcomeOf } },
          { target: 'proving', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    applying: {
      description: 'Sending the change with its proof; a new authenticator app answers its key.',
      invoke: {
        src: 'changeTwoStep',
        input: ({ context }) => ({
          settings: context.settings ?? { enabled: [], preferred: null },
          change: context.change ?? { kind: 'turnOff' },
          proof: proofOf(context),
        }),
        onDone: [
          {
            guard: { type: 'authenticatorToScan', params: outcomeOf },
            target: 'scanning',
            actions: { type: 'keepAuthenticator', params: outcomeOf },
          },
          { guard: SUCCEEDED, target: 'saved', actions: { type: 'keepConfirmation', params: outcomeOf } },
          { target: 'proving', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    scanning: {
      description: "The new authenticator's QR code and key, and its first code to finish.",
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'setupCodeValid', target: 'verifying' }, { actions: { type: 'showFieldErrors', params: setupCodeErrors } }],
        CANCEL: { target: 'ready', actions: 'endChange' },
      },
    },
    verifying: {
      description: "Checking the new authenticator's first code; a right one turns it on.",
      invoke: {
        src: 'finishAuthenticatorSetup',
        input: ({ context }) => ({ code: context.setupCode }),
        onDone: [
          { guard: SUCCEEDED, target: 'saved', actions: { type: 'keepConfirmation', params: outcomeOf } },
          { target: 'scanning', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    saved: {
      description: 'Changed: the page reads the signed-in user again, and the settings are read again.',
      entry: 'twoStepChanged',
      invoke: {
        src: 'loadTwoStepSettings',
        onDone: [
          { guard: SUCCEEDED, target: 'ready', actions: { type: 'keepSettings', params: outcomeOf } },
          { target: 'loadFailed', actions: { type: 'showRefusal', params: outcomeOf } },
        ],
        onError: { target: 'failure', actions: { type: 'keepFailure', params: thrownMessage } },
      },
    },
    failure: {
      description: 'Something unexpected went wrong (a bug, not a refusal); RETRY reads the settings again.',
      on: { RETRY: { target: 'loading', actions: ['clearFailure', 'endChange'] } },
    },
  },
});

/** The two-step machine wired to the identity service; the page provides `twoStepChanged`. */
export function createTwoStepSettingsMachine(deps: TwoStepDeps) {
  return twoStepSettingsMachine.provide({
    actors: {
      loadTwoStepSettings: fromPromise(() => loadTwoStepSettings(deps)),
      changeTwoStep: fromPromise(({ input }) => changeTwoStep(deps, input)),
      finishAuthenticatorSetup: fromPromise(({ input }) => finishAuthenticatorSetup(deps, input)),
      sendTwoStepCode: fromPromise(() => sendTwoStepCode(deps)),
    },
  });
}
