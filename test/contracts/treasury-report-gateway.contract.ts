import { describe, expect, it } from 'vitest';
import type { TreasuryReportGateway } from '../../src/application/ports/treasury-report-gateway.port';
import { PERIOD_MESSAGES } from '../../src/domain/treasury-report';

/** What a suite needs: the gateway as an administrator and as a plain member, over a ledger holding `recordQuarter`'s orders, on April 2, 2026. */
export interface TreasuryReportGatewayHarness {
  readonly admin: TreasuryReportGateway;
  readonly member: TreasuryReportGateway;
  /** The names of the members' Treasury Reports. */
  readonly reports: () => Promise<readonly string[]>;
}

const QUARTER = { from: '2026-01-01', to: '2026-03-31' };

/** The treasury report as the browser reaches it: the same answers over HTTP and in memory. */
export function treasuryReportGatewayContract(name: string, make: () => Promise<TreasuryReportGatewayHarness>): void {
  describe(`TreasuryReportGateway contract: ${name}`, () => {
    it('answers the quarter’s report with today and the presets', async () => {
      const { admin } = await make();
      const report = (await admin.report(QUARTER))._unsafeUnwrap();
      expect(report.total).toEqual({ payments: 4, income: 20_500, refundCount: 2, refunds: 6_500, net: 14_000 });
      expect(report.today).toBe('2026-04-02');
      expect(report.presets['this-year']).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    });

    it('refuses a bad period field by field, and a member altogether', async () => {
      const { admin, member } = await make();
      expect((await admin.report({ from: '2026-01-01', to: 'soon' }))._unsafeUnwrapErr()).toEqual({
        type: 'Invalid',
        message: PERIOD_MESSAGES.to,
        fields: { to: PERIOD_MESSAGES.to },
      });
      expect((await member.report(QUARTER))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await member.publish(QUARTER))._unsafeUnwrapErr().type).toBe('Unauthorized');
    });

    it('gives the files with their names and types', async () => {
      const { admin } = await make();
      const csv = (await admin.file(QUARTER, 'csv'))._unsafeUnwrap();
      expect(csv).toMatchObject({ fileName: 'treasury-report-2026-01-01-to-2026-03-31.csv', contentType: 'text/csv; charset=utf-8' });
      expect(new TextDecoder().decode(csv.bytes)).toContain('Total,,,4,205.00,2,65.00,140.00');
      const pdf = (await admin.file(QUARTER, 'pdf'))._unsafeUnwrap();
      expect(pdf).toMatchObject({ fileName: 'treasury-report-2026-01-01-to-2026-03-31.pdf', contentType: 'application/pdf' });
      expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    });

    it('publishes once per period', async () => {
      const { admin, reports } = await make();
      expect((await admin.publish(QUARTER))._unsafeUnwrap()).toMatchObject({
        name: 'Treasury report 2026-01-01 to 2026-03-31.pdf',
        replaced: false,
      });
      expect((await admin.publish(QUARTER))._unsafeUnwrap().replaced).toBe(true);
      expect(await reports()).toEqual(['Treasury report 2026-01-01 to 2026-03-31.pdf']);
    });
  });
}
