import { err, ok, type Result } from 'neverthrow';
import { isDonationType, type DonationType } from '../catalog';
import { parseDonationAmount, type Cents } from '../money';
import { checkNewPassword } from '../../identity/rules/passwords';
import { COUNT_MESSAGE, isValidCount } from '../pricing';
import {
  collect,
  email,
  MAX_LENGTH,
  optional,
  optionalEmail,
  optionalPhone,
  optionalZip,
  phone,
  required,
  zip,
  type FieldCheck,
  type InvalidForm,
} from './fields';

/** A count typed into a ticket field: empty means none; anything but a whole number is refused. */
export function parseCount(text: string): FieldCheck<number> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(0);
  if (!/^\d{1,6}$/.test(trimmed)) return err(COUNT_MESSAGE);
  const count = Number(trimmed);
  return isValidCount(count) ? ok(count) : err(COUNT_MESSAGE);
}

export interface Buyer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export type BuyerInput = Buyer;

function buyerChecks(input: BuyerInput) {
  return {
    firstName: required(input.firstName, 'First name', MAX_LENGTH.name),
    lastName: required(input.lastName, 'Last name', MAX_LENGTH.name),
    email: email(input.email),
  };
}

/** The ticket buyer's details on the banquet and cookout pages: first name, last name and e-mail. */
export function validateBuyer(input: BuyerInput): Result<Buyer, InvalidForm<keyof Buyer>> {
  return collect<Buyer>(buyerChecks(input));
}

export interface SponsorForm extends Buyer {
  readonly students: string;
}

export const STUDENTS_PLACEHOLDER = 'Enter names of students separated by commas';

/** The names of the students a sponsorship pays for: required, as 'Students to Sponsor'. */
export function studentNames(value: string): FieldCheck<string> {
  return required(value, 'Students to Sponsor', MAX_LENGTH.students);
}

/** The sponsor form adds the required 'Students to Sponsor' names. */
export function validateSponsorForm(input: SponsorForm): Result<SponsorForm, InvalidForm<keyof SponsorForm>> {
  return collect<SponsorForm>({
    ...buyerChecks(input),
    students: studentNames(input.students),
  });
}

export interface MembershipFormInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
  readonly gradYear: string;
  readonly password: string;
}

/** The cleaned membership form: phone as digits, an empty graduation year as null. */
export type MembershipForm = Omit<MembershipFormInput, 'gradYear'> & { readonly gradYear: string | null };

export function gradYear(value: string, currentYear: number): FieldCheck<string | null> {
  const trimmed = value.trim();
  if (trimmed === '') return ok(null);
  const year = Number(trimmed);
  return /^\d{4}$/.test(trimmed) && year >= 1900 && year <= currentYear + 10
    ? ok(trimmed)
    : err(`Graduation year must be a year from 1900 to ${currentYear + 10}.`);
}

/** Contact fields shared by the membership form and the Member Information form. */
export function contactChecks(input: Omit<MembershipFormInput, 'email' | 'password'>, currentYear: number) {
  return {
    firstName: required(input.firstName, 'First name', MAX_LENGTH.name),
    lastName: required(input.lastName, 'Last name', MAX_LENGTH.name),
    phone: phone(input.phone),
    address: required(input.address, 'Address', MAX_LENGTH.address),
    city: required(input.city, 'City', MAX_LENGTH.city),
    state: required(input.state, 'State', MAX_LENGTH.state),
    zipcode: zip(input.zipcode),
    gradYear: gradYear(input.gradYear, currentYear),
  };
}

/** Become a Member: everything required but the graduation year (spec section 5). */
export function validateMembershipForm(
  input: MembershipFormInput,
  currentYear: number,
): Result<MembershipForm, InvalidForm<keyof MembershipFormInput>> {
  return collect<MembershipForm>({
    ...contactChecks(input, currentYear),
    email: email(input.email),
    password: checkNewPassword(input.password).mapErr((e) => e.message),
  });
}

export interface DonationFormInput {
  readonly amount: string;
  readonly donationType: string;
  readonly name: string;
  readonly email: string;
  readonly address: string;
  readonly state: string;
  readonly zipcode: string;
  readonly phone: string;
}

export type DonationForm = Omit<DonationFormInput, 'amount' | 'donationType'> & {
  readonly amount: Cents;
  readonly donationType: DonationType;
};

export const DONATION_TYPE_MESSAGE = 'Please choose a donation type.';

/** The donation amount and type: a whole number of dollars above zero and one of the two types. */
export function validateDonationChoice(amount: string, donationType: string) {
  return {
    amount: parseDonationAmount(amount).mapErr((e) => e.message),
    donationType: isDonationType(donationType) ? ok(donationType) : err(DONATION_TYPE_MESSAGE),
  } as const;
}

/** Donate: only the amount is checked as the spec says; the donor's details are optional but bounded. */
export function validateDonationForm(input: DonationFormInput): Result<DonationForm, InvalidForm<keyof DonationFormInput>> {
  return collect<DonationForm>({
    ...validateDonationChoice(input.amount, input.donationType),
    name: optional(input.name, 'Name', MAX_LENGTH.name * 2),
    email: optionalEmail(input.email),
    address: optional(input.address, 'Address', MAX_LENGTH.address),
    state: optional(input.state, 'State', MAX_LENGTH.state),
    zipcode: optionalZip(input.zipcode),
    phone: optionalPhone(input.phone),
  });
}
