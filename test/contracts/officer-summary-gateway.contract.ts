import { describe, expect, it } from 'vitest';
import type { OfficerSummaryGateway } from '../../src/application/ports/officer-summary-gateway.port';

/** The gateway as an administrator and as a member who holds no office, over a world with one member (dues paid this year). */
export interface OfficerSummaryGatewayHarness {
  readonly admin: OfficerSummaryGateway;
  readonly member: OfficerSummaryGateway;
}

/** The console home's summary through the browser's port: the same answer over HTTP as in memory. */
export function officerSummaryGatewayContract(name: string, make: () => Promise<OfficerSummaryGatewayHarness>): void {
  describe(`OfficerSummaryGateway contract: ${name}`, () => {
    it('answers an administrator every part, with 12 months for each chart', async () => {
      const { admin } = await make();
      const summary = (await admin.summary())._unsafeUnwrap();
      expect(summary.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(summary.members?.year).toBe(Number(summary.today.slice(0, 4)));
      expect(summary.members?.counts.paid).toBeGreaterThanOrEqual(1);
      expect(summary.members?.byMonth?.map((month) => month.month).at(-1)).toBe(summary.today.slice(0, 7));
      expect(summary.income?.byMonth).toHaveLength(12);
      expect(Array.isArray(summary.events)).toBe(true);
    });

    it('refuses a member who holds no office', async () => {
      const { member } = await make();
      expect((await member.summary())._unsafeUnwrapErr().type).toBe('Unauthorized');
    });
  });
}
