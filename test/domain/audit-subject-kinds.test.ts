import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_SUBJECT_KINDS, isAuditSubjectKind } from '../../src/domain/audit';

/** Every TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The subject kinds the code writes: in every file that makes an audit entry, each subject written
 * as `{ kind: '<kind>', id: ... }`, and each named record kind's `auditKind`.
 */
function writtenKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const file of sources('src')) {
    const text = readFileSync(file, 'utf8');
    if (!/AuditEntry|officerWrite|auditKind/.test(text)) continue;
    for (const match of text.matchAll(/\{\s*kind: '(\w+)',\s*id\b|auditKind: '(\w+)'/g)) kinds.add(match[1] ?? match[2] ?? '');
  }
  return kinds;
}

describe('AUDIT_SUBJECT_KINDS', () => {
  it('is exactly the kinds the adapters and use cases write: none forgotten, none never written', () => {
    const written = writtenKinds();
    // The scan finds the writers it should (a change of how subjects are written must change the scan too).
    expect(written).toContain('role');
    expect(written).toContain('officer');
    expect([...written].sort()).toEqual(AUDIT_SUBJECT_KINDS.map(({ kind }) => kind).sort());
  });

  it('has one label per kind, none repeated', () => {
    expect(new Set(AUDIT_SUBJECT_KINDS.map(({ kind }) => kind)).size).toBe(AUDIT_SUBJECT_KINDS.length);
    expect(new Set(AUDIT_SUBJECT_KINDS.map(({ label }) => label)).size).toBe(AUDIT_SUBJECT_KINDS.length);
    expect(isAuditSubjectKind('waitingParty')).toBe(true);
    expect(isAuditSubjectKind('import')).toBe(false);
  });
});
