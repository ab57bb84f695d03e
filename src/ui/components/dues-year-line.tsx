import { useCallback } from 'react';
import type { CoveredDuesYears } from '../../domain/membership';
import { useServices } from '../app/services';
import { useResultLoad } from './use-result';

/** What a checkout pays for: a new annual membership, or a member's dues. */
export type DuesPayment = 'annualMembership' | 'dues';

/** The words for the years a payment covers: 'Covers dues for 2026', or both years past the dues cut-off. */
function duesYearText(covered: CoveredDuesYears, payment: DuesPayment): string {
  if (payment === 'dues' || covered.annualMembership === covered.dues) return `Covers dues for ${covered[payment]}`;
  return `Covers dues for ${covered.dues} and ${covered.annualMembership}`;
}

/**
 * One line on a checkout saying which dues year the payment covers, as the server decides it
 * (GET /payment/dues-years). Nothing shows until the answer comes, or if it does not.
 */
export function DuesYearLine({ payment }: { readonly payment: DuesPayment }) {
  const { duesCalendar } = useServices();
  const load = useCallback(() => duesCalendar.coveredYears(), [duesCalendar]);
  const { value } = useResultLoad(load);
  if (value === null) return null;
  return <p className="dues-year-line">{duesYearText(value, payment)}</p>;
}
