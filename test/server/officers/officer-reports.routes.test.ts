import { beforeEach, describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES } from '../../../src/domain/treasury-report';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import { recordQuarter } from '../../contracts/treasury-ledger.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { signedInAdmin, signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';
import { pdfText } from '../../support/pdf-text';

const QUARTER = '?from=2026-01-01&to=2026-03-31';

/** An officer's role in force for `email` until far ahead. */
async function officer(w: AppWorld, email: string, role: 'treasurer' | 'secretary'): Promise<Browser> {
  const browser = await signedInMember(w, email);
  const grant = {
    id: `g-${role}`,
    email,
    role,
    event: null,
    endsOn: '2999-01-01',
    grantedBy: 'chair@example.org',
    grantedAt: '2026-01-01T00:00:00.000Z',
    revokedAt: null,
    revokedBy: null,
  };
  (await w.deps.roleGrants.grant(grant))._unsafeUnwrap();
  return browser;
}

describe('the treasury report routes', () => {
  let w: AppWorld;
  let treasurer: Browser;
  beforeEach(async () => {
    w = appWorld();
    w.clock.set('2026-04-02T14:00:00.000Z');
    await recordQuarter(w.deps.ledger);
    treasurer = await officer(w, 'treasurer@example.org', 'treasurer');
  });

  it('answers the quarter’s figures to a treasurer and an administrator, and refuses the secretary, a member and a visitor', async () => {
    const answer = await treasurer.get(`/officers/reports${QUARTER}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const report = (await answer.json()) as { total: unknown; period: unknown };
    expect(report.period).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(report.total).toEqual({ payments: 4, income: 20_500, refundCount: 2, refunds: 6_500, net: 14_000 });
    expect((await (await signedInAdmin(w)).get(`/officers/reports${QUARTER}`)).status).toBe(200);

    const secretary = await officer(w, 'secretary@example.org', 'secretary');
    const member = await signedInMember(w, 'member@example.org');
    for (const path of ['', '/report.csv', '/report.pdf']) {
      expect((await secretary.get(`/officers/reports${path}${QUARTER}`)).status).toBe(403);
      expect((await member.get(`/officers/reports${path}${QUARTER}`)).status).toBe(403);
      expect((await new Browser(w).get(`/officers/reports${path}${QUARTER}`)).status).toBe(401);
    }
    expect((await secretary.post('/officers/reports/publish', { from: '2026-01-01', to: '2026-03-31' })).status).toBe(403);
  });

  it('refuses a bad period with a message per field', async () => {
    const answer = await treasurer.get('/officers/reports?from=2026-04-01&to=2026-02-30');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { fields: unknown } }).error.fields).toEqual({ to: PERIOD_MESSAGES.to });
    expect((await treasurer.get('/officers/reports/report.pdf?from=2026-01-01')).status).toBe(400);
  });

  it('gives the CSV as an attachment, with formulas defused', async () => {
    const csv = await treasurer.get(`/officers/reports/report.csv${QUARTER}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="treasury-report-2026-01-01-to-2026-03-31.csv"');
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toContain('By category,Dues,,1,25.00,0,0.00,25.00');
    expect(lines).toContain("By category,Membership,,0,0.00,1,50.00,'-50.00");
    expect(lines).toContain('Total,,,4,205.00,2,65.00,140.00');
  });

  it('gives the PDF, which starts %PDF and holds the figures as text', async () => {
    const pdf = await treasurer.get(`/officers/reports/report.pdf${QUARTER}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="treasury-report-2026-01-01-to-2026-03-31.pdf"');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toEqual(
      expect.arrayContaining([
        'Hartwell Scholars Alumni Chapter',
        'Treasury report',
        'Donation: Chapter Donation',
        '$100.00',
        '$15.00',
        '$140.00',
      ]),
    );
  });

  it('publishes to the members’ Treasury Reports once per period, audited', async () => {
    const publish = () => treasurer.post('/officers/reports/publish', { from: '2026-01-01', to: '2026-03-31' });
    const first = await publish();
    expect(first.status).toBe(201);
    const published = (await first.json()) as { key: string; name: string; replaced: boolean };
    expect(published).toMatchObject({ name: 'Treasury report 2026-01-01 to 2026-03-31.pdf', replaced: false });

    const member = await signedInMember(w, 'member@example.org');
    const listed = async () => (await (await member.get('/documents?folder=treasury-report')).json()) as { name: string }[];
    expect((await listed()).map((document) => document.name)).toEqual([published.name]);

    const again = await publish();
    expect(((await again.json()) as { replaced: boolean }).replaced).toBe(true);
    expect((await listed()).map((document) => document.name)).toEqual([published.name]);

    const audit = (await w.deps.auditLog.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap();
    const actions = audit.entries.filter((entry) => entry.subject.kind === 'document').map((entry) => entry.action);
    expect(actions.sort()).toEqual(['deleteDocument', 'publishTreasuryReport', 'publishTreasuryReport']);
    expect(
      audit.entries.filter((entry) => entry.subject.kind === 'document').every((entry) => entry.actor === 'treasurer@example.org'),
    ).toBe(true);
  });

  it('refuses a publish from another site, storing nothing', async () => {
    expect(
      (await treasurer.post('/officers/reports/publish', { from: '2026-01-01', to: '2026-03-31' }, { Origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await w.deps.documents.list('treasury-report'))._unsafeUnwrap()).toEqual([]);
  });
});
