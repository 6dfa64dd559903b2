import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import { uuidv7 } from '../../../shared/uuid7';
import { localDb, type MatchLogRow, type ServerLogRow } from '../../db/local-db';
import { useServerLog } from './match-log-pull';
import { useFixtureLog } from './use-fixture-log';

const row = (fixtureId: string, seq: number): ServerLogRow => ({
  fixtureId,
  seq,
  entry: { kind: 'START', id: uuidv7(), at: seq, device: 'phone' } as unknown as TrackerEntry,
  authorId: 'scorer',
});
const seqs = (rows: readonly ServerLogRow[] | undefined) => rows?.map((r) => r.seq);

beforeEach(() => localDb.open());
afterEach(() => Promise.all([localDb.serverLog.clear(), localDb.matchLog.clear()]));

describe('useServerLog', () => {
  it('follows each pull with the whole log in the server order, and only its own fixture', async () => {
    const [match, other] = [uuidv7(), uuidv7()];
    await localDb.serverLog.bulkPut([row(match, 1), row(match, 2), row(other, 1)]);
    const hook = renderHook(({ fixtureId }) => useServerLog(fixtureId), { initialProps: { fixtureId: match } });
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2]));

    await localDb.serverLog.bulkPut([row(match, 3), row(match, 4), row(other, 2)]);
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2, 3, 4]));
    // A pull that raced another one puts the same rows again: nothing is counted twice.
    await localDb.serverLog.bulkPut([row(match, 4), row(match, 5)]);
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2, 3, 4, 5]));

    hook.rerender({ fixtureId: other });
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2]));
    hook.rerender({ fixtureId: match });
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2, 3, 4, 5]));
  });

  it('reads only the rows a pull added: the rows shown before are kept, not read again', async () => {
    const [match, other] = [uuidv7(), uuidv7()];
    await localDb.serverLog.bulkPut([row(match, 1)]);
    const hook = renderHook(() => useServerLog(match));
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1]));
    const shown = hook.result.current;

    await localDb.serverLog.bulkPut([row(other, 1)]);
    await localDb.serverLog.bulkPut([row(match, 2)]);
    await waitFor(() => expect(seqs(hook.result.current)).toEqual([1, 2]));
    expect(hook.result.current?.[0]).toBe(shown?.[0]);
  });
});

describe("the phone's own entries", () => {
  const own = (fixtureId: string, id: string): MatchLogRow => ({
    id,
    fixtureId,
    entry: { kind: 'START', id, at: 1, device: 'phone' } as unknown as TrackerEntry,
  });
  const ids = (rows: readonly MatchLogRow[] | undefined) => rows?.map((r) => r.id);

  it('follows each tap, reading only the new rows, and drops a dismissed entry even when a tap comes with it', async () => {
    const match = uuidv7();
    await localDb.matchLog.bulkAdd([own(match, 'a'), own(match, 'b'), own(uuidv7(), 'elsewhere')]);
    const hook = renderHook(() => useFixtureLog(localDb.matchLog, match));
    await waitFor(() => expect(ids(hook.result.current)).toEqual(['a', 'b']));
    const first = hook.result.current?.[0];

    await localDb.matchLog.add(own(match, 'c'));
    await waitFor(() => expect(ids(hook.result.current)).toEqual(['a', 'b', 'c']));
    expect(hook.result.current?.[0]).toBe(first);

    // A refused entry dismissed and a new tap, in one change: as many rows as before, not the same ones.
    await localDb.transaction('rw', localDb.matchLog, async () => {
      await localDb.matchLog.where('id').equals('b').delete();
      await localDb.matchLog.add(own(match, 'd'));
    });
    await waitFor(() => expect(ids(hook.result.current)).toEqual(['a', 'c', 'd']));
  });
});
