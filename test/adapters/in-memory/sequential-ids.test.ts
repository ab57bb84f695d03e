import { describe, expect, it } from 'vitest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { idGeneratorContract } from '../../contracts/id-generator.contract';

idGeneratorContract('sequential (tests)', async () => ({ ids: new SequentialIds() }));

describe('SequentialIds', () => {
  it('is predictable: two generators give the same ids, codes and secrets in the same order', () => {
    const run = (ids: SequentialIds) => [ids.newId(), ids.numericCode(6), ids.secret(), ids.uniform()];
    expect(run(new SequentialIds())).toEqual(run(new SequentialIds()));
    expect(new SequentialIds().newId()).toBe('id-000001');
  });

  it('walks the uniforms it is given, over and over', () => {
    const ids = new SequentialIds([0.1, 0.9]);
    expect([ids.uniform(), ids.uniform(), ids.uniform()]).toEqual([0.1, 0.9, 0.1]);
  });
});
