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

/**
 * A refused change let go: a tracker entry leaves the phone's log, a lineup the phone's picks, for
 * good (the server never had them), so every screen shows what the server kept.
 */
export async function dismissRefused(id: string): Promise<void> {
  await localDb.transaction('rw', [localDb.rejected, localDb.matchLog, localDb.lineupDrafts], async () => {
    await localDb.rejected.delete(id);
    await localDb.matchLog.where('id').equals(id).delete();
    await localDb.lineupDrafts.filter((draft) => draft.lineup.id === id).delete();
  });
}
