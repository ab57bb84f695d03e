import { describe, expect, it } from 'vitest';
import { campaignFormOf, checkCampaignForm, type Segment } from '../../src/domain/member-email';

const SEGMENTS: readonly Segment[] = [
  { kind: 'all' },
  { kind: 'paid', year: 2026 },
  { kind: 'unpaid', year: 2025 },
  { kind: 'lifetime' },
  { kind: 'gradYears', from: 1998, to: 2004 },
  { kind: 'ticketHolders', event: 'spring-banquet-2027' },
  { kind: 'waitingList', event: 'spring-banquet-2027' },
];

describe('a saved campaign shown again in the compose form', () => {
  it.each(SEGMENTS)('gives back the same message and recipients when checked again ($kind)', (segment) => {
    const form = campaignFormOf({ subject: 'Picnic', body: 'Come to the **picnic**.', segment });
    expect(checkCampaignForm(form, 2026)._unsafeUnwrap()).toEqual({ subject: 'Picnic', body: 'Come to the **picnic**.', segment });
  });
});
