import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { LOCAL_DATE_TIME_MESSAGE } from '../../../src/domain/local-date-time';
import {
  CAPACITY_MESSAGE,
  CLOSES_BEFORE_OPENS_MESSAGE,
  DUPLICATE_TYPE_MESSAGE,
  END_BEFORE_START_MESSAGE,
  FAIR_VALUE_ABOVE_PRICE_MESSAGE,
  IMAGE_MESSAGE,
  MAX_TICKET_TYPES,
  MEMBER_PRICE_ABOVE_PRICE_MESSAGE,
  NO_TICKET_TYPES_MESSAGE,
  PER_ORDER_MESSAGE,
  PRICE_MESSAGE,
  REMINDER_HOURS_MESSAGE,
  SLUG_MESSAGE,
  STATUS_MESSAGE,
  TEMPLATE_MESSAGE,
  ticketedEventForm,
  ticketTypeId,
  TOO_MANY_TYPES_MESSAGE,
  validateTicketedEventForm,
  type TicketedEventForm,
  type TicketTypeForm,
} from '../../../src/domain/validation/ticketed-event-form';
import { BANQUET_2027 } from '../ticketed-event-fixtures';

const ZONE = 'America/New_York';
const FORM = ticketedEventForm(BANQUET_2027);
const [ADULT_FORM] = FORM.ticketTypes as [TicketTypeForm];
const fieldsOf = (form: TicketedEventForm) =>
  validateTicketedEventForm(form, ZONE).match(
    () => ({}),
    (e) => e.fields,
  );
const withType = (changes: Partial<TicketTypeForm>): TicketedEventForm => ({ ...FORM, ticketTypes: [{ ...ADULT_FORM, ...changes }] });

describe("validateTicketedEventForm: the chair's event form", () => {
  it('reads the reminder’s lead time: empty for the default (none stored), 0 for none, whole hours up to 30 days', () => {
    expect(FORM.reminderHours).toBe('');
    expect(validateTicketedEventForm(FORM, ZONE)._unsafeUnwrap()).not.toHaveProperty('reminderHours');
    expect(validateTicketedEventForm({ ...FORM, reminderHours: ' 0 ' }, ZONE)._unsafeUnwrap().reminderHours).toBe(0);
    expect(validateTicketedEventForm({ ...FORM, reminderHours: '720' }, ZONE)._unsafeUnwrap().reminderHours).toBe(720);
    for (const wrong of ['721', '-1', '2.5', 'two days']) {
      expect(fieldsOf({ ...FORM, reminderHours: wrong })).toEqual({ reminderHours: REMINDER_HOURS_MESSAGE });
    }
    expect(REMINDER_HOURS_MESSAGE).toBe('Please enter a whole number of hours from 0 (no reminder) to 720, or leave it empty for 48.');
    const set = { ...BANQUET_2027, reminderHours: 6 };
    expect(ticketedEventForm(set).reminderHours).toBe('6');
    expect(validateTicketedEventForm(ticketedEventForm(set), ZONE)).toEqual(ok(set));
  });

  it('gives back the event its form was filled from', () => {
    expect(validateTicketedEventForm(FORM, ZONE)).toEqual(ok(BANQUET_2027));
    expect(FORM.ticketTypes[0]).toMatchObject({ price: '38', memberPrice: '33', fairMarketValue: '30', question: 'Chicken or fish?' });
  });

  it('trims, reads empty optional fields as none, and gives a new type an id made from its name', () => {
    const form: TicketedEventForm = {
      ...FORM,
      name: ' Spring Banquet 2027 ',
      image: '',
      salesOpens: '',
      salesCloses: '',
      capacity: ' ',
      ticketTypes: [
        {
          ...ADULT_FORM,
          id: '',
          name: 'Child (9 and under)',
          price: '$20.50',
          memberPrice: '',
          capacity: '',
          perOrderMax: '',
          fairMarketValue: '',
          question: ' ',
        },
      ],
    };
    const event = validateTicketedEventForm(form, ZONE)._unsafeUnwrap();
    expect(event).toMatchObject({ name: 'Spring Banquet 2027', image: null, sales: { opens: null, closes: null }, capacity: null });
    expect(event.ticketTypes).toEqual([
      {
        id: 'child-9-and-under',
        name: 'Child (9 and under)',
        description: '',
        price: 2_050,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 2_050,
        asks: { holderName: true, question: null },
        kind: 'ticket',
      },
    ]);
  });

  it('refuses a member price or a fair market value above the price', () => {
    expect(fieldsOf(withType({ price: '38', memberPrice: '38.01', fairMarketValue: '40' }))).toEqual({
      'ticketTypes.0.memberPrice': MEMBER_PRICE_ABOVE_PRICE_MESSAGE,
      'ticketTypes.0.fairMarketValue': FAIR_VALUE_ABOVE_PRICE_MESSAGE,
    });
    expect(fieldsOf(withType({ price: '38', memberPrice: '38', fairMarketValue: '38' }))).toEqual({});
  });

  it('refuses an end before (or at) the start, and sales closing before they open', () => {
    expect(fieldsOf({ ...FORM, end: '2027-04-24T17:00', salesCloses: '2027-02-01T00:00' })).toEqual({
      end: END_BEFORE_START_MESSAGE,
      salesCloses: CLOSES_BEFORE_OPENS_MESSAGE,
    });
  });

  it('refuses a capacity below zero or not whole, a per-order maximum out of range, and a price that is not dollars', () => {
    expect(fieldsOf({ ...withType({ capacity: '-1', perOrderMax: '0', price: '38.5' }), capacity: '12.5' })).toEqual({
      capacity: CAPACITY_MESSAGE,
      'ticketTypes.0.capacity': CAPACITY_MESSAGE,
      'ticketTypes.0.perOrderMax': PER_ORDER_MESSAGE,
      'ticketTypes.0.price': PRICE_MESSAGE,
    });
    expect(fieldsOf(withType({ perOrderMax: '501' }))).toEqual({ 'ticketTypes.0.perOrderMax': PER_ORDER_MESSAGE });
    expect(fieldsOf({ ...FORM, capacity: '0' })).toEqual({});
  });

  it('refuses duplicate ticket-type names, whatever their case', () => {
    const form: TicketedEventForm = { ...FORM, ticketTypes: [ADULT_FORM, { ...ADULT_FORM, id: '', name: 'ADULT' }] };
    expect(fieldsOf(form)).toEqual({ 'ticketTypes.1.name': DUPLICATE_TYPE_MESSAGE });
  });

  it('needs one ticket type at least, and at most twenty', () => {
    expect(fieldsOf({ ...FORM, ticketTypes: [] })).toEqual({ ticketTypes: NO_TICKET_TYPES_MESSAGE });
    const many = Array.from({ length: MAX_TICKET_TYPES + 1 }, (_, i) => ({ ...ADULT_FORM, id: '', name: `Type ${i}` }));
    expect(fieldsOf({ ...FORM, ticketTypes: many })).toEqual({ ticketTypes: TOO_MANY_TYPES_MESSAGE });
  });

  it('reports the required fields, the slug, dates, image and status, all at once', () => {
    const form: TicketedEventForm = {
      ...FORM,
      slug: 'Spring Banquet',
      name: '',
      venue: ' ',
      start: 'April 24',
      end: '',
      salesOpens: '2027-02-30T10:00',
      image: 'https://elsewhere.example/x.png',
      status: 'open',
      descriptionTemplate: 'Tickets: {seniors}',
      ticketTypes: [{ ...ADULT_FORM, name: '', price: '' }],
    };
    expect(fieldsOf(form)).toEqual({
      slug: SLUG_MESSAGE,
      name: 'Event name is required.',
      venue: 'Venue is required.',
      start: LOCAL_DATE_TIME_MESSAGE,
      end: 'End is required.',
      salesOpens: LOCAL_DATE_TIME_MESSAGE,
      image: IMAGE_MESSAGE,
      status: STATUS_MESSAGE,
      descriptionTemplate: TEMPLATE_MESSAGE,
      'ticketTypes.0.name': 'Ticket name is required.',
      'ticketTypes.0.price': 'Price is required.',
    });
  });

  it('accepts only slugs of lowercase letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (slug) => {
        const valid = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug.trim());
        expect('slug' in fieldsOf({ ...FORM, slug })).toBe(!valid);
      }),
    );
    expect(fieldsOf({ ...FORM, slug: 'a'.repeat(81) })).toHaveProperty('slug');
  });

  it('accepts only images this site keeps in website-assets', () => {
    for (const image of [
      '/files/website-assets/../meeting-minutes/x.pdf',
      '/files/meeting-minutes/x.pdf',
      '/files/website-assets/a/b.png',
      '/files/website-assets/.x',
    ]) {
      expect(fieldsOf({ ...FORM, image })).toEqual({ image: IMAGE_MESSAGE });
    }
    expect(fieldsOf({ ...FORM, image: '/files/website-assets/0c1d-gala_2027.webp' })).toEqual({});
  });

  it('keeps a sponsorship a sponsorship', () => {
    expect(validateTicketedEventForm(withType({ kind: 'sponsorship' }), ZONE)._unsafeUnwrap().ticketTypes[0]?.kind).toBe('sponsorship');
  });

  it('makes ids from names', () => {
    expect(ticketTypeId('Adult')).toBe('adult');
    expect(ticketTypeId(' — ')).toBe('ticket');
    expect(ticketTypeId('x'.repeat(70))).toHaveLength(60);
  });

  it('errors are InvalidForm', () => {
    expect(validateTicketedEventForm({ ...FORM, venue: '' }, ZONE)).toEqual(
      err({ type: 'InvalidForm', fields: { venue: 'Venue is required.' } }),
    );
  });
});
