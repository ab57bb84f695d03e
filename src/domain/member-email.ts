import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors, InvalidForm } from './validation/fields';

/**
 * Who a campaign (the officers' member e-mail, issue 19) goes to: every member, the members who
 * have or have not paid a dues year's dues (unpaid counts lapsed members and lifetime members
 * without the year's dues), lifetime members, a graduation-year range (both ends included), or an
 * event's ticket holders (the buyers of its tickets still valid) or the parties on its waiting list.
 */
export type Segment =
  | { readonly kind: 'all' }
  | { readonly kind: 'paid'; readonly year: number }
  | { readonly kind: 'unpaid'; readonly year: number }
  | { readonly kind: 'lifetime' }
  | { readonly kind: 'gradYears'; readonly from: number; readonly to: number }
  | { readonly kind: 'ticketHolders'; readonly event: string }
  | { readonly kind: 'waitingList'; readonly event: string };

type SegmentKind = Segment['kind'];

const SEGMENT_KINDS: readonly SegmentKind[] = ['all', 'paid', 'unpaid', 'lifetime', 'gradYears', 'ticketHolders', 'waitingList'];

/** A campaign is written (draft), then handed to the mail queue (sending), then queued in full (sent). */
export type CampaignState = 'draft' | 'sending' | 'sent';

/** One message to members: what it says, to whom, who wrote it, how far it went. */
export interface Campaign {
  readonly id: string;
  readonly subject: string;
  /** The officer's Markdown. */
  readonly body: string;
  readonly segment: Segment;
  /** The officer who last wrote it (normalised e-mail). */
  readonly author: string;
  readonly state: CampaignState;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly sentAt: string | null;
  /** How many recipients the segment had when it was sent, and how many mails the queue took as new (0 before sending). */
  readonly recipients: number;
  readonly queued: number;
}

/** The compose form as sent: every field text, the segment's parts by kind. */
export interface CampaignForm {
  readonly subject: string;
  readonly body: string;
  readonly segment: string;
  readonly year?: string;
  readonly gradYearFrom?: string;
  readonly gradYearTo?: string;
  readonly event?: string;
}

type CampaignField = 'subject' | 'body' | 'segment' | 'year' | 'gradYearFrom' | 'gradYearTo' | 'event';

const SUBJECT_MAX = 200;
const BODY_MAX = 50_000;

export interface CheckedCampaign {
  readonly subject: string;
  readonly body: string;
  readonly segment: Segment;
}

function isSegmentKind(value: string): value is SegmentKind {
  return (SEGMENT_KINDS as readonly string[]).includes(value);
}

function year(value: string | undefined, currentYear: number, label: string): Result<number, string> {
  const trimmed = (value ?? '').trim();
  const parsed = Number(trimmed);
  return /^\d{4}$/.test(trimmed) && parsed >= 1900 && parsed <= currentYear + 1
    ? ok(parsed)
    : err(`${label} must be a year from 1900 to ${currentYear + 1}.`);
}

function segmentOf(form: CampaignForm, currentYear: number): Result<Segment, FieldErrors<CampaignField>> {
  const kind = form.segment.trim();
  if (!isSegmentKind(kind)) return err({ segment: 'Please choose who receives the message.' });
  switch (kind) {
    case 'all':
    case 'lifetime':
      return ok({ kind });
    case 'paid':
    case 'unpaid':
      return year(form.year, currentYear, 'Dues year')
        .map((y): Segment => ({ kind, year: y }))
        .mapErr((message) => ({ year: message }));
    case 'gradYears': {
      const from = year(form.gradYearFrom, currentYear + 10, 'From');
      const to = year(form.gradYearTo, currentYear + 10, 'To');
      if (from.isErr() || to.isErr())
        return err({ gradYearFrom: from.isErr() ? from.error : undefined, gradYearTo: to.isErr() ? to.error : undefined });
      return from.value <= to.value
        ? ok({ kind, from: from.value, to: to.value })
        : err({ gradYearTo: 'To must be the same year as From or later.' });
    }
    case 'ticketHolders':
    case 'waitingList': {
      const event = (form.event ?? '').trim();
      return event === '' ? err({ event: 'Please choose an event.' }) : ok({ kind, event });
    }
  }
}

/**
 * The compose form checked field by field: a subject (at most 200 characters, one line), a body
 * (at most 50,000 characters) and a segment with its parts. `currentYear` bounds the years.
 */
export function checkCampaignForm(form: CampaignForm, currentYear: number): Result<CheckedCampaign, InvalidForm<CampaignField>> {
  const fields: FieldErrors<CampaignField> = {};
  const subject = form.subject.trim();
  const body = form.body.trim();
  const subjectError =
    subject === ''
      ? 'Please enter a subject.'
      : subject.length > SUBJECT_MAX
        ? `Subject must be at most ${SUBJECT_MAX} characters.`
        : /[\r\n]/.test(subject)
          ? 'Subject must be one line.'
          : undefined;
  const bodyError =
    body === '' ? 'Please write the message.' : body.length > BODY_MAX ? `Message must be at most ${BODY_MAX} characters.` : undefined;
  const segment = segmentOf(form, currentYear);
  const all = { subject: subjectError, body: bodyError, ...(segment.isErr() ? segment.error : {}) };
  for (const [field, message] of Object.entries(all)) if (message !== undefined) fields[field as CampaignField] = message;
  if (Object.keys(fields).length > 0 || segment.isErr()) return err({ type: 'InvalidForm', fields });
  return ok({ subject, body, segment: segment.value });
}

/** A saved campaign as the compose form shows it again, to go on editing its draft. */
export function campaignFormOf(campaign: Pick<Campaign, 'subject' | 'body' | 'segment'>): CampaignForm {
  const { segment } = campaign;
  const base = { subject: campaign.subject, body: campaign.body, segment: segment.kind };
  switch (segment.kind) {
    case 'all':
    case 'lifetime':
      return base;
    case 'paid':
    case 'unpaid':
      return { ...base, year: String(segment.year) };
    case 'gradYears':
      return { ...base, gradYearFrom: String(segment.from), gradYearTo: String(segment.to) };
    case 'ticketHolders':
    case 'waitingList':
      return { ...base, event: segment.event };
  }
}

/** The segment in words, as the console lists it ('Unpaid for 2026'); an event by its name when given. */
export function segmentLabel(
  segment: Segment,
  eventName: string = segment.kind === 'ticketHolders' || segment.kind === 'waitingList' ? segment.event : '',
): string {
  switch (segment.kind) {
    case 'all':
      return 'All members';
    case 'paid':
      return `Paid for ${segment.year}`;
    case 'unpaid':
      return `Unpaid for ${segment.year}`;
    case 'lifetime':
      return 'Lifetime members';
    case 'gradYears':
      return segment.from === segment.to ? `Class of ${segment.from}` : `Classes of ${segment.from} to ${segment.to}`;
    case 'ticketHolders':
      return `Ticket holders of ${eventName}`;
    case 'waitingList':
      return `Waiting list of ${eventName}`;
  }
}

/** The queue key of a campaign's mail to one recipient (a member's id, or an address for a non-member). */
export function campaignMailKey(campaignId: string, recipient: string): string {
  return `${campaignKeyPrefix(campaignId)}${recipient}`;
}

/** The prefix every mail of a campaign's key starts with (its delivery log). */
export function campaignKeyPrefix(campaignId: string): string {
  return `campaign:${campaignId}:`;
}
