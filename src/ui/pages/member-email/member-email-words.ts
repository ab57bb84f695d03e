import type { DeliveryStatus } from '../../../application/ports/mail-queue.port';
import type { CampaignState } from '../../../domain/member-email';

export const MEMBER_EMAIL_TITLE = 'Member e-mail';
export const COMPOSE_TITLE = 'Write a message to members';

export const STATE_WORDS: Readonly<Record<CampaignState, string>> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' };

export const DELIVERY_WORDS: Readonly<Record<DeliveryStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unsubscribed: 'Unsubscribed',
};

/** '4 recipients', '1 recipient'. */
export const recipientsWords = (count: number): string => (count === 1 ? '1 recipient' : `${count} recipients`);

/** The statuses in the order the delivery log lists them. */
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'unsubscribed'];
