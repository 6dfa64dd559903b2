import { and, lt, sql } from 'drizzle-orm';
import { OTP_SEND_MEMORY_MS } from '../../shared/constants';
import type { Database } from '../db/database';
import { idempotencyKeys, liveMessages, otps } from '../db/schema';

/**
 * How long the answers of idempotent writes and old live messages are kept (docs/after-commit.md).
 * A phone replays its outbox within minutes or days; one that comes back after a month has its
 * writes checked again as new ones, and a live stream that far behind reloads its page anyway.
 */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * Codes are kept only while they count: for the SMS budget and a phone's waits, which look back a day.
 * A code older than two days is long expired, and an unused sign-up's password hash goes with it.
 */
const CODE_RETENTION_MS = 2 * OTP_SEND_MEMORY_MS;

/** Removes what is past retention; the newest message of each topic stays, so numbering carries on. */
export async function pruneOldRecords(
  db: Database,
  now = Date.now(),
): Promise<{ keys: number; messages: number; codes: number }> {
  const before = new Date(now - RETENTION_DAYS * DAY_MS);
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  const messages = await db
    .delete(liveMessages)
    .where(
      and(
        lt(liveMessages.createdAt, before),
        sql`${liveMessages.seq} < (select max(newest.seq) from ${liveMessages} as newest where newest.topic = ${liveMessages.topic})`,
      ),
    )
    .returning({ seq: liveMessages.seq });
  const codes = await db
    .delete(otps)
    .where(lt(otps.createdAt, new Date(now - CODE_RETENTION_MS)))
    .returning({ id: otps.id });
  return { keys: keys.length, messages: messages.length, codes: codes.length };
}

/** Prunes at start and every hour while the server runs. */
export function keepPruning(db: Database, warn: (text: string) => void): () => void {
  const prune = () =>
    pruneOldRecords(db).catch((error: unknown) => warn(`Pruning old records failed: ${(error as Error).message}`));
  void prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
