import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackerEntry } from '../../shared/domain/match-tracker';
import { fixtureRead, tournamentRead } from '../../shared/domain/test-reads';
import { uuidv7 } from '../../shared/uuid7';
import { queueWriteTo } from '../sync/queue-write';
import { localDb } from './local-db';
import { useLocalResults } from './local-results';

const team = (id: string) => ({ id, name: id, logo: null });

const fixture = (id: string, status: string) => fixtureRead(id, 'h', 'a', { status });

const SCHEDULED = [uuidv7(), uuidv7(), uuidv7()];
const FINISHED_ON_SERVER = uuidv7();

const tournament = tournamentRead({
  teams: [team('h'), team('a')],
  fixtures: [...SCHEDULED.map((id) => fixture(id, 'SCHEDULED')), fixture(FINISHED_ON_SERVER, 'FULL_TIME')],
  competition: {
    format: { kind: 'knockout', thirdPlace: false },
    tieBreak: { preset: 'standard', criteria: [] },
    groups: [],
    bracket: { rounds: [] },
  },
});

const RESULT = { homeScore: 2, awayScore: 1, homePenaltyScore: null, awayPenaltyScore: null, extraTime: false };

/** The tap that ends a match, as the tracker saves it: the entry, its result and its server call at once. */
async function endMatch(fixtureId: string): Promise<string> {
  const entry: TrackerEntry = { kind: 'STAGE', stage: 'FULL_TIME', id: uuidv7(), at: Date.now() };
  const call = { id: entry.id, fixtureId, method: 'POST' as const, path: '/api/matchLog/entry' as const, body: {} };
  await queueWriteTo(localDb, [call], async () => {
    await localDb.matchLog.add({ id: entry.id, fixtureId, entry });
    await localDb.localResults.put({ fixtureId, ...RESULT, entryId: entry.id });
  });
  return entry.id;
}

beforeEach(() => localDb.open());
afterEach(async () => {
  await Promise.all([
    localDb.outbox.clear(),
    localDb.matchLog.clear(),
    localDb.localResults.clear(),
    localDb.serverLog.clear(),
  ]);
  await localDb.rejected.clear();
});

describe('useLocalResults', () => {
  it("gives the phone's results of matches the read shows unfinished, unless the server refused or the scorer dismissed the ending", async () => {
    const [counted, refused, dismissed] = SCHEDULED as [string, string, string];
    await endMatch(counted);
    const refusedEntry = await endMatch(refused);
    const outboxRow = await localDb.outbox.where('id').equals(refusedEntry).first();
    if (!outboxRow) throw new Error('the ending was not queued');
    const { seq: _, ...row } = outboxRow;
    await localDb.rejected.add({ ...row, status: 409, reason: 'level', rejectedAt: Date.now() });
    const dismissedEntry = await endMatch(dismissed);
    await localDb.matchLog.where('id').equals(dismissedEntry).delete();
    await endMatch(FINISHED_ON_SERVER);

    const { result } = renderHook(() => useLocalResults(tournament));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual([{ fixtureId: counted, ...RESULT }]);
  });

  it("stops counting an ending once the server has taken it: the server's result, other phones' entries included, is the one to show", async () => {
    const [taken, waiting] = SCHEDULED as [string, string];
    const takenEntry = await endMatch(taken);
    await endMatch(waiting);
    const { result } = renderHook(() => useLocalResults(tournament));
    await waitFor(() => expect(result.current).toHaveLength(2));
    const entry: TrackerEntry = { kind: 'STAGE', stage: 'FULL_TIME', id: takenEntry, at: Date.now() };
    await localDb.serverLog.put({ fixtureId: taken, seq: 7, entry, authorId: 'me' });
    await waitFor(() => expect(result.current).toEqual([{ fixtureId: waiting, ...RESULT }]));
  });

  it('reads nothing for a tournament without a bracket', async () => {
    await endMatch(SCHEDULED[0] as string);
    const { result } = renderHook(() => useLocalResults({ ...tournament, competition: null }));
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
