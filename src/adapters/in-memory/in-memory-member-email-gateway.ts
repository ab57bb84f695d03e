import type { MailPreferencesGateway, MemberEmailError, MemberEmailGateway } from '../../application/ports/member-email-gateway.port';
import type { MailingList } from '../../application/ports/mailer.port';
import {
  changeMailPreferences,
  unsubscribeByLink,
  viewMailPreferences,
  type MailPreferencesDeps,
} from '../../application/server/member-email/mail-preferences.use-case';
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
import type { Actor } from '../../domain/access';
import type { CampaignForm } from '../../domain/member-email';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: { readonly type: string; readonly message: string; readonly fields?: unknown }): MemberEmailError {
  switch (error.type) {
    case 'InvalidForm':
    case 'InvalidQuery':
      return { type: 'Invalid', message: error.message, fields: (error.fields ?? {}) as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    case 'NotFound':
      return { type: 'NotFound', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/** The member e-mail over the server's own use cases, as `actor()` (the UI tests' world). */
export class InMemoryMemberEmailGateway implements MemberEmailGateway {
  readonly #deps: MemberEmailDeps;
  readonly #actor: () => Actor;

  constructor(deps: MemberEmailDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  list() {
    return listCampaigns(this.#deps, this.#actor()).mapErr(gatewayError);
  }

  choices() {
    return campaignChoices(this.#deps, this.#actor()).mapErr(gatewayError);
  }

  save(id: string | null, form: CampaignForm) {
    return saveCampaign(this.#deps, this.#actor(), { id, form }).mapErr(gatewayError);
  }

  sendTest(id: string) {
    return sendCampaignTest(this.#deps, this.#actor(), id).mapErr(gatewayError);
  }

  send(id: string) {
    return sendCampaign(this.#deps, this.#actor(), id).mapErr(gatewayError);
  }

  log(id: string) {
    return viewCampaign(this.#deps, this.#actor(), id).mapErr(gatewayError);
  }

  deliveriesTo(email: string) {
    return deliveriesTo(this.#deps, this.#actor(), email).mapErr(gatewayError);
  }
}

/** The preferences page over the server's own use cases, as `actor()` (a visitor with a link, or a member). */
export class InMemoryMailPreferencesGateway implements MailPreferencesGateway {
  readonly #deps: MailPreferencesDeps;
  readonly #actor: () => Actor;

  constructor(deps: MailPreferencesDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  view(token: string | null) {
    return viewMailPreferences(this.#deps, this.#actor(), token).mapErr(gatewayError);
  }

  change(token: string | null, receives: Readonly<Record<MailingList, boolean>>) {
    return changeMailPreferences(this.#deps, this.#actor(), token, receives).mapErr(gatewayError);
  }

  unsubscribe(token: string, list: MailingList) {
    return unsubscribeByLink(this.#deps, this.#actor(), token, list).mapErr(gatewayError);
  }
}
