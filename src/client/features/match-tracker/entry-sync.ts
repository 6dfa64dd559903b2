import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import type { SyncState } from '../../sync/hooks';
import { entryCallPrefix } from './entry-calls';

export type EntrySync = SyncState | { state: 'saved' };

/**
 * Where an entry's calls are: rejected if one was refused, waiting if one is in the outbox, else
 * saved (an entry without calls, like a pause, is saved once on the phone). A reset's calls are its
 * derived ids (entry-calls.ts).
 */
export function entrySync(entry: TrackerEntry, states: ReadonlyMap<string, SyncState>): EntrySync {
  if (entry.kind !== 'RESET') return states.get(entry.id) ?? { state: 'saved' };
  const prefix = entryCallPrefix(entry.id);
  let found: EntrySync = { state: 'saved' };
  for (const [id, sync] of states) {
    if (id === entry.id || !id.startsWith(prefix)) continue;
    if (sync.state === 'rejected') return sync;
    found = sync;
  }
  return found;
}
