import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import type { QueuedCall } from '../../sync/queue-write';

/**
 * The server call of one tracker entry (docs/offline.md): what goes into the outbox in the same
 * transaction as the entry. The server checks it by the same rules at its place in time and adds
 * it to the fixture's log; the entry id is the Idempotency-Key.
 */
export function entryCalls(fixtureId: string, entry: TrackerEntry): QueuedCall[] {
  return [{ id: entry.id, fixtureId, method: 'POST', path: '/api/matchLog/entry', body: { fixtureId, entry } }];
}
