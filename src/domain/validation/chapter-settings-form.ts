import { err, ok, type Result } from 'neverthrow';
import { MAX_LENGTH, optional, required, type FieldErrors } from './fields';

/** The chapter settings form as an officer fills it in: the address as typed (a line each). */
export interface ChapterSettingsForm {
  readonly legalName: string;
  readonly address: string;
  readonly taxId: string;
  readonly deductible: boolean;
  readonly fiscalYearStartMonth: number;
}

/** The settings the form asks for, checked (the shape of the `ChapterSettings` port's settings). */
export interface CheckedChapterSettings {
  readonly legalName: string;
  readonly address: readonly string[];
  readonly taxId: string;
  readonly deductible: boolean;
  readonly fiscalYearStartMonth: number;
}

export type ChapterSettingsField = keyof ChapterSettingsForm;

const MAX_ADDRESS_LINES = 6;

export const CHAPTER_SETTINGS_MESSAGES = {
  address: `The address may have at most ${MAX_ADDRESS_LINES} lines of at most ${MAX_LENGTH.address} characters each.`,
  taxId: 'Please enter the tax ID (EIN) as NN-NNNNNNN, such as 12-3456789, or leave it empty.',
  month: 'Please choose the month the fiscal year starts, from January to December.',
} as const;

/** An employer identification number as the IRS writes it: two digits, a hyphen, seven digits. */
const TAX_ID = /^\d{2}-\d{7}$/;

/** The address typed in a text area: its lines, trimmed, without blank ones. */
function addressLines(text: string): readonly string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The settings form, checked field by field: the legal name is required, the address at most six
 * lines, the tax ID 'NN-NNNNNNN' or empty, the fiscal year's first month 1 to 12.
 */
export function checkChapterSettings(form: ChapterSettingsForm): Result<CheckedChapterSettings, FieldErrors<ChapterSettingsField>> {
  const fields: FieldErrors<ChapterSettingsField> = {};
  const legalName = required(form.legalName, 'The legal name', MAX_LENGTH.title);
  if (legalName.isErr()) fields.legalName = legalName.error;
  const address = addressLines(form.address);
  if (address.length > MAX_ADDRESS_LINES || address.some((line) => line.length > MAX_LENGTH.address))
    fields.address = CHAPTER_SETTINGS_MESSAGES.address;
  const taxId = optional(form.taxId, 'The tax ID', 20);
  if (taxId.isErr() || (taxId.value !== '' && !TAX_ID.test(taxId.value))) fields.taxId = CHAPTER_SETTINGS_MESSAGES.taxId;
  const month = form.fiscalYearStartMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12) fields.fiscalYearStartMonth = CHAPTER_SETTINGS_MESSAGES.month;
  if (Object.keys(fields).length > 0 || legalName.isErr() || taxId.isErr()) return err(fields);
  return ok({
    legalName: legalName.value,
    address,
    taxId: taxId.value,
    deductible: form.deductible,
    fiscalYearStartMonth: month,
  });
}
