import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { matchWriteMessages, messages } from '../../../shared/messages';
import { uuidv7 } from '../../../shared/uuid7';
import type { Database } from '../../db/database';
import { fixtures, idempotencyKeys } from '../../db/schema';
import { badRequest, notFound, unprocessable } from '../../http-error';

/** JSON with sorted keys and without null or absent fields: one request, one text, whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined && field !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a write asks for, as a digest: the same call with the same body always gives the same one. */
export function requestHash(call: string, payload: unknown): string {
  return createHash('sha256').update(stableJson({ call, payload })).digest('hex');
}

export interface WriteKey {
  /** The id of what the write records. */
  id: string;
  /** The key a replay is known by, or null: a write sent with neither is taken once per request. */
  key: string | null;
}

/**
 * The id and key of a write: the body's id, which the Idempotency-Key header must repeat when
 * both are sent; else the header's key; else a new UUIDv7, and the write has no key.
 */
export function writeKey(header: string | undefined, id: string | undefined): WriteKey {
  if (id !== undefined && header !== undefined && header.toLowerCase() !== id.toLowerCase()) {
    throw badRequest(matchWriteMessages.keyMismatch);
  }
  const key = id ?? header?.toLowerCase() ?? null;
  return { id: key ?? uuidv7(), key };
}

/** The fixture row, locked until the transaction ends: the writes of one match apply one at a time. */
export async function lockedFixture(tx: Database, id: string) {
  const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, id)).for('update');
  if (!fixture) throw notFound(messages.server.fixtureNotFound);
  return fixture;
}

export interface WriteResult<T> {
  statusCode: number;
  body: T;
  /** The stored answer of an earlier request with this key: nothing changed this time. */
  replayed?: boolean;
}

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims write keys for their author (docs/after-commit.md#write-keys), inside the write's
 * transaction: a concurrent request with the same key waits for this one to end. Answers the
 * keys already claimed by an earlier request, each to be checked with `sameRequest`.
 */
export async function claimKeys(
  tx: Database,
  userId: string,
  claims: readonly { key: string; hash: string }[],
  statusCode = 0,
): Promise<Map<string, StoredKey>> {
  if (claims.length === 0) return new Map();
  const rows = claims.map(({ key, hash }) => ({ key, userId, requestHash: hash, statusCode, response: {} }));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const fresh = new Set(claimed.map((row) => row.key));
  const taken = claims.filter(({ key }) => !fresh.has(key)).map(({ key }) => key);
  if (taken.length === 0) return new Map();
  const earlier = await tx.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, taken));
  return new Map(earlier.map((row) => [row.key, row]));
}

/** An earlier request under the key is only replayed by the same author with the same request; else 422. */
export function sameRequest(stored: StoredKey, userId: string, hash: string): void {
  if (stored.userId !== userId || stored.requestHash !== hash) throw unprocessable(matchWriteMessages.keyReused);
}

/** Frees keys whose write was refused, so the phone may send the change again under them. */
export async function releaseKeys(tx: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
}

/**
 * Runs a write once per key, in one transaction with the fixture locked. A replay by the same user
 * with the same request answers the original status and body; anything else under a used key is a
 * 422. A refused write (4xx) rolls back and leaves the key free. A write without a key runs each
 * time it is sent.
 */
export async function once<T>(
  db: Database,
  claim: { key: string | null; userId: string; hash: string; fixtureId: string },
  write: (tx: Database) => Promise<WriteResult<T>>,
): Promise<WriteResult<T>> {
  const { key } = claim;
  return db.transaction(async (tx) => {
    await lockedFixture(tx, claim.fixtureId);
    if (key === null) return write(tx);
    const stored = (await claimKeys(tx, claim.userId, [{ key, hash: claim.hash }])).get(key);
    if (stored) {
      sameRequest(stored, claim.userId, claim.hash);
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const result = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body as object })
      .where(eq(idempotencyKeys.key, key));
    return result;
  });
}
