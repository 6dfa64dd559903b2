import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_MEMORY_MS,
  LOGIN_FIRST_WAIT_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_WAIT_MS,
} from '../../shared/constants';
import { describeWait } from '../../shared/domain/wait';
import { messages } from '../../shared/messages';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginThrottles } from '../db/schema';
import { tooManyRequests } from '../http-error';

const t = loginThrottles;

/** How long a number waits once this many sign-in attempts failed in a row: none at first, then doubling to the cap. */
function loginWaitMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_FIRST_WAIT_MS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_WAIT_MS);
}

/**
 * Sign-in throttling per phone number, whatever address the attempts come from
 * (docs/rules.md#accounts-sessions-and-codes). Kept in the database, so every process shares it.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /**
   * Counts an attempt before its password is checked (a success clears it again), so attempts sent all
   * at once cannot slip past the wait: the one that reaches the limit starts the wait in the same
   * transaction. Throws 429 with the time left while the number waits.
   */
  async claim(phoneNumber: string): Promise<void> {
    const now = this.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const forgetBefore = sql`${new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS).toISOString()}::timestamptz`;
    const lockedUntil = await this.db.transaction(async (tx) => {
      const [counted] = await tx
        .insert(t)
        .values({ phoneNumber, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: t.phoneNumber,
          set: {
            failures: sql`case when coalesce(${t.lockedUntil}, ${t.lastFailureAt}) < ${forgetBefore} then 1 else ${t.failures} + 1 end`,
            lastFailureAt: now,
            lockedUntil: null,
          },
          setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
        })
        .returning({ failures: t.failures });
      if (!counted) {
        const [waiting] = await tx.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.phoneNumber, phoneNumber));
        return waiting?.lockedUntil ?? now;
      }
      const wait = loginWaitMs(counted.failures);
      if (wait > 0) {
        await tx
          .update(t)
          .set({ lockedUntil: new Date(now.getTime() + wait) })
          .where(eq(t.phoneNumber, phoneNumber));
      }
      return null;
    });
    if (lockedUntil) {
      throw tooManyRequests(messages.server.loginLocked(describeWait(lockedUntil.getTime() - now.getTime())));
    }
  }

  /** A right password, or a reset by code, forgets the number's failed attempts. */
  async clear(phoneNumber: string): Promise<void> {
    await this.db.delete(t).where(eq(t.phoneNumber, phoneNumber));
  }
}
