import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrCode } from '../support/qr-reader';
import { callApi } from './support/api';
import { axeViolations } from './support/axe';
import { chromiumPath, launchChromium, openPage, VIEWPORTS } from './support/chromium';
import { CARDS, fillCard, SAY, shows, text } from './support/checkout';
import { joinAsMember, signInToMemberArea, type Joiner } from './support/member';
import { ADMIN, startSiteServer, type OutboxMail, type SiteServer } from './support/site-server';

// Issue 17 from end to end, on one server: the chair creates and publishes an event with two ticket
// types and a member price; a visitor buys; a member with this year's dues paid buys at the member
// price and the event sells out; a visitor joins the waiting list; the chair refunds the first
// order, the waiting party gets the offer e-mail and buys the held seat; at the door a ticket is
// checked in by its e-mailed QR code, the member by name, a second check-in is refused, and the
// refunded ticket is refused. Then a shorter round at 375 px on a second event. The tests run in order.

const EVENT = { name: 'Harbor Gala 2027', slug: 'harbor-gala-2027' } as const;
const EVENT_PATH = `/events/${EVENT.slug}`;
const VISITOR = { first: 'Vera', last: 'Visitor', email: 'vera.visitor@example.org' } as const;
const WAITER = { first: 'Walt', last: 'Waiting', email: 'walt.waiting@example.org' } as const;
const MEMBER: Joiner = {
  plan: 'Annual Membership',
  price: '$50',
  firstName: 'Rosa',
  lastName: 'Parkhurst',
  email: 'rosa.parkhurst@example.org',
  password: 'gala member password 2026',
};

/** The outbox's e-mail with what outbox.json adds for a ticket order: the HTML and the QR codes (base64). */
interface MailWithTickets extends OutboxMail {
  readonly html?: string;
  readonly attachments?: readonly { readonly filename: string; readonly contentType: string; readonly content: string }[];
}

interface CheckInAnswer {
  readonly outcome: 'checked-in' | 'already' | 'void';
  readonly message: string;
  readonly ticket: { readonly ticketId: string; readonly name: string };
}

/** The one e-mail to `to` whose subject starts with `subject`, failing with what the outbox holds otherwise. */
async function onlyMail(server: SiteServer, to: string, subject: string): Promise<MailWithTickets> {
  await server.mailTo(to, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const mails = (await server.outbox()).filter((mail) => mail.to === to && mail.subject.startsWith(subject));
  if (mails.length !== 1) throw new Error(`Expected one e-mail '${subject}...' to ${to}, found ${mails.length}.`);
  return mails[0] as MailWithTickets;
}

/** The text of each ticket's QR code attached to a receipt, decoded from its PNG as a phone would read it. */
function qrCodesOf(mail: MailWithTickets): string[] {
  const pngs = (mail.attachments ?? []).filter((file) => file.contentType === 'image/png');
  return pngs.map((file) => {
    const code = readQrCode(Buffer.from(file.content, 'base64'));
    if (code === null) throw new Error(`No QR code could be read in ${file.filename} of '${mail.subject}'.`);
    return code;
  });
}

/** The hint beside a ticket type's count (its price, the member price, seats left). */
const typeHint = (page: Page, type: string) =>
  page
    .locator('.count-field')
    .filter({ has: page.getByLabel(type, { exact: true }) })
    .locator('.field-hint');

/** Chooses `count` tickets of `type`, checks the running total, and goes on to the checkout's details. */
async function chooseTickets(page: Page, type: string, count: number, total: string): Promise<void> {
  await page.getByRole('textbox', { name: type, exact: true }).fill(String(count));
  await expect
    .poll(() => page.locator('.running-total').innerText(), { message: `the running total of ${count} ${type}` })
    .toContain(total);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await shows(page.getByRole('heading', { name: 'Checkout' }));
  expect(await page.locator('.order-summary').innerText()).toBe(`Total: ${total}`);
}

/** Fills the buyer and the good card, pays, and answers the order number the confirmation shows. */
async function payAs(page: Page, buyer: { first: string; last: string; email: string }, paid: string): Promise<string> {
  await page.getByLabel('First name').fill(buyer.first);
  await page.getByLabel('Last name').fill(buyer.last);
  await page.getByLabel('Email').fill(buyer.email);
  await fillCard(page, CARDS.succeeds);
  await page.getByRole('button', { name: 'Complete purchase' }).click();
  await shows(text(page, SAY.paid), `the payment of ${paid} by ${buyer.email}`);
  await shows(page.getByRole('heading', { name: 'Thank you: your payment was received' }));
  expect(await page.locator('.payment-confirmation-facts dd').first().innerText()).toBe(paid);
  return page.locator('.order-number').innerText();
}

/** The page is no wider than the window: nothing scrolls sideways (polled: a toast sliding in may overhang for a moment). */
const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(chromiumPath === null)('an event from its creation to its door, in Chromium', () => {
  let server: SiteServer;
  let browser: Browser;
  let chair: Page;
  let chairErrors: string[];
  /** What each step leaves for the next. */
  const story = { visitorOrder: '', visitorCode: '', waiterCode: '' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
    ({ page: chair, pageErrors: chairErrors } = await openPage(browser, server.url));
    await signInToMemberArea(chair, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('1. the chair creates the event with two ticket types and a member price, capacity 3, and publishes it', async () => {
    await chair.goto('/Admin/events/new');
    await chair.getByLabel('Event name').fill(EVENT.name);
    expect(await chair.getByLabel('Address').inputValue()).toBe(EVENT.slug);
    await chair.getByLabel('Start', { exact: true }).fill('2027-10-09T18:00');
    await chair.getByLabel('End', { exact: true }).fill('2027-10-09T22:00');
    await chair.getByLabel('Venue').fill('Harbor Hall');
    await chair.getByRole('group', { name: 'Sales' }).getByLabel('Capacity', { exact: true }).fill('3');
    const adults = chair.getByRole('group', { name: /^Ticket type 1/ });
    await adults.getByLabel('Name', { exact: true }).fill('Adults');
    await adults.getByLabel('Price ($)', { exact: true }).fill('40');
    await adults.getByLabel('Member price ($)', { exact: true }).fill('30');
    await chair.getByRole('button', { name: 'Add a ticket type' }).click();
    const children = chair.getByRole('group', { name: /^Ticket type 2/ });
    await children.getByLabel('Name', { exact: true }).fill('Children');
    await children.getByLabel('Price ($)', { exact: true }).fill('20');
    await chair.getByRole('button', { name: 'Create event' }).click();
    await shows(chair.getByRole('heading', { level: 1, name: `Edit ${EVENT.name}` }), 'the new event’s edit page');
    await shows(text(chair, 'Event created.'));

    await chair.getByLabel('Status').selectOption('published');
    await chair.getByRole('button', { name: 'Save changes' }).click();
    await shows(text(chair, 'Event saved.'));
    const stored = await callApi<{
      event: { status: string; capacity: number | null; ticketTypes: { id: string; price: number; memberPrice: number | null }[] };
    }>(chair, 'GET', `/ticketing/admin/events/${EVENT.slug}`);
    expect(stored.status).toBe(200);
    expect(stored.body.event.status).toBe('published');
    expect(stored.body.event.capacity).toBe(3);
    expect(stored.body.event.ticketTypes.map((type) => [type.id, type.price, type.memberPrice])).toEqual([
      ['adults', 4000, 3000],
      ['children', 2000, null],
    ]);
  });

  it('2. a visitor sees the prices with the member price beside them, buys one adult ticket and gets one receipt with its QR code', async () => {
    const { page, pageErrors, context } = await openPage(browser, server.url);
    const response = await page.goto(EVENT_PATH);
    expect(response?.status()).toBe(200);
    await shows(page.getByRole('heading', { level: 1, name: EVENT.name }));
    await shows(typeHint(page, 'Adults'));
    expect(await typeHint(page, 'Adults').innerText()).toBe('$40 · Members $30 · Only 3 left');
    expect(await typeHint(page, 'Children').innerText()).toBe('$20 · Only 3 left');

    await chooseTickets(page, 'Adults', 1, '$40');
    story.visitorOrder = await payAs(page, VISITOR, `${EVENT.name} Tickets - Adults: 1: $40`);

    const receipt = await onlyMail(server, VISITOR.email, 'Your receipt: ');
    expect(receipt.subject).toBe(`Your receipt: ${EVENT.name} Tickets - Adults: 1`);
    expect(receipt.text).toMatch(/^Amount: \$40$/m);
    expect(receipt.text).toContain(`Order: ${story.visitorOrder}`);
    expect(receipt.text).toContain('Your tickets (1)');
    const codes = qrCodesOf(receipt);
    expect(codes).toHaveLength(1);
    story.visitorCode = codes[0] ?? '';
    expect(receipt.text).toContain(`/tickets/${story.visitorCode}`);
    expect((await server.outbox()).filter((mail) => mail.to === VISITOR.email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('3. a member with this year’s dues paid buys two adult tickets at the member price, $60, and the event sells out', async () => {
    const { page, pageErrors, context } = await openPage(browser, server.url);
    await joinAsMember(page, server, MEMBER);
    // This year as the chapter counts it (TIME_ZONE's default).
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date());
    const record = server.query<{ dues_pay_year: string | null }>('select dues_pay_year from members where email = ?', MEMBER.email);
    expect(record, 'the new member’s dues year').toEqual([{ dues_pay_year: String(year) }]);

    await page.goto(EVENT_PATH);
    await shows(page.getByRole('heading', { level: 1, name: EVENT.name }));
    await shows(typeHint(page, 'Adults'));
    // The page is served as a visitor sees it; once she is known to be signed in, it reads her prices.
    await expect
      .poll(() => typeHint(page, 'Adults').innerText(), { timeout: 10_000 })
      .toBe('$40 · Members $30 (Your member price: $30) · Only 2 left');
    await chooseTickets(page, 'Adults', 2, '$60');
    await payAs(page, { first: MEMBER.firstName, last: MEMBER.lastName, email: MEMBER.email }, `${EVENT.name} Tickets - Adults: 2: $60`);

    // Her membership's receipt came before; this one is the tickets'.
    const receipt = await onlyMail(server, MEMBER.email, `Your receipt: ${EVENT.name}`);
    expect(receipt.subject).toBe(`Your receipt: ${EVENT.name} Tickets - Adults: 2`);
    expect(receipt.text).toMatch(/^Amount: \$60$/m);
    expect(qrCodesOf(receipt)).toHaveLength(2);

    // The server's own reading: nothing left of either type.
    const view = await callApi<{ sales: { state: string }; ticketTypes: { id: string; remaining: number | null }[] }>(
      page,
      'GET',
      `/ticketing/events/${EVENT.slug}`,
    );
    expect(view.body.sales.state).toBe('soldOut');
    expect(view.body.ticketTypes.map((type) => [type.id, type.remaining])).toEqual([
      ['adults', 0],
      ['children', 0],
    ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  let waiter: Page;
  let waiterErrors: string[];

  it('4. another visitor finds it sold out and joins the waiting list', async () => {
    ({ page: waiter, pageErrors: waiterErrors } = await openPage(browser, server.url));
    await waiter.goto(EVENT_PATH);
    await shows(waiter.getByRole('heading', { level: 1, name: EVENT.name }));
    await shows(waiter.locator('.sales-words'));
    expect(await waiter.locator('.sales-words').innerText()).toBe('Sold out.');
    expect(await waiter.getByRole('button', { name: 'Proceed to checkout' }).count()).toBe(0);
    expect(await axeViolations(waiter), 'axe on the sold-out page with its waiting list').toEqual([]);

    const list = waiter.getByRole('region', { name: 'Join the waiting list' });
    await list.getByLabel('Name', { exact: true }).fill(`${WAITER.first} ${WAITER.last}`);
    await list.getByLabel('Email').fill(WAITER.email);
    await list.getByLabel('Party size').fill('1');
    await list.getByRole('button', { name: 'Join the waiting list' }).click();
    await shows(text(waiter, `You are on the waiting list for ${EVENT.name}. We sent a confirmation to ${WAITER.email}.`));
    const joined = await onlyMail(server, WAITER.email, 'Waiting list: ');
    expect(joined.text).toContain(`You are on the waiting list for ${EVENT.name}, for 1 seat.`);
  });

  it('5. the chair cancels and refunds the first order; the waiting party gets the offer, opens it, pays and gets the receipt', async () => {
    await chair.goto(`/Admin/events/${EVENT.slug}/orders`);
    await shows(chair.getByRole('heading', { level: 2, name: EVENT.name }));
    const row = chair.getByRole('row').filter({ has: chair.getByRole('rowheader', { name: story.visitorOrder }) });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      `${VISITOR.first} ${VISITOR.last}\n${VISITOR.email}`,
      `${EVENT.name} Tickets - Adults: 1`,
      '$40',
      'Paid, tickets sent',
      'Cancel and refund',
    ]);
    await row.getByRole('button', { name: `Cancel and refund order ${story.visitorOrder}` }).click();
    const dialog = chair.getByRole('dialog', { name: `Cancel order ${story.visitorOrder}?` });
    await dialog.getByLabel('Reason for the cancellation').fill('Cannot come after all');
    await dialog.getByRole('button', { name: 'Cancel and refund', exact: true }).click();
    await shows(
      text(
        chair,
        `Order ${story.visitorOrder} was cancelled and $40 refunded to ${VISITOR.first} ${VISITOR.last}. ` +
          'The freed seats were offered to 1 party on the waiting list.',
      ),
      'the cancellation’s confirmation',
    );
    await expect.poll(() => row.getByRole('cell').nth(3).innerText()).toBe('Cancelled and refunded');
    expect(await axeViolations(chair), 'axe on the orders page').toEqual([]);
    const cancelled = await onlyMail(server, VISITOR.email, 'Your order was cancelled and refunded: ');
    expect(cancelled.text).toContain(
      `Your order ${story.visitorOrder}, ${EVENT.name} Tickets - Adults: 1 (${EVENT.name}), was cancelled and $40`,
    );

    const offer = await onlyMail(server, WAITER.email, 'Seats are held for you: ');
    const link = /Buy them here: (\S+)/.exec(offer.text)?.[1];
    expect(link, `the offer's link in:\n${offer.text}`).toMatch(new RegExp(`^${server.url}${EVENT_PATH}\\?offer=\\S+$`));
    await waiter.goto(link ?? '');
    await shows(waiter.getByRole('heading', { level: 1, name: EVENT.name }));
    await shows(waiter.getByText(/^Seats are held for you until /), 'the offer’s words on the event page');
    expect(await waiter.getByRole('textbox', { name: 'Adults', exact: true }).inputValue()).toBe('1');
    await expect.poll(() => waiter.locator('.running-total').innerText()).toContain('$40');
    expect(await axeViolations(waiter), 'axe on the event page holding an offer').toEqual([]);
    await waiter.getByRole('button', { name: 'Proceed to checkout' }).click();
    await shows(waiter.getByRole('heading', { name: 'Checkout' }));
    await payAs(waiter, WAITER, `${EVENT.name} Tickets - Adults: 1: $40`);

    const receipt = await onlyMail(server, WAITER.email, 'Your receipt: ');
    expect(receipt.text).toMatch(/^Amount: \$40$/m);
    const codes = qrCodesOf(receipt);
    expect(codes).toHaveLength(1);
    story.waiterCode = codes[0] ?? '';
    expect(waiterErrors).toEqual([]);
  });

  it('6. at the door: a ticket in by its QR code, the member by name, a second check-in refused, the refunded ticket refused', async () => {
    const checkIn = (code: string) =>
      callApi<CheckInAnswer>(chair, 'POST', '/ticketing/admin/check-in', { code, event: EVENT.slug }).then((answer) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body;
      });
    const scanned = await checkIn(story.waiterCode);
    expect([scanned.outcome, scanned.message]).toEqual(['checked-in', `Checked in: ${WAITER.first} ${WAITER.last} (Adults)`]);
    const again = await checkIn(story.waiterCode);
    expect(again.outcome).toBe('already');
    expect(again.message).toMatch(/^Already checked in at \d{2}:\d{2}$/);
    const refunded = await checkIn(story.visitorCode);
    expect([refunded.outcome, refunded.message]).toEqual(['void', 'This ticket was refunded.']);

    await chair.goto(`/Admin/events/${EVENT.slug}/check-in`);
    await shows(chair.getByRole('heading', { level: 1, name: 'Check-in' }));
    await expect.poll(() => chair.locator('.door-counts').innerText()).toBe('1 of 3 checked in');
    await chair.getByLabel('Name or e-mail').fill('Parkhurst');
    const results = chair.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect.poll(() => results.count()).toBe(2);
    const first = results.first();
    await first.getByRole('button', { name: `Check in ${MEMBER.firstName} ${MEMBER.lastName}` }).click();
    const outcome = chair.locator('.door-outcome-headline');
    await expect.poll(() => outcome.innerText()).toBe(`Checked in: ${MEMBER.firstName} ${MEMBER.lastName} (Adults)`);
    await expect.poll(() => chair.locator('.door-counts').innerText()).toBe('2 of 3 checked in');
    await expect.poll(() => first.innerText()).toMatch(/ · in at \d{2}:\d{2}/);
    await first.getByRole('button', { name: `Check in ${MEMBER.firstName} ${MEMBER.lastName}` }).click();
    await expect.poll(() => outcome.innerText()).toMatch(/^Already checked in at \d{2}:\d{2}$/);
    expect(await chair.locator('.door-counts').innerText()).toBe('2 of 3 checked in');
    expect(await axeViolations(chair), 'axe on the check-in page after a refusal').toEqual([]);
    expect(chairErrors).toEqual([]);
  });

  it('7. at 375 px: a visitor buys on a phone and the door finds and checks them in by name, nothing wider than the phone', async () => {
    const { page: door, pageErrors: doorErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await signInToMemberArea(door, ADMIN.email, ADMIN.password);
    const created = await callApi(door, 'POST', '/ticketing/admin/events', {
      slug: 'phone-picnic-2027',
      name: 'Phone Picnic 2027',
      start: '2027-06-12T12:00',
      end: '2027-06-12T16:00',
      venue: 'Town Point Park',
      description: '',
      image: '',
      status: 'published',
      salesOpens: '',
      salesCloses: '',
      capacity: '',
      descriptionTemplate: '',
      ticketTypes: [
        { ...emptyType(), name: 'Adults', price: '15', memberPrice: '12' },
        { ...emptyType(), name: 'Children', price: '5' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { page, pageErrors } = await openPage(browser, server.url, VIEWPORTS.phone);
    await page.goto('/events/phone-picnic-2027');
    await shows(page.getByRole('heading', { level: 1, name: 'Phone Picnic 2027' }));
    await shows(typeHint(page, 'Adults'));
    expect(await typeHint(page, 'Adults').innerText()).toBe('$15 · Members $12');
    await expect.poll(() => fitsTheWindow(page), { message: 'the event page at 375 px' }).toBe(true);
    await chooseTickets(page, 'Adults', 2, '$30');
    await expect.poll(() => fitsTheWindow(page), { message: 'the checkout at 375 px' }).toBe(true);
    await payAs(page, { first: 'Pat', last: 'Phoneman', email: 'pat.phoneman@example.org' }, 'Phone Picnic 2027 Tickets - Adults: 2: $30');
    await expect.poll(() => fitsTheWindow(page), { message: 'the confirmation at 375 px' }).toBe(true);
    const receipt = await onlyMail(server, 'pat.phoneman@example.org', 'Your receipt: ');
    expect(receipt.text).toMatch(/^Amount: \$30$/m);

    await door.goto('/Admin/events/phone-picnic-2027/check-in');
    await shows(door.getByRole('heading', { level: 1, name: 'Check-in' }));
    await door.getByLabel('Name or e-mail').fill('Phoneman');
    const results = door.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect.poll(() => results.count(), { message: 'Pat’s two tickets found by name' }).toBe(2);
    await expect.poll(() => fitsTheWindow(door), { message: 'the door’s search results at 375 px' }).toBe(true);
    await results.first().getByRole('button', { name: 'Check in Pat Phoneman' }).click();
    await expect
      .poll(() => door.locator('.door-outcome-headline').innerText(), { message: 'the check-in’s outcome' })
      .toBe('Checked in: Pat Phoneman (Adults)');
    await expect.poll(() => door.locator('.door-counts').innerText(), { message: 'the door’s counts' }).toBe('1 of 2 checked in');
    await expect.poll(() => fitsTheWindow(door), { message: 'the door’s outcome at 375 px' }).toBe(true);
    expect([...pageErrors, ...doorErrors]).toEqual([]);
  });
});

/** A ticket type's form with nothing filled in (the door's form starts from it). */
function emptyType() {
  return {
    id: '',
    name: '',
    description: '',
    price: '',
    memberPrice: '',
    capacity: '',
    perOrderMax: '',
    fairMarketValue: '',
    asksHolderName: false,
    question: '',
    kind: 'ticket',
  };
}
