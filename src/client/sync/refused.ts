import { localDb } from '../db/local-db';
import { kick } from './start-sync';

/**
 * A refused entry sent again (after signing in again, or once the other phone's entries are in):
 * it goes back to the end of the outbox, counts on this phone again while it waits, and is
 * checked afresh by the server.
 */
export async function retryRefused(id: string): Promise<void> {
  await localDb.transaction('rw', [localDb.rejected, localDb.outbox], async () => {
    const row = await localDb.rejected.get(id);
    if (!row) return;
    const { status: _status, reason: _reason, rejectedAt: _rejectedAt, ...call } = row;
    const now = Date.now();
    await localDb.outbox.add({ ...call, attempts: 0, nextAttemptAt: now, lastError: null });
    await localDb.rejected.delete(id);
  });
  kick();
}

/** A refused entry let go: it leaves the phone's log for good (the server never had it). */
export async function dismissRefused(id: string): Promise<void> {
  await localDb.transaction('rw', [localDb.rejected, localDb.matchLog], async () => {
    await localDb.rejected.delete(id);
    await localDb.matchLog.where('id').equals(id).delete();
  });
}
