import { useSelector } from '@xstate/react';
import type { LoginField as Field } from '../../../application/browser/machines/login.machine';
import { TextField, type TextFieldProps } from '../../components/text-field';
import type { LoginActor } from './use-login-actor';

/** One of the Login form's inputs, bound to the machine: its value, its message, EDIT on typing. */
export function LoginField({
  actor,
  field,
  ...props
}: { readonly actor: LoginActor; readonly field: Field } & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const value = useSelector(actor, (state) => state.context[field]);
  const error = useSelector(actor, (state) => state.context.fieldErrors[field]);
  return <TextField {...props} value={value} error={error} onChange={(text) => actor.send({ type: 'EDIT', field, value: text })} />;
}
