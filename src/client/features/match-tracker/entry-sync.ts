import type { SyncState } from '../../sync/hooks';

export type EntrySync = SyncState | { state: 'saved' };

/** Where an entry is: refused, waiting in the outbox, or on the server (the log has it, or it was sent). */
export function entrySync(entryId: string, states: ReadonlyMap<string, SyncState>): EntrySync {
  return states.get(entryId) ?? { state: 'saved' };
}
