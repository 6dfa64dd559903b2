import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../shared/uuid7';
import { localDb } from '../db/local-db';
import { type QueuedCall, queueWriteTo } from './queue-write';
import { useSharedStoredQuery, useStoredQuery } from './use-stored-query';

const call = (): QueuedCall => {
  const id = uuidv7();
  return { id, fixtureId: uuidv7(), method: 'POST', path: '/api/matchEvent/create', body: { id } };
};

beforeEach(() => localDb.open());
afterEach(() => Promise.all([localDb.outbox.clear(), localDb.rejected.clear()]));

/** The outbox's size as the hook reads it, and how many times it has read it. */
function followOutbox(after: () => Promise<unknown> = async () => undefined) {
  const reads = { count: 0 };
  const hook = renderHook(() =>
    useStoredQuery([localDb.outbox], async () => {
      reads.count++;
      const size = await localDb.outbox.count();
      await after();
      return size;
    }, []),
  );
  return { hook, reads };
}

describe('useStoredQuery', () => {
  it('reads again when a table it follows changes, but not in the task that saved the change', async () => {
    const { hook, reads } = followOutbox();
    await waitFor(() => expect(hook.result.current).toBe(0));
    const readsBefore = reads.count;

    await queueWriteTo(localDb, [call()]);
    // The save has answered: a tap's row is drawn now, before anything reads the queue again.
    expect(reads.count).toBe(readsBefore);
    await waitFor(() => expect(hook.result.current).toBe(1));
  });

  it('does not read again for a change to a table it does not follow', async () => {
    const { hook, reads } = followOutbox();
    await waitFor(() => expect(hook.result.current).toBe(0));
    const readsBefore = reads.count;

    const refused = { ...call(), createdAt: 1, attempts: 0, nextAttemptAt: 1, lastError: null, authorId: null };
    await localDb.rejected.put({ ...refused, status: 403, reason: 'You do not run this tournament.', rejectedAt: 1 });
    await queueWriteTo(localDb, [call()]);
    await waitFor(() => expect(hook.result.current).toBe(1));
    expect(reads.count).toBe(readsBefore + 1);
  });

  it('reads a change made while it was reading once that read has answered', async () => {
    const gate: { held: boolean; release: (() => void) | null } = { held: false, release: null };
    const { hook } = followOutbox(
      () =>
        new Promise<void>((resolve) => {
          if (gate.held) gate.release = resolve;
          else resolve();
        }),
    );
    await waitFor(() => expect(hook.result.current).toBe(0));

    gate.held = true;
    await queueWriteTo(localDb, [call()]);
    // The read of the first change is held; a second change comes meanwhile.
    await waitFor(() => expect(gate.release).not.toBeNull());
    gate.held = false;
    await queueWriteTo(localDb, [call()]);
    gate.release?.();
    await waitFor(() => expect(hook.result.current).toBe(2));
  });
});

describe('useSharedStoredQuery', () => {
  /** Two parts of a screen showing the outbox's size under one key, and how many times it was read. */
  function twoFollowers(key = 'outbox-size') {
    const reads = { count: 0 };
    const follow = () =>
      useSharedStoredQuery(key, [localDb.outbox], () => {
        reads.count++;
        return localDb.outbox.count();
      });
    return { strip: renderHook(follow), board: renderHook(follow), reads };
  }

  it('reads once per change for every part that shows it, and each part sees the answer', async () => {
    const { strip, board, reads } = twoFollowers();
    await waitFor(() => expect([strip.result.current, board.result.current]).toEqual([0, 0]));
    expect(reads.count).toBe(1);

    await queueWriteTo(localDb, [call()]);
    await waitFor(() => expect([strip.result.current, board.result.current]).toEqual([1, 1]));
    expect(reads.count).toBe(2);
  });

  it('keeps reading while one part is shown, and starts afresh once none was', async () => {
    const { strip, board, reads } = twoFollowers('outbox-size-unmounted');
    await waitFor(() => expect(board.result.current).toBe(0));
    strip.unmount();
    await queueWriteTo(localDb, [call()]);
    await waitFor(() => expect(board.result.current).toBe(1));

    board.unmount();
    const readsBefore = reads.count;
    await queueWriteTo(localDb, [call()]);
    const again = renderHook(() =>
      useSharedStoredQuery('outbox-size-unmounted', [localDb.outbox], () => localDb.outbox.count()),
    );
    await waitFor(() => expect(again.result.current).toBe(2));
    // Nobody showed it meanwhile: the change was not read for nobody.
    expect(reads.count).toBe(readsBefore);
  });
});
