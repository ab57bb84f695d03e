import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryOutgoingMailGateway } from '../../../../src/adapters/in-memory/in-memory-outgoing-mail-gateway';
import type { IdentityProvider } from '../../../../src/application/ports/identity-provider.port';
import { MAIL_MAX_ATTEMPTS } from '../../../../src/application/server/mail/mail-retries';
import type { Actor } from '../../../../src/domain/access';
import type { Office } from '../../../../src/domain/officer-roles';
import { OFFICERS_ONLY } from '../../../../src/ui/components/officers-only';
import { OutgoingMailPage } from '../../../../src/ui/pages/officer-outgoing-mail/outgoing-mail-page';
import { queueOver } from '../../../contracts/mail-queue.contract';
import { UI_ADMIN, uiWorld, type UiWorld } from '../../support/ui-world';
import { renderRoutes, signedInMember, Stub } from '../page-harness';

const PAGES = {
  '/Admin/outgoing-mail': <OutgoingMailPage />,
  '/Login': <Stub name="Login" />,
  '/Member-Area': <Stub name="Member Area" />,
};

const CODE_TEXT = 'Your code is 424242.';
const NEWS_TEXT = 'The chapter news for June: the banquet is on.';
const REFUSED = 'The e-mail could not be sent (550).';

/** The world's queue holding a sent code and a campaign's mail that failed for good, and a job's finished run. */
async function filledWorld(): Promise<UiWorld> {
  const world = uiWorld();
  const { queue, worker, transport, clock } = queueOver(world.mailQueueStore);
  (await queue.send({ to: 'pat@example.org', subject: 'Your verification code', text: CODE_TEXT }))._unsafeUnwrap();
  transport.failing = REFUSED;
  (await queue.enqueue([{ to: 'gone@example.org', subject: 'Chapter news', text: NEWS_TEXT, key: 'campaign-1' }]))._unsafeUnwrap();
  for (let round = 0; round < MAIL_MAX_ATTEMPTS; round += 1) {
    await worker.deliverDue();
    clock.advance(24 * 3600_000);
  }
  (await world.jobRuns.claim('waiting-list', '2026-06-15T08:00', '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
  (
    await world.jobRuns.finish('waiting-list', '2026-06-15T08:00', 'finished', '0 events visited', '2026-06-15T12:00:01.000Z')
  )._unsafeUnwrap();
  return world;
}

/** Jane signed in holding `offices`: the session shows her page, and the gateway acts as her (as the server would). */
async function asOfficer(world: UiWorld, offices: readonly Office[]) {
  await signedInMember(world, { email: 'jane@example.org' });
  const identity = world.services.identity;
  const answering: IdentityProvider = { ...identity, currentUser: () => identity.currentUser().map((user) => ({ ...user, offices })) };
  const jane: Actor = { role: 'member', email: 'jane@example.org', offices };
  Object.assign(world.services, {
    identity: answering,
    outgoingMail: new InMemoryOutgoingMailGateway({ store: world.mailQueueStore, jobRuns: world.jobRuns, clock: world.clock }, () => jane),
  });
  renderRoutes(world, '/Admin/outgoing-mail', PAGES);
}

const rowOf = (recipient: string) => screen.getByRole('rowheader', { name: recipient }).closest('tr') as HTMLElement;

describe('the outgoing mail page', () => {
  it('sends a visitor to Login', async () => {
    renderRoutes(uiWorld(), '/Admin/outgoing-mail', PAGES);
    await screen.findByRole('heading', { name: 'Login (stub)' });
  });

  it('tells a plain member the page is not theirs', async () => {
    const world = uiWorld();
    await signedInMember(world);
    renderRoutes(world, '/Admin/outgoing-mail', PAGES);
    expect((await screen.findByRole('alert')).textContent).toBe(OFFICERS_ONLY);
  });

  it("shows an administrator the counts, the deliveries newest first with the failure's reason, and the schedule's runs; never a mail's text", async () => {
    const world = await filledWorld();
    await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/outgoing-mail', PAGES);
    await screen.findByRole('heading', { level: 1, name: 'Outgoing mail' });
    await screen.findByText('2 mails match.');
    const counts = screen.getAllByRole('definition');
    expect(counts.map((count) => `${count.previousElementSibling?.textContent} ${count.textContent}`)).toEqual([
      'Queued 0',
      'Sending 0',
      'Sent 1',
      'Failed 1',
      'Not sent: unsubscribed 0',
    ]);
    const deliveries = within(screen.getByRole('region', { name: 'Deliveries' }));
    expect(deliveries.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['gone@example.org', 'pat@example.org']);
    const failed = within(rowOf('gone@example.org'));
    failed.getByText('Chapter news');
    failed.getByText('Failed');
    failed.getByText(REFUSED);
    failed.getByText(String(MAIL_MAX_ATTEMPTS));
    failed.getByRole('button', { name: 'Try again: Chapter news to gone@example.org' });
    const sent = within(rowOf('pat@example.org'));
    sent.getByText('Sent');
    expect(sent.getAllByText(/^2026-06-15 12:00 UTC$/)).toHaveLength(2);
    expect(sent.queryByRole('button')).toBeNull();
    const schedule = within(screen.getByRole('region', { name: 'Scheduled jobs’ last runs' }));
    expect(
      within(schedule.getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-06-15T08:00', 'Finished', '0 events visited']);
    schedule.getByRole('rowheader', { name: 'waiting-list' });
    expect(document.body.textContent).not.toContain('424242');
    expect(document.body.textContent).not.toContain(NEWS_TEXT);
  });

  it('filters by status, recipient and key prefix, announcing what matched', async () => {
    const user = userEvent.setup();
    const world = await filledWorld();
    await signedInMember(world, { email: UI_ADMIN, firstName: 'Chapter', lastName: 'Chair' });
    renderRoutes(world, '/Admin/outgoing-mail', PAGES);
    await screen.findByText('2 mails match.');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('1 mail matches.'));
    expect(
      within(screen.getByRole('region', { name: 'Deliveries' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['gone@example.org']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Any');
    await user.type(screen.getByLabelText(/Recipient/), 'PAT@example.org');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Deliveries' }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['pat@example.org']),
    );
    await user.clear(screen.getByLabelText(/Recipient/));
    await user.type(screen.getByLabelText(/Key prefix/), 'campaign-9');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('No mail matches this filter.');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('0 mails match.');
  });

  it("lets a secretary try a failed mail again: queued again, announced, and in the audit log as the secretary's", async () => {
    const user = userEvent.setup();
    const world = await filledWorld();
    await asOfficer(world, [{ role: 'secretary', event: null }]);
    await user.click(await screen.findByRole('button', { name: 'Try again: Chapter news to gone@example.org' }));
    await screen.findByText('The mail to gone@example.org is queued again: Chapter news');
    await waitFor(() => within(rowOf('gone@example.org')).getByText('Queued'));
    expect(within(rowOf('gone@example.org')).queryByRole('button')).toBeNull();
    expect(world.auditRecords.all()).toEqual([
      expect.objectContaining({ actor: 'jane@example.org', action: 'retryMail', subject: expect.objectContaining({ kind: 'mail' }) }),
    ]);
  });

  it('shows the refusal beside the row when the mail was tried again meanwhile', async () => {
    const user = userEvent.setup();
    const world = await filledWorld();
    await asOfficer(world, [{ role: 'secretary', event: null }]);
    const button = await screen.findByRole('button', { name: 'Try again: Chapter news to gone@example.org' });
    const [failed] = (await world.mailQueueStore.deliveries({ status: 'failed', to: null, keyPrefix: null }, 10))._unsafeUnwrap()
      .deliveries;
    (await world.services.outgoingMail.retry(failed?.id ?? ''))._unsafeUnwrap();
    await user.click(button);
    const alert = await within(rowOf('gone@example.org')).findByRole('alert');
    expect(alert.textContent).toBe('Only a failed mail can be tried again.');
    expect(world.auditRecords.all()).toHaveLength(1);
  });

  it('shows a treasurer the deliveries but no Try again (viewOutgoingMail without retryMail)', async () => {
    const world = await filledWorld();
    await asOfficer(world, [{ role: 'treasurer', event: null }]);
    await screen.findByText('2 mails match.');
    within(rowOf('gone@example.org')).getByText(REFUSED);
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(document.body.textContent).not.toContain(NEWS_TEXT);
  });
});
