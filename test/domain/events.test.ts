import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateKey,
  formatCalendarDate,
  isoCalendarDate,
  parseCalendarDate,
  readCalendarDate,
  type CalendarDate,
} from '../../src/domain/calendar-date';
import {
  compareEventDates,
  eventDateForPeople,
  HOME_DATE_LENGTH,
  latestEvent,
  shortEventDate,
  sortEventsLatestFirst,
  type ChapterEvent,
} from '../../src/domain/events';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const calendarDate: fc.Arbitrary<CalendarDate> = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) => fc.integer({ min: 1, max: lastDay(year, month) }).map((day) => ({ year, month, day })));
/** The ways an administrator writes a date, each of which must read back to it. */
const writtenAs: readonly ((d: CalendarDate) => string)[] = [
  iso,
  (d) => `${iso(d)}T17:00:00Z`,
  (d) => `${pad(d.month)}/${pad(d.day)}/${d.year}`,
  (d) => `${d.month}/${d.day}/${d.year}`,
  (d) => `${MONTH_NAMES[d.month - 1]} ${d.day}, ${d.year}`,
  (d) => `${MONTH_NAMES[d.month - 1]!.slice(0, 3)}. ${d.day} ${d.year} at 5:00 PM`,
  (d) => `${d.day} ${MONTH_NAMES[d.month - 1]} ${d.year}`,
  (d) => `Saturday, ${MONTH_NAMES[d.month - 1]!.toUpperCase()} ${d.day}th ${d.year}`,
];
const sign = (n: number) => Math.sign(n) || 0;
const eventDateText = fc.oneof(
  calendarDate.chain((d) => fc.constantFrom(...writtenAs).map((write) => write(d))),
  fc.constantFrom('Spring 2026', 'TBA', '', 'May 2026', 'Feb 30, 2024'),
  fc.string({ maxLength: 12 }),
);

const event = (id: string, eventDate: string, createdAt = '2026-01-01T00:00:00Z'): ChapterEvent => ({
  id,
  eventName: `Event ${id}`,
  eventDesc: '',
  eventDate,
  createdAt,
  updatedAt: createdAt,
});

describe('parseCalendarDate: every documented way of writing a date', () => {
  const may2 = { year: 2026, month: 5, day: 2 };
  it.each([
    '2026-05-02',
    '2026-5-2',
    '2026-05-02T17:00:00Z',
    '2026-05-02 5:00 PM',
    '05/02/2026',
    '5/2/2026',
    '5/2/2026 noon',
    'May 2, 2026',
    'May 2 2026',
    'May 2nd 2026',
    'may 2ND, 2026',
    'May. 2, 2026',
    '2 May 2026',
    '2nd May, 2026',
    'Saturday, May 2, 2026',
    'Sat. May 2, 2026',
    'Sat May 2 2026',
    'May 2, 2026 at 5:00 PM',
    'May 2, 2026, 5 PM',
    'May 2, 2026.',
    '  May 2, 2026  ',
    'Saturday, 2 May 2026',
  ])('reads %j as 2 May 2026', (text) => {
    expect(parseCalendarDate(text)).toEqual(may2);
  });

  it('reads abbreviated months, Sept and every weekday', () => {
    expect(parseCalendarDate('Sept 5 2026')).toEqual({ year: 2026, month: 9, day: 5 });
    expect(parseCalendarDate('Sep 5, 2026')).toEqual({ year: 2026, month: 9, day: 5 });
    expect(parseCalendarDate('Dec 31st 2025')).toEqual({ year: 2025, month: 12, day: 31 });
    for (const weekday of ['Monday', 'Tuesday', 'Tues', 'Wednesday', 'Thursday', 'Thurs', 'Thu', 'Friday', 'Sunday']) {
      expect(parseCalendarDate(`${weekday}, Jan 1, 2026`)).toEqual({ year: 2026, month: 1, day: 1 });
    }
  });

  it.each([
    'Feb 30, 2026',
    '2026-02-30',
    '13/01/2026',
    '2026-13-01',
    '2026-00-10',
    '04/31/2026',
    'May 0, 2026',
    'Spring 2026',
    'May 2026',
    'TBA',
    '',
    'Smarch 2, 2026',
    '2 Smarch 2026',
    '0999-01-01',
    '05/02/26',
    '2026-05-02x',
    '20260502',
  ])('gives null for %j', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });

  it('knows the leap years', () => {
    expect(parseCalendarDate('Feb 29, 2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('Feb 29, 2026')).toBeNull();
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('02/28/2026')).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('reads back every valid date written in every documented way', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(...writtenAs), (d, write) => {
        expect(parseCalendarDate(write(d))).toEqual(d);
      }),
    );
  });

  it('agrees with the JavaScript calendar on which days exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const exists = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
        expect(parseCalendarDate(`${y}-${pad(m)}-${pad(d)}`)).toEqual(exists ? { year: y, month: m, day: d } : null);
      }),
    );
  });
});

describe('compareEventDates: a total order consistent with chronology', () => {
  it('orders readable dates chronologically whatever their wording', () => {
    expect(compareEventDates('May 2, 2026', '2026-05-10')).toBeLessThan(0);
    expect(compareEventDates('12/31/2025', 'Jan 1 2026')).toBeLessThan(0);
    expect(compareEventDates('Sept 5 2026', 'May 30, 2026')).toBeGreaterThan(0);
    expect(compareEventDates('May 2, 2026', 'May 2, 2026')).toBe(0);
  });

  it('puts a readable date after text it cannot read', () => {
    expect(compareEventDates('Jan 1 1900', 'Spring 2099')).toBeGreaterThan(0);
    expect(compareEventDates('TBA', '2026-05-02')).toBeLessThan(0);
  });

  it('compares unreadable texts, and equal dates, by their text', () => {
    expect(compareEventDates('Spring 2026', 'Fall 2026')).toBeGreaterThan(0);
    expect(compareEventDates('2026-05-02', 'May 2, 2026')).toBeLessThan(0);
  });

  it('matches the comparison of ISO strings and of keys for valid dates', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        const byKey = sign(calendarDateKey(a) - calendarDateKey(b));
        expect(iso(a) < iso(b) ? -1 : iso(a) > iso(b) ? 1 : 0).toBe(byKey);
        expect(sign(compareEventDates(iso(a), iso(b)))).toBe(byKey);
        if (byKey !== 0) expect(sign(compareEventDates(writtenAs[4]!(a), writtenAs[2]!(b)))).toBe(byKey);
      }),
    );
  });

  it('is antisymmetric and zero only for the same text', () => {
    fc.assert(
      fc.property(eventDateText, eventDateText, (a, b) => {
        expect(sign(compareEventDates(a, b)) + sign(compareEventDates(b, a))).toBe(0);
        expect(compareEventDates(a, b) === 0).toBe(a === b);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(eventDateText, eventDateText, eventDateText, (a, b, c) => {
        if (compareEventDates(a, b) <= 0 && compareEventDates(b, c) <= 0) expect(compareEventDates(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('ranks every readable date above every unreadable text', () => {
    fc.assert(
      fc.property(eventDateText, eventDateText, (a, b) => {
        const [ra, rb] = [parseCalendarDate(a), parseCalendarDate(b)];
        if (ra && !rb) expect(compareEventDates(a, b)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('latestEvent: the event with the greatest date', () => {
  it('is null for no events', () => {
    expect(latestEvent([])).toBeNull();
  });

  it('picks the greatest date, not the greatest text', () => {
    const events = [event('a', 'December 1, 2025'), event('b', 'May 2, 2026'), event('c', 'TBA'), event('d', '2026-03-01')];
    expect(latestEvent(events)?.id).toBe('b');
  });

  it('breaks ties by the latest createdAt, then the greatest id', () => {
    const older = event('z', 'May 2, 2026', '2026-01-01T00:00:00Z');
    const newer = event('a', 'May 2, 2026', '2026-02-01T00:00:00Z');
    expect(latestEvent([newer, older])).toBe(newer);
    expect(latestEvent([older, newer])).toBe(newer);
    expect(latestEvent([event('a', 'TBA'), event('b', 'TBA')])?.id).toBe('b');
  });

  const events = fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 3 }),
        eventDate: fc.oneof(eventDateText, fc.constantFrom('May 2, 2026', '2026-05-02')),
        createdAt: fc.constantFrom('2026-01-01', '2026-02-01'),
      }),
      { selector: (e) => e.id, minLength: 1, maxLength: 10 },
    )
    .map((list) => list.map((e) => event(e.id, e.eventDate, e.createdAt)));
  const withShuffle = events.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })));

  it('does not depend on the order the list arrived in', () => {
    fc.assert(
      fc.property(withShuffle, ([list, shuffled]) => {
        expect(latestEvent(shuffled)).toBe(latestEvent(list));
      }),
    );
  });

  it('is no earlier than any event in the list', () => {
    fc.assert(
      fc.property(events, (list) => {
        const latest = latestEvent(list)!;
        for (const e of list) expect(compareEventDates(latest.eventDate, e.eventDate)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('sortEventsLatestFirst lists from latest to earliest, starting with latestEvent, whatever the input order', () => {
    fc.assert(
      fc.property(withShuffle, ([list, shuffled]) => {
        const sorted = sortEventsLatestFirst(list);
        expect(sorted[0]).toBe(latestEvent(list));
        expect(sortEventsLatestFirst(shuffled)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          expect(compareEventDates(sorted[i - 1]!.eventDate, sorted[i]!.eventDate)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('sortEventsLatestFirst leaves its input alone', () => {
    const list = [event('a', '2025-01-01'), event('b', '2026-01-01')];
    expect(sortEventsLatestFirst(list).map((e) => e.id)).toEqual(['b', 'a']);
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('formatCalendarDate: a date as people write it', () => {
  it('writes the short month, the day and the year', () => {
    expect(formatCalendarDate({ year: 2026, month: 12, day: 20 })).toBe('Dec 20, 2026');
    expect(formatCalendarDate({ year: 2027, month: 1, day: 1 })).toBe('Jan 1, 2027');
    expect(formatCalendarDate({ year: 2024, month: 2, day: 29 })).toBe('Feb 29, 2024');
  });

  it('reads back as the same date, for every valid date', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(parseCalendarDate(formatCalendarDate(d))).toEqual(d);
        expect(formatCalendarDate(d)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      }),
    );
  });

  it('agrees with the JavaScript calendar in UTC, so no time zone can shift the day', () => {
    const inUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(formatCalendarDate(d)).toBe(inUtc.format(new Date(Date.UTC(d.year, d.month - 1, d.day))));
        expect(isoCalendarDate(d)).toBe(iso(d));
      }),
    );
  });

  it('is the same however the administrator wrote the date', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(...writtenAs), fc.constantFrom(...writtenAs), (d, one, other) => {
        expect(shortEventDate(one(d))).toBe(shortEventDate(other(d)));
      }),
    );
  });
});

describe('readCalendarDate: the date and what follows it', () => {
  it.each([
    ['May 2, 2026 at 5:00 PM', 'at 5:00 PM'],
    ['May 2, 2026, 5 PM', '5 PM'],
    ['2026-05-02 5:00 PM', '5:00 PM'],
    ['2026-05-02T17:00:00Z', '17:00:00Z'],
    ['Saturday, May 2, 2026', ''],
    ['5/2/2026 noon', 'noon'],
    ['May 2, 2026.', ''],
  ])('reads %j with the rest %j', (text, rest) => {
    expect(readCalendarDate(text)).toEqual({ date: { year: 2026, month: 5, day: 2 }, rest });
  });

  it('is null where parseCalendarDate is, and agrees with it elsewhere', () => {
    fc.assert(
      fc.property(eventDateText, (text) => {
        expect(readCalendarDate(text)?.date ?? null).toEqual(parseCalendarDate(text));
      }),
    );
  });
});

describe('home page date: a readable date as people write it, other text cut to 9 characters', () => {
  it('shows a readable date as people write it, whatever its form', () => {
    expect(shortEventDate('12/20/2026')).toBe('Dec 20, 2026');
    expect(shortEventDate('2026-12-20')).toBe('Dec 20, 2026');
    expect(shortEventDate('Saturday, May 2, 2026')).toBe('May 2, 2026');
    expect(shortEventDate('Dec 12th 2026 at 6 PM')).toBe('Dec 12, 2026');
  });

  it('cuts text that is not a date to HOME_DATE_LENGTH = 9 characters, as the specification did', () => {
    expect(HOME_DATE_LENGTH).toBe(9);
    expect(shortEventDate('Spring semester 2026')).toBe('Spring se');
    expect(shortEventDate('May 2')).toBe('May 2');
    expect(shortEventDate('🎉🎉 May 2, 2026')).toBe('🎉🎉 May 2,');
    expect(shortEventDate('Feb 30, 2026')).toBe('Feb 30, 2');
  });

  it('is the formatted date for readable dates and the 9-character cut for everything else', () => {
    fc.assert(
      fc.property(eventDateText, (text) => {
        const date = parseCalendarDate(text);
        expect(shortEventDate(text)).toBe(date ? formatCalendarDate(date) : Array.from(text).slice(0, 9).join(''));
      }),
    );
  });
});

describe('eventDateForPeople: an event date in a list', () => {
  it('formats the date and keeps what was written after it', () => {
    expect(eventDateForPeople('12/20/2026')).toEqual({ text: 'Dec 20, 2026', iso: '2026-12-20' });
    expect(eventDateForPeople('2026-05-02 5:00 PM')).toEqual({ text: 'May 2, 2026 5:00 PM', iso: '2026-05-02' });
    expect(eventDateForPeople('Sat. May 2, 2026 at the club')).toEqual({ text: 'May 2, 2026 at the club', iso: '2026-05-02' });
  });

  it('leaves text that is not a date as typed', () => {
    fc.assert(
      fc.property(eventDateText, (text) => {
        const shown = eventDateForPeople(text);
        if (parseCalendarDate(text) === null) expect(shown).toEqual({ text, iso: null });
        else expect(shown.text.startsWith(shortEventDate(text))).toBe(true);
      }),
    );
  });
});
