import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/** The bytes of a new key: 256 bits. */
const KEY_BYTES = 32;

/**
 * The secret named `name`, made (32 random bytes) and stored by the first process to ask: the
 * insert does nothing when another process stored one first, and everyone reads the stored one,
 * so every server sharing the database signs with the same key. Throws when the database cannot
 * be reached (the composition root, at start-up).
 */
export async function loadOrCreateSigningKey(db: Kysely<DatabaseSchema>, name: string, now: () => string): Promise<Buffer> {
  await db
    .insertInto('signing_keys')
    .values({ name, secret: randomBytes(KEY_BYTES).toString('base64url'), created_at: now() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  const key = Buffer.from(row.secret, 'base64url');
  if (key.byteLength < KEY_BYTES) throw new Error(`The signing key '${name}' in the database is shorter than ${KEY_BYTES} bytes.`);
  return key;
}
