import type { FieldErrors } from '../../domain/validation/fields';
import { TextField, type TextFieldProps } from './text-field';

/** How one text field of a form is labelled and typed. */
export interface FieldSpec<F extends string> extends Pick<
  TextFieldProps,
  'label' | 'hint' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'required' | 'multiline'
> {
  readonly name: F;
}

/**
 * A form's text fields in order, each labelled, with the machine's message for it tied to it.
 * The values and messages are keyed by field name.
 */
export function FieldList<F extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  readonly fields: readonly FieldSpec<F>[];
  readonly values: Readonly<Record<F, string>>;
  readonly errors: FieldErrors<F>;
  readonly onChange: (name: F, value: string) => void;
}) {
  return (
    <>
      {fields.map(({ name, ...spec }) => (
        <TextField key={name} name={name} {...spec} value={values[name]} error={errors[name]} onChange={(value) => onChange(name, value)} />
      ))}
    </>
  );
}
