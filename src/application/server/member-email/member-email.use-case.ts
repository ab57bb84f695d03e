import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type Action, type Actor } from '../../../domain/access';
import { auditActor, officerWrite } from '../../../domain/audit';
import {
  campaignKeyPrefix,
  campaignMailKey,
  checkCampaignForm,
  segmentLabel,
  type Campaign,
  type CampaignForm,
} from '../../../domain/member-email';
import { yearIn } from '../../ports/clock.port';
import type { Delivery } from '../../ports/mail-queue.port';
import type { CampaignChoices, CampaignLog, CampaignPreview, CampaignView } from '../../ports/member-email-gateway.port';
import type { Mail } from '../../ports/mailer.port';
import type { MarkdownRenderer } from '../../ports/markdown-renderer.port';
import type { MemberRoster } from '../../ports/member-roster.port';
import { invalidInput, type ContentError } from '../content/content.errors';
import { recipientsOf } from './campaign-recipients';
import { mailUnavailable, memberEmailStores, type MemberEmailDeps } from './member-email-deps';
import { plainTextOf } from './plain-text';

/** How many deliveries a log lists (its counts count them all). */
const LOG_LIMIT = 1_000;

const SENT_ALREADY: ContentError = { type: 'InvalidQuery', message: 'This message has been sent; it can no longer be changed.' };
const NO_ADDRESS: ContentError = { type: 'InvalidQuery', message: 'Your account has no e-mail address to send a test to.' };

function allowed(actor: Actor, action: Action): ResultAsync<void, ContentError> {
  const answer = authorizeActor(actor, action);
  return answer.isOk() ? okAsync(undefined) : errAsync(answer.error);
}

function viewOf(deps: MemberEmailDeps, campaign: Campaign): ResultAsync<CampaignView, ContentError> {
  const { segment } = campaign;
  if (segment.kind !== 'ticketHolders' && segment.kind !== 'waitingList')
    return okAsync({ ...campaign, segmentLabel: segmentLabel(segment) });
  return deps.ticketing.events
    .get(segment.event)
    .map(({ event }) => event.name)
    .orElse(() => okAsync(segment.event))
    .map((name) => ({ ...campaign, segmentLabel: segmentLabel(segment, name) }));
}

/** The message as mailed: the subject, the body's safe HTML (the project's renderer) and its plain text. */
function rendered(markdown: MarkdownRenderer, campaign: Pick<Campaign, 'body'>): { readonly html: string; readonly text: string } {
  const html = markdown.toSafeHtml(campaign.body);
  return { html, text: plainTextOf(html) };
}

function previewOf(deps: MemberEmailDeps, roster: MemberRoster, campaign: Campaign): ResultAsync<CampaignPreview, ContentError> {
  return recipientsOf(deps, roster, campaign.segment).andThen((recipients) =>
    viewOf(deps, campaign).map((view) => ({ campaign: view, recipients: recipients.length, ...rendered(deps.markdown, campaign) })),
  );
}

/** Every campaign, newest first (viewMemberEmail). */
export function listCampaigns(deps: MemberEmailDeps, actor: Actor): ResultAsync<readonly CampaignView[], ContentError> {
  return allowed(actor, 'viewMemberEmail')
    .andThen(() => memberEmailStores(deps))
    .andThen(({ campaigns }) => campaigns.list())
    .andThen((campaigns) => allOf(campaigns.map((campaign) => viewOf(deps, campaign))));
}

function allOf<T>(results: readonly ResultAsync<T, ContentError>[]): ResultAsync<readonly T[], ContentError> {
  return results.reduce<ResultAsync<readonly T[], ContentError>>(
    (all, next) => all.andThen((done) => next.map((value) => [...done, value])),
    okAsync([]),
  );
}

/**
 * Writes a campaign (writeMemberEmail): a new draft, or the draft `id` rewritten; the form checked
 * field by field, the recipients counted by the server, the change audited with the store's write.
 * Answers the preview: the rendering and the count the officer confirms before sending.
 */
export function saveCampaign(
  deps: MemberEmailDeps,
  actor: Actor,
  input: { readonly id: string | null; readonly form: CampaignForm },
): ResultAsync<CampaignPreview, ContentError> {
  const checked = checkCampaignForm(input.form, yearIn(deps.clock.now(), deps.config.timeZone));
  return allowed(actor, 'writeMemberEmail')
    .andThen(() => (checked.isOk() ? okAsync(checked.value) : errAsync(invalidInput(checked.error))))
    .andThen((message) =>
      memberEmailStores(deps).andThen(({ campaigns, roster }) =>
        (input.id === null ? okAsync<Campaign | null, ContentError>(null) : campaigns.get(input.id)).andThen((before) => {
          const at = new Date(deps.clock.now()).toISOString();
          const campaign: Campaign = {
            id: before?.id ?? deps.ids.newId(),
            ...message,
            author: auditActor(actor),
            state: 'draft',
            createdAt: before?.createdAt ?? at,
            updatedAt: at,
            sentAt: null,
            recipients: 0,
            queued: 0,
          };
          const audit = officerWrite(
            actor,
            at,
            'composeMemberEmail',
            { kind: 'campaign', id: campaign.id },
            {
              before: before && { subject: before.subject, segment: before.segment },
              after: { subject: campaign.subject, segment: campaign.segment },
            },
          );
          return campaigns
            .saveDraft(campaign, audit)
            .andThen((saved) => (saved === null ? errAsync(SENT_ALREADY) : previewOf(deps, roster, saved)));
        }),
      ),
    );
}

/** A campaign with its rendering and its delivery log (viewMemberEmail). */
export function viewCampaign(deps: MemberEmailDeps, actor: Actor, id: string): ResultAsync<CampaignLog, ContentError> {
  return allowed(actor, 'viewMemberEmail')
    .andThen(() => memberEmailStores(deps))
    .andThen(({ campaigns, roster, mailQueue }) =>
      campaigns
        .get(id)
        .andThen((campaign) => previewOf(deps, roster, campaign))
        .andThen((preview) =>
          mailQueue
            .deliveries({ keyPrefix: campaignKeyPrefix(id), to: null, status: null }, LOG_LIMIT)
            .mapErr(mailUnavailable)
            .map(({ deliveries, counts }) => ({ ...preview, deliveries, counts })),
        ),
    );
}

function campaignMail(deps: MemberEmailDeps, campaign: Campaign): Omit<Mail, 'to'> {
  return { subject: campaign.subject, ...rendered(deps.markdown, campaign), list: 'newsletters' };
}

/**
 * Sends the campaign to the officer alone (writeMemberEmail), straight through the mailer: not one
 * of the campaign's mails (no key, no list), so it is never counted or refused as one. Audited.
 */
export function sendCampaignTest(deps: MemberEmailDeps, actor: Actor, id: string): ResultAsync<{ readonly to: string }, ContentError> {
  const to = actor.email;
  return allowed(actor, 'writeMemberEmail')
    .andThen(() => (to === null ? errAsync(NO_ADDRESS) : okAsync(to)))
    .andThen((address) =>
      memberEmailStores(deps).andThen(({ campaigns }) =>
        campaigns.get(id).andThen((campaign) => {
          const { subject, html, text } = campaignMail(deps, campaign);
          const at = new Date(deps.clock.now()).toISOString();
          return deps.mailer
            .send({ to: address, subject: `[Test] ${subject}`, html, text })
            .mapErr(mailUnavailable)
            .andThen(() =>
              campaigns.note(
                officerWrite(actor, at, 'testMemberEmail', { kind: 'campaign', id }, { before: null, after: { to: address } }),
              ),
            )
            .map(() => ({ to: address }));
        }),
      ),
    );
}

/**
 * Sends a campaign (writeMemberEmail): its recipients computed by the server now, the campaign
 * moved to 'sending' (audited) by one conditional write, every mail queued under the key
 * `campaign:<id>:<member id or address>` on the 'newsletters' list (the queue leaves out whoever
 * left it and sends at the mail server's pace), then marked sent. Sending again (a double submit)
 * queues nothing more: the second send finds the campaign no longer a draft. A send cut short
 * (a crash while 'sending') is finished by sending again; the keys keep each recipient to one mail.
 */
export function sendCampaign(deps: MemberEmailDeps, actor: Actor, id: string): ResultAsync<CampaignView, ContentError> {
  return allowed(actor, 'writeMemberEmail')
    .andThen(() => memberEmailStores(deps))
    .andThen(({ campaigns, roster, mailQueue }) =>
      campaigns.get(id).andThen((campaign): ResultAsync<Campaign, ContentError> => {
        if (campaign.state === 'sent') return okAsync(campaign);
        return recipientsOf(deps, roster, campaign.segment).andThen((recipients) => {
          const at = new Date(deps.clock.now()).toISOString();
          const audit = officerWrite(
            actor,
            at,
            'sendMemberEmail',
            { kind: 'campaign', id },
            {
              before: { state: campaign.state },
              after: { state: 'sending', recipients: recipients.length, segment: campaign.segment },
            },
          );
          const started = campaign.state === 'draft' ? campaigns.startSending(id, at, recipients.length, audit) : okAsync(campaign);
          return started.andThen((sending) => {
            if (sending === null) return campaigns.get(id);
            const mail = campaignMail(deps, sending);
            const mails = recipients.map((recipient) => ({ ...mail, to: recipient.email, key: campaignMailKey(id, recipient.id) }));
            return mailQueue
              .enqueue(mails)
              .mapErr(mailUnavailable)
              .andThen((queued) => campaigns.finishSending(id, queued));
          });
        });
      }),
    )
    .andThen((campaign) => viewOf(deps, campaign));
}

/** One person's deliveries, newest first (viewMemberEmail): the member page's small log. */
export function deliveriesTo(deps: MemberEmailDeps, actor: Actor, email: string): ResultAsync<readonly Delivery[], ContentError> {
  return allowed(actor, 'viewMemberEmail')
    .andThen(() => memberEmailStores(deps))
    .andThen(({ mailQueue }) => mailQueue.deliveries({ keyPrefix: null, to: email, status: null }, 50).mapErr(mailUnavailable))
    .map(({ deliveries }) => deliveries);
}

/** What the compose form offers: this dues year, and the events whose holders or waiting list may be chosen. */
export function campaignChoices(deps: MemberEmailDeps, actor: Actor): ResultAsync<CampaignChoices, ContentError> {
  return allowed(actor, 'writeMemberEmail')
    .andThen(() => deps.ticketing.events.list().mapErr(mailUnavailable))
    .map((events) => ({
      currentYear: yearIn(deps.clock.now(), deps.config.timeZone),
      events: events.map(({ event }) => ({ slug: event.slug, name: event.name })),
    }));
}
