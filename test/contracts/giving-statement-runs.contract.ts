import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { GivingStatementRun, GivingStatementRuns } from '../../src/application/ports/giving-statement-runs.port';
import type { AuditEntry } from '../../src/domain/audit';

export interface GivingStatementRunsHarness {
  readonly runs: GivingStatementRuns;
  /** The audit log the runs' entries land in. */
  readonly audit: AuditLog;
  readonly dispose?: () => Promise<void>;
}

const run = (n: number, overrides: Partial<GivingStatementRun> = {}): GivingStatementRun => ({
  id: `run-${n}`,
  year: 2026,
  startMonth: 1,
  ranAt: `2027-01-0${n}T15:00:00.000Z`,
  by: 'treasurer@example.org',
  donors: 3,
  queued: 3,
  alreadyQueued: 0,
  ...overrides,
});

const entry = (made: GivingStatementRun): AuditEntry => ({
  actor: made.by,
  at: made.ranAt,
  action: 'sendGivingStatements',
  subject: { kind: 'givingStatements', id: String(made.year) },
  before: null,
  after: { donors: made.donors, queued: made.queued, alreadyQueued: made.alreadyQueued },
  reason: null,
});

/** The record of 'Send all' runs as every adapter keeps it (giving-statement-runs.port.ts). */
export function givingStatementRunsContract(name: string, make: () => Promise<GivingStatementRunsHarness>): void {
  describe(`GivingStatementRuns contract: ${name}`, () => {
    let harness: GivingStatementRunsHarness;
    beforeEach(async () => {
      harness = await make();
    });
    afterEach(async () => harness.dispose?.());

    it('keeps each run with its audit entry, and answers the runs newest first up to the limit', async () => {
      const first = run(1);
      const second = run(2, { startMonth: 7, queued: 0, alreadyQueued: 3 });
      (await harness.runs.record(first, entry(first)))._unsafeUnwrap();
      (await harness.runs.record(second, entry(second)))._unsafeUnwrap();
      expect((await harness.runs.runs(10))._unsafeUnwrap()).toEqual([second, first]);
      expect((await harness.runs.runs(1))._unsafeUnwrap()).toEqual([second]);
      const audit = (await harness.audit.page({ ...NO_AUDIT_FILTER, action: 'sendGivingStatements' }, 0, 10))._unsafeUnwrap();
      expect(audit.entries).toEqual([entry(second), entry(first)]);
    });
  });
}
