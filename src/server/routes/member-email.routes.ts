import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MemberEmailDeps } from '../../application/server/member-email/member-email-deps';
import {
  campaignChoices,
  deliveriesTo,
  listCampaigns,
  saveCampaign,
  sendCampaign,
  sendCampaignTest,
  viewCampaign,
} from '../../application/server/member-email/member-email.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { allow, refuse } from '../access-checks';
import { sameSiteJsonOnly } from '../csrf';
import { jsonBody, limitBody } from '../json-body';

/** A subject and a body of 50,000 characters, with room to spare. */
const CAMPAIGN_BODY_BYTES = 256 * 1024;

const text = z.string().max(60_000);
/** The form's shape only; every rule (and every field's words) is the domain's (checkCampaignForm). */
const campaignBody = z.object({
  id: z.string().max(200).nullable().default(null),
  subject: text.default(''),
  body: text.default(''),
  segment: text.default(''),
  year: text.optional(),
  gradYearFrom: text.optional(),
  gradYearTo: text.optional(),
  event: text.optional(),
});

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function memberEmailDeps(deps: AppDeps): MemberEmailDeps {
  return {
    campaigns: deps.campaigns ?? null,
    roster: deps.roster ?? null,
    mailQueue: deps.mailQueue ?? null,
    ticketing: deps.ticketing,
    markdown: deps.markdown,
    mailer: deps.mailer,
    ids: deps.ids,
    clock: deps.clock,
    config: deps.config,
  };
}

/**
 * The officers' member e-mail (issue 19, item 4), mounted under `/officers/member-email`:
 * - `GET /` -> `{ campaigns }` newest first; `GET /choices` -> `{ currentYear, events }` for the form;
 * - `POST /` `{ id, subject, body, segment, year?, gradYearFrom?, gradYearTo?, event? }` -> the
 *   draft saved (new when `id` is null) and its preview `{ campaign, recipients, html, text }`;
 * - `POST /:id/test` -> `{ to }`: the message to the officer alone; `POST /:id/send` -> `{ campaign }`
 *   (sending twice queues once);
 * - `GET /:id` -> the campaign, its rendering and its delivery log `{ counts, deliveries }`;
 * - `GET /deliveries?to=<address>` -> `{ deliveries }`: one person's mails (the member page).
 * Reads need viewMemberEmail, writes writeMemberEmail, as JSON from our own origin.
 */
export function memberEmailRoutes(deps: AppDeps): Hono<AppEnv> {
  const mail = memberEmailDeps(deps);
  const writes = [allow('writeMemberEmail'), sameSiteJsonOnly(deps.config.publicUrl), limitBody(CAMPAIGN_BODY_BYTES)] as const;
  return new Hono<AppEnv>()
    .get('/', noStore, allow('viewMemberEmail'), (c) =>
      listCampaigns(mail, c.var.actor).match(
        (campaigns) => c.json({ campaigns }),
        (error) => refuse(c, error),
      ),
    )
    .get('/choices', noStore, allow('writeMemberEmail'), (c) =>
      campaignChoices(mail, c.var.actor).match(
        (choices) => c.json(choices),
        (error) => refuse(c, error),
      ),
    )
    .get('/deliveries', noStore, allow('viewMemberEmail'), (c) =>
      deliveriesTo(mail, c.var.actor, c.req.query('to') ?? '').match(
        (deliveries) => c.json({ deliveries }),
        (error) => refuse(c, error),
      ),
    )
    .post('/', noStore, ...writes, (c) =>
      jsonBody(c, campaignBody)
        .andThen(({ id, ...form }) => saveCampaign(mail, c.var.actor, { id, form }))
        .match(
          (preview) => c.json(preview),
          (error) => refuse(c, error),
        ),
    )
    .post('/:id/test', noStore, ...writes, (c) =>
      sendCampaignTest(mail, c.var.actor, c.req.param('id')).match(
        (sent) => c.json(sent),
        (error) => refuse(c, error),
      ),
    )
    .post('/:id/send', noStore, ...writes, (c) =>
      sendCampaign(mail, c.var.actor, c.req.param('id')).match(
        (campaign) => c.json({ campaign }),
        (error) => refuse(c, error),
      ),
    )
    .get('/:id', noStore, allow('viewMemberEmail'), (c) =>
      viewCampaign(mail, c.var.actor, c.req.param('id')).match(
        (log) => c.json(log),
        (error) => refuse(c, error),
      ),
    );
}
