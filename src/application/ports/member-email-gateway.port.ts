import type { ResultAsync } from 'neverthrow';
import type { Campaign, CampaignForm } from '../../domain/member-email';
import type { Delivery, DeliveryStatus } from './mail-queue.port';
import type { MailingList } from './mailer.port';

/** A campaign as the console shows it: with its segment in words. */
export interface CampaignView extends Campaign {
  readonly segmentLabel: string;
}

/** What the officer sees before sending: the message as it will be mailed, and how many it reaches now. */
export interface CampaignPreview {
  readonly campaign: CampaignView;
  readonly recipients: number;
  readonly html: string;
  readonly text: string;
}

/** A campaign's delivery log: its mails by status, and the latest of them. */
export interface CampaignLog extends CampaignPreview {
  readonly counts: Readonly<Record<DeliveryStatus, number>>;
  readonly deliveries: readonly Delivery[];
}

/** What the compose form offers: this dues year, and the events whose holders or waiting list may be chosen. */
export interface CampaignChoices {
  readonly currentYear: number;
  readonly events: readonly { readonly slug: string; readonly name: string }[];
}

/** What the preferences page shows: the address, and whether it receives each list. */
export interface MailPreferencesView {
  readonly email: string;
  readonly receives: Readonly<Record<MailingList, boolean>>;
}

export type MemberEmailError =
  /** A form refused, with a message per field. */
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The officers' member e-mail in the browser (issue 19; secretary and administrators). */
export interface MemberEmailGateway {
  list(): ResultAsync<readonly CampaignView[], MemberEmailError>;
  choices(): ResultAsync<CampaignChoices, MemberEmailError>;
  /** Saves the draft (`id` null: a new one) and answers its preview. */
  save(id: string | null, form: CampaignForm): ResultAsync<CampaignPreview, MemberEmailError>;
  sendTest(id: string): ResultAsync<{ readonly to: string }, MemberEmailError>;
  send(id: string): ResultAsync<CampaignView, MemberEmailError>;
  log(id: string): ResultAsync<CampaignLog, MemberEmailError>;
  deliveriesTo(email: string): ResultAsync<readonly Delivery[], MemberEmailError>;
}

/** The preferences page in the browser: by a mail's link (`token`) or, with none, for the signed-in person. */
export interface MailPreferencesGateway {
  view(token: string | null): ResultAsync<MailPreferencesView, MemberEmailError>;
  change(token: string | null, receives: Readonly<Record<MailingList, boolean>>): ResultAsync<MailPreferencesView, MemberEmailError>;
  /** The mail's one-click unsubscribe, confirmed on the page. */
  unsubscribe(token: string, list: MailingList): ResultAsync<MailPreferencesView, MemberEmailError>;
}
