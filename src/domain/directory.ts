import { err, ok, type Result } from 'neverthrow';
import type { Member } from './members';
import { collect, optional, type FieldCheck, type InvalidForm } from './validation/fields';

/**
 * The member directory (issue 20, item 4): each member chooses which of their fields other members
 * may see. Nothing is shown by default; a member who opened nothing (or only empty fields) is not in
 * the directory at all. `directoryEntryOf` is the one rule for what another member is given.
 */

/** The fields a member may open to other members, in the form's order. 'location' is the city and state together. */
export const DIRECTORY_FIELDS = ['name', 'gradYear', 'location', 'email', 'phone', 'employer', 'jobTitle', 'website', 'bio'] as const;

export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];

/** Each field's label on the profile form and beside it in an entry. */
export const DIRECTORY_FIELD_LABELS: Readonly<Record<DirectoryField, string>> = {
  name: 'Name',
  gradYear: 'Graduation year',
  location: 'City and state',
  email: 'E-mail',
  phone: 'Phone',
  employer: 'Employer',
  jobTitle: 'Job title',
  website: 'LinkedIn or website',
  bio: 'Short bio',
};

/** The directory's own fields, kept beside the member record; empty text when not given. */
interface DirectoryDetails {
  readonly employer: string;
  readonly jobTitle: string;
  readonly website: string;
  readonly bio: string;
}

/** A member's directory profile: their own fields, and which fields other members may see. */
export interface DirectoryProfile extends DirectoryDetails {
  readonly visible: readonly DirectoryField[];
}

/** The profile of a member who never saved one: nothing given, nothing shown. */
export const HIDDEN_PROFILE: DirectoryProfile = { employer: '', jobTitle: '', website: '', bio: '', visible: [] };

/** The member record's fields the directory may show (never the address, ZIP code, membership or dues). */
export type DirectoryMember = Pick<Member, 'firstName' | 'lastName' | 'gradYear' | 'city' | 'state' | 'email' | 'phone'>;

/** What another member is given of one member: only the fields opened and not empty; absent keys were not opened. */
export interface DirectoryEntry {
  readonly name?: string;
  readonly gradYear?: string;
  readonly city?: string;
  readonly state?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly employer?: string;
  readonly jobTitle?: string;
  readonly website?: string;
  readonly bio?: string;
}

export const MAX_BIO_LENGTH = 500;
const MAX_DETAIL_LENGTH = 100;
const MAX_WEBSITE_LENGTH = 200;

/** The values each opened field puts in an entry (empty ones left out). */
function shownValues(field: DirectoryField, member: DirectoryMember, details: DirectoryDetails): Partial<DirectoryEntry> {
  switch (field) {
    case 'name':
      return { name: `${member.firstName.trim()} ${member.lastName.trim()}`.trim() };
    case 'gradYear':
      return { gradYear: (member.gradYear ?? '').trim() };
    case 'location':
      return { city: member.city.trim(), state: member.state.trim() };
    case 'email':
      return { email: member.email.trim() };
    case 'phone':
      return { phone: member.phone.trim() };
    default:
      return { [field]: details[field].trim() };
  }
}

/**
 * What other members see of one member: each opened field with a value, nothing else; null when
 * that leaves nothing (the member is not in the directory). The server answers nothing else, and
 * the profile page's preview is drawn with this same function.
 *
 * @example directoryEntryOf(ada, { ...HIDDEN_PROFILE, visible: ['name'] }) // { name: 'Ada Lovelace' }
 */
export function directoryEntryOf(member: DirectoryMember, profile: DirectoryProfile): DirectoryEntry | null {
  const entry: Record<string, string> = {};
  for (const field of DIRECTORY_FIELDS) {
    if (!profile.visible.includes(field)) continue;
    for (const [key, value] of Object.entries(shownValues(field, member, profile))) if (value) entry[key] = value;
  }
  return Object.keys(entry).length === 0 ? null : entry;
}

/** Lower case for A to Z only: what both databases' lower() agree on, so a search means the same everywhere. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** A directory search: by name (part of it), graduation year and city (part of it); every criterion given must match. */
export interface DirectorySearch {
  readonly name: string;
  readonly gradYear: string;
  readonly city: string;
  /** From 1. */
  readonly page: number;
}

export const DIRECTORY_PAGE_SIZE = 20;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000;

/**
 * Whether a member's entry answers a search. Only what the entry shows is searched: a name hidden
 * is never matched by name, nor a city hidden by city, so a search cannot reveal a hidden field.
 * The SQL directory asks the same question in its WHERE clause (held to this by the contract).
 */
export function matchesDirectorySearch(entry: DirectoryEntry, search: Pick<DirectorySearch, 'name' | 'gradYear' | 'city'>): boolean {
  const contains = (value: string | undefined, part: string) => part === '' || asciiLower(value ?? '').includes(asciiLower(part));
  const year = search.gradYear === '' || entry.gradYear === search.gradYear;
  return year && contains(entry.name, search.name) && contains(entry.city, search.city);
}

type SearchField = 'q' | 'gradYear' | 'city' | 'page';

function searchText(value: string | undefined, label: string): FieldCheck<string> {
  return optional(value, label, MAX_SEARCH_LENGTH);
}

function searchYear(value: string | undefined): FieldCheck<string> {
  const year = (value ?? '').trim();
  return year === '' || /^(19|20)\d\d$/.test(year) ? ok(year) : err('Graduation year must be a four-digit year, such as 1998.');
}

function searchPage(value: string | undefined): FieldCheck<number> {
  const page = (value ?? '').trim();
  if (page === '') return ok(1);
  const number = /^\d{1,5}$/.test(page) ? Number(page) : NaN;
  return number >= 1 && number <= MAX_PAGE ? ok(number) : err(`Page must be a whole number from 1 to ${MAX_PAGE}.`);
}

/** The directory's query string (`q`, `gradYear`, `city`, `page`), each checked with a message for its field. */
export function parseDirectorySearch(
  query: Readonly<Partial<Record<SearchField, string>>>,
): Result<DirectorySearch, InvalidForm<SearchField>> {
  return collect({
    q: searchText(query.q, 'Name'),
    gradYear: searchYear(query.gradYear),
    city: searchText(query.city, 'City'),
    page: searchPage(query.page),
  }).map(({ q, gradYear, city, page }) => ({ name: q, gradYear, city, page }));
}

/** What the profile form sends: the member's own fields and the fields they open. */
export interface DirectoryProfileForm extends DirectoryDetails {
  readonly visible: readonly string[];
}

type ProfileField = keyof DirectoryDetails | 'visible';

function website(value: string): FieldCheck<string> {
  return optional(value, 'LinkedIn or website', MAX_WEBSITE_LENGTH).andThen((url) => {
    if (url === '') return ok('');
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
    const parsed = URL.canParse(withScheme) ? new URL(withScheme) : null;
    const web = parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /\.[a-z]{2,}$/i.test(parsed.hostname);
    return web ? ok(parsed.href) : err('LinkedIn or website must be a web address, such as https://www.linkedin.com/in/your-name.');
  });
}

function visibleFields(values: readonly string[]): FieldCheck<readonly DirectoryField[]> {
  const unknown = values.filter((value) => !(DIRECTORY_FIELDS as readonly string[]).includes(value));
  if (unknown.length > 0) return err(`These are not directory fields: ${unknown.join(', ')}.`);
  return ok(DIRECTORY_FIELDS.filter((field) => values.includes(field)));
}

/**
 * The profile form's check: employer and job title up to 100 characters, the bio up to 500, the
 * web address an http(s) address (https:// is added when no scheme is given), and only known
 * fields opened. A line break in a one-line field is refused.
 */
export function checkDirectoryProfile(form: DirectoryProfileForm): Result<DirectoryProfile, InvalidForm<ProfileField>> {
  const oneLine = (value: string, label: string): FieldCheck<string> =>
    optional(value, label, MAX_DETAIL_LENGTH).andThen((text) => (/[\r\n]/.test(text) ? err(`${label} must be on one line.`) : ok(text)));
  return collect<DirectoryProfile>({
    employer: oneLine(form.employer, 'Employer'),
    jobTitle: oneLine(form.jobTitle, 'Job title'),
    website: website(form.website),
    bio: optional(form.bio, 'Short bio', MAX_BIO_LENGTH),
    visible: visibleFields(form.visible),
  });
}
