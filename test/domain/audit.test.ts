import { describe, expect, it } from 'vitest';
import { auditActor, changedValues } from '../../src/domain/audit';

describe('changedValues', () => {
  it('keeps only the leaves that changed, ticket types by their id, on both sides', () => {
    const before = {
      name: 'Gala',
      capacity: 100,
      ticketTypes: [
        { id: 'adult', price: 3800 },
        { id: 'child', price: 1500 },
      ],
    };
    const after = {
      name: 'Gala',
      capacity: 80,
      ticketTypes: [
        { id: 'adult', price: 4000 },
        { id: 'child', price: 1500 },
      ],
    };
    expect(changedValues(before, after)).toEqual({
      before: { capacity: 100, 'ticketTypes.adult.price': 3800 },
      after: { capacity: 80, 'ticketTypes.adult.price': 4000 },
    });
  });

  it('names a ticket type added or removed with null on the side that lacks it, and nothing when nothing changed', () => {
    const before = { ticketTypes: [{ id: 'adult', price: 3800 }] };
    const after = {
      ticketTypes: [
        { id: 'adult', price: 3800 },
        { id: 'vip', price: 9000 },
      ],
    };
    expect(changedValues(before, after)).toEqual({
      before: { 'ticketTypes.vip.id': null, 'ticketTypes.vip.price': null },
      after: { 'ticketTypes.vip.id': 'vip', 'ticketTypes.vip.price': 9000 },
    });
    expect(changedValues(after, after)).toEqual({ before: {}, after: {} });
  });
});

describe('auditActor', () => {
  it('names the actor by their e-mail, normalised', () => {
    expect(auditActor({ role: 'admin', email: ' Chair@Example.ORG ' })).toBe('chair@example.org');
  });
});
