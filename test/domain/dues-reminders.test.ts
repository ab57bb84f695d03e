import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentSlot,
  dueSlot,
  followingSlot,
  formatOffsets,
  nextSlot,
  OFFSETS_MESSAGE,
  parseOffsets,
  payLinkSubject,
  readPayLinkSubject,
  reminderDate,
  reminderKey,
  reminderRecipients,
  type RemindedMember,
} from '../../src/domain/dues-reminders';
import { ANNUAL_MEMBER_DUES, LIFETIME_MEMBER_DUES } from '../../src/domain/membership';

const OFFSETS = [-30, 0, 30, 60];
const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('reminder dates', () => {
  it('counts offsets from January 1 of the dues year', () => {
    expect(reminderDate(2027, -30)).toEqual(day(2026, 12, 2));
    expect(reminderDate(2027, 0)).toEqual(day(2027, 1, 1));
    expect(reminderDate(2027, 30)).toEqual(day(2027, 1, 31));
    expect(reminderDate(2028, 60)).toEqual(day(2028, 3, 1)); // 2028 is a leap year
  });

  it('takes the latest date that has come as the current slot, the next year’s early ones included', () => {
    expect(currentSlot(day(2026, 12, 1), OFFSETS)).toMatchObject({ year: 2026, offset: 60 });
    expect(currentSlot(day(2026, 12, 2), OFFSETS)).toMatchObject({ year: 2027, offset: -30 });
    expect(currentSlot(day(2027, 1, 30), OFFSETS)).toMatchObject({ year: 2027, offset: 0 });
    expect(currentSlot(day(2027, 1, 31), OFFSETS)).toMatchObject({ year: 2027, offset: 30 });
    expect(currentSlot(day(2027, 1, 1), [])).toBeNull();
    expect(currentSlot(day(2027, 1, 1), [200])).toBeNull();
  });

  it('runs a slot once: due until it has run, then the preview names the following date', () => {
    const none = () => false;
    const all = () => true;
    expect(dueSlot(day(2027, 1, 1), OFFSETS, none)).toMatchObject({ year: 2027, offset: 0 });
    expect(dueSlot(day(2027, 1, 1), OFFSETS, all)).toBeNull();
    expect(nextSlot(day(2027, 1, 1), OFFSETS, none)).toMatchObject({ year: 2027, offset: 0 });
    expect(nextSlot(day(2027, 1, 1), OFFSETS, all)).toMatchObject({ year: 2027, offset: 30, date: day(2027, 1, 31) });
    expect(followingSlot(day(2027, 6, 1), OFFSETS)).toMatchObject({ year: 2028, offset: -30 });
    expect(followingSlot(day(2027, 6, 1), [])).toBeNull();
  });

  it('never answers a slot whose date is after the day, and the following slot is always after it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.uniqueArray(fc.integer({ min: -180, max: 300 }), { minLength: 1, maxLength: 8 }),
        (date, offsets) => {
          const today = day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
          const key = (d: { year: number; month: number; day: number }) => d.year * 10_000 + d.month * 100 + d.day;
          const current = currentSlot(today, offsets);
          const following = followingSlot(today, offsets);
          if (current !== null) expect(key(current.date)).toBeLessThanOrEqual(key(today));
          if (following !== null) expect(key(following.date)).toBeGreaterThan(key(today));
        },
      ),
    );
  });
});

describe('the offsets the chair types', () => {
  it('reads them in any order, signed or not, without duplicates', () => {
    expect(parseOffsets('60, -30, 0, +30, 30')._unsafeUnwrap()).toEqual([-30, 0, 30, 60]);
    expect(formatOffsets([-30, 0, 30, 60])).toBe('-30, 0, +30, +60');
  });

  it('refuses anything else with the same words', () => {
    for (const text of ['', 'soon', '1.5', '-181', '301', '1,2,3,4,5,6,7,8,9'])
      expect(parseOffsets(text)._unsafeUnwrapErr()).toBe(OFFSETS_MESSAGE);
  });
});

describe('who a reminder mails', () => {
  const member = (id: string, membership: string, duesPayYear: string | null, email = `${id}@example.org`): RemindedMember => ({
    id,
    firstName: id,
    lastName: 'Member',
    email,
    membership,
    duesPayYear,
  });

  it('mails every unpaid member with an address, at the domain’s price, except those already mailed', () => {
    const members = [
      member('a', 'Annual Membership', '2026'),
      member('b', 'Annual Chapter fee', null),
      member('l', 'Lifetime Membership', null),
      member('p', 'Annual Membership', '2027'),
      member('n', 'Annual Membership', '2020', ' '),
      member('m', 'Annual Membership', '2026'),
    ];
    expect(reminderRecipients(members, 2027, new Set(['m'])).map((r) => [r.member.id, r.amount])).toEqual([
      ['a', ANNUAL_MEMBER_DUES],
      ['b', ANNUAL_MEMBER_DUES],
      ['l', LIFETIME_MEMBER_DUES],
    ]);
  });

  it('keys each mail by year, offset and member, and carries member and year in the link', () => {
    expect(reminderKey({ year: 2027, offset: -30 }, '100001')).toBe('dues-reminder:2027:-30:100001');
    expect(readPayLinkSubject(payLinkSubject('100:1', 2027))).toEqual({ memberId: '100:1', year: 2027 });
    expect(readPayLinkSubject('not a subject')).toBeNull();
  });
});
