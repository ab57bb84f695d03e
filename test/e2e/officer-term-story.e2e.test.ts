import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, graphql } from './support/api';
import { shows, text } from './support/checkout';
import { chromiumPath, launchChromium, openPage } from './support/chromium';
import { joinAsMember, signInToMemberArea } from './support/member';
import {
  buyOneBanquetTicket,
  chapterDate,
  chapterYear,
  checkImportFile,
  createMemberRecord,
  grantTreasurer,
  importCheckedRows,
  recordDuesCheque,
  refund,
} from './support/officers';
import { ADMIN, startSiteServer, type SiteServer } from './support/site-server';

// Issue 18's story, told as the issue tells it, in one sequence on one server: an administrator
// grants a treasurer's role until a date; the treasurer records a $50 cheque for a member's dues
// (the dues show paid, the receipt reaches the outbox, the ledger row names the treasurer) and is
// refused deleting a member; past the term's end date (the server's clock moved through the
// journeys' test clock, TEST_CLOCK=1 with NODE_ENV=test) the treasurer is refused with nothing
// changed; an import's dry run writes nothing, then the import writes exactly the good rows; a
// refund shows in the ledger and in the treasury report of its month (issue 18, item 7).

const TREASURER = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Terry',
  lastName: 'Treasurer',
  email: 'terry.treasurer@example.org',
  password: 'ledger lantern 2028',
} as const;

const KATHERINE = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine.johnson@example.org',
  address: '1 Langley Road',
  city: 'Hampton',
  state: 'VA',
  zipcode: '23666',
  phone: '7575550142',
  gradYear: '1937',
  membership: 'Annual Membership',
  duesPayYear: String(Number(chapterYear()) - 1),
} as const;

const BUYER = { firstName: 'Bea', lastName: 'Refund', email: 'bea.refund@example.org' } as const;

const IMPORT = [
  'First name,Last name,E-mail,Phone,Address,City,State,ZIP code,Graduation year,Membership,Dues year',
  'Mary,Jackson,mary.jackson@example.org,7575550100,2 Langley Road,Hampton,VA,23666,1942,Lifetime Membership,',
  'Dorothy,Vaughan,dorothy.vaughan@example.org,7575550101,3 Langley Road,Hampton,VA,23666,1929,Annual Membership,',
  'No,Address,no.address@example.org,,,,,,,Annual Membership,',
  'Mary,Again,MARY.JACKSON@example.org,7575550100,2 Langley Road,Hampton,VA,23666,1942,Lifetime Membership,',
].join('\r\n');

/** What anyone's action could have changed: orders, the audit log, the grants and the members. */
function snapshot(server: SiteServer) {
  const count = (table: string) => server.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n;
  return { orders: count('orders'), audit: count('audit_log'), grants: count('role_grants'), members: count('members') };
}

const memberEmails = (server: SiteServer) =>
  server.query<{ email: string }>('SELECT email FROM members ORDER BY email').map((row) => row.email.toLowerCase());

/** A fresh browser context signed in to the Member Area as `who`. */
async function signedIn(browser: Browser, server: SiteServer, who: { readonly email: string; readonly password: string }): Promise<Page> {
  const { page } = await openPage(browser, server.url);
  await signInToMemberArea(page, who.email, who.password);
  return page;
}

describe.skipIf(chromiumPath === null)('a treasurer’s term, told as issue 18 tells it, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer({ env: { NODE_ENV: 'test', TEST_CLOCK: '1' } }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('grant until a date, a cheque, a refused deletion, the term’s end, an import, a refund', { timeout: 180_000 }, async () => {
    const joining = await openPage(browser, server.url);
    await joinAsMember(joining.page, server, TREASURER);
    await joining.context.close();

    // An administrator grants the treasurer's role until a date (two days from now, the chapter's date).
    const termEnd = chapterDate(2);
    const admin = await signedIn(browser, server, ADMIN);
    const katherine = await createMemberRecord(admin, KATHERINE);
    await admin.goto('/Admin/roles');
    await grantTreasurer(admin, TREASURER.email, termEnd);

    // The treasurer records a $50 cheque for Katherine's dues.
    const treasurer = await signedIn(browser, server, TREASURER);
    await treasurer.goto('/Admin/payments/new');
    await recordDuesCheque(treasurer, { search: 'Johnson', choice: `Katherine Johnson (${KATHERINE.email})`, reference: '2001' });
    await shows(treasurer.getByText('$50.00 for Member Dues'));
    const receipt = await server.mailTo(KATHERINE.email, /Member Dues/);
    expect(receipt.subject).toBe('Your receipt: Member Dues');
    expect(receipt.text).toContain('Amount: $50');

    await treasurer.goto(`/Admin/members/${katherine}`);
    await shows(treasurer.getByRole('heading', { level: 1, name: 'Katherine Johnson' }));
    await shows(text(treasurer, `Dues ${chapterYear()}: Paid`));
    await treasurer.goto('/Admin/ledger?method=cheque');
    const cheque = treasurer.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ hasText: 'Katherine Johnson' });
    await shows(cheque.getByText(TREASURER.email));
    await shows(cheque.getByText('$50.00'));

    // Deleting a member is not offered to the treasurer, and the server refuses the request sent anyway.
    await treasurer.goto(`/Admin/members/${katherine}`);
    await shows(treasurer.getByRole('heading', { level: 1, name: 'Katherine Johnson' }));
    expect(await treasurer.getByRole('button', { name: /delete/i }).count()).toBe(0);
    const deleting = await graphql(treasurer, 'mutation ($id: ID!) { deleteMember(input: { id: $id }) { id } }', { id: katherine });
    expect(deleting.errors).toEqual(['Unauthorized']);
    expect(server.query('SELECT id FROM members WHERE id = ?', katherine)).toHaveLength(1);

    // The term's end date comes (the server's clock moves to its morning): no one acts.
    const before = snapshot(server);
    const moved = await fetch(`${server.url}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ at: `${termEnd}T14:00:00.000Z` }),
    });
    expect(moved.status).toBe(200);
    const after = await signedIn(browser, server, TREASURER);
    await after.goto('/Admin');
    await shows(after.getByRole('alert').filter({ hasText: "This page is for the chapter's administrators." }));
    expect((await callApi(after, 'GET', '/officers/ledger')).status).toBe(403);
    const another = await callApi(after, 'POST', '/officers/payments', { memberId: katherine, method: 'cheque', reference: '2002' });
    expect(another.status).toBe(403);
    expect((await callApi(after, 'GET', '/officers/members')).status).toBe(403);
    expect(snapshot(server)).toEqual(before);
    const ended = await signedIn(browser, server, ADMIN);
    await ended.goto('/Admin/roles');
    const grant = ended.getByRole('row').filter({ has: ended.getByRole('rowheader', { name: TREASURER.email }) });
    await shows(grant.getByText('Term ended', { exact: true }));

    // An import's dry run writes nothing; the import writes exactly the good rows.
    const members = memberEmails(server);
    await ended.goto('/Admin/members');
    await checkImportFile(ended, IMPORT);
    await shows(text(ended, 'Nothing is written yet: 2 new, 0 to update, 0 unchanged, 2 refused.'));
    expect(memberEmails(server)).toEqual(members);
    await importCheckedRows(ended);
    await shows(text(ended, 'Imported: 2 new, 0 updated, 0 unchanged, 2 refused.'));
    expect(memberEmails(server)).toEqual([...members, 'dorothy.vaughan@example.org', 'mary.jackson@example.org'].sort());

    // A refund shows in the ledger.
    const buyer = await openPage(browser, server.url);
    await buyOneBanquetTicket(buyer.page, BUYER);
    await server.mailTo(BUYER.email, /Your receipt/);
    await ended.goto('/Admin/ledger?method=card');
    const order = ended.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ hasText: BUYER.email });
    await shows(order.getByText('$38.00'));
    await order.getByRole('link').first().click();
    await refund(ended, null, 'Cannot come to the dinner', true);
    await shows(ended.getByRole('status').filter({ hasText: '$38.00 was refunded. Nothing is left to refund.' }));
    await ended.goto('/Admin/ledger?method=card');
    await shows(order.getByText('Refunded'));

    // ... and in the treasury report of the month it was made.
    await ended.goto('/Admin/reports');
    await shows(ended.getByRole('heading', { level: 1, name: 'Treasury report' }));
    const refunds = ended.getByRole('region', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'Card online' });
    await shows(refunds.getByText('$38.00'));
  });
});
