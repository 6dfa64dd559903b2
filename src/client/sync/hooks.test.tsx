import 'fake-indexeddb/auto';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncMessages } from '../../shared/messages';
import { uuidv7 } from '../../shared/uuid7';
import { localDb } from '../db/local-db';
import { readOutboxSummary, useOutboxSummary, useSyncStates } from './hooks';
import { type QueuedCall, queueWriteTo } from './queue-write';

const FIXTURE = uuidv7();
const OTHER_FIXTURE = uuidv7();

const call = (fixtureId = FIXTURE): QueuedCall => {
  const id = uuidv7();
  return { id, fixtureId, method: 'POST', path: '/api/matchEvent/create', body: { id, fixtureId } };
};

beforeEach(() => localDb.open());
afterEach(async () => {
  await Promise.all([localDb.outbox.clear(), localDb.rejected.clear()]);
});

function QueueBadge() {
  const summary = useOutboxSummary();
  return (
    <p>
      {summary.pending} waiting, {summary.online ? 'online' : 'offline'}, {summary.lastError ?? 'no error'}
    </p>
  );
}

describe('useOutboxSummary', () => {
  it('shows how many changes wait, since when and why, as the outbox changes', async () => {
    render(<QueueBadge />);
    await screen.findByText('0 waiting, online, no error');

    const [first, second] = [call(), call(OTHER_FIXTURE)];
    await queueWriteTo(localDb, [first, second]);
    await screen.findByText('2 waiting, online, no error');

    const seq = (await localDb.outbox.where('id').equals(first.id).first())?.seq as number;
    await localDb.outbox.update(seq, { attempts: 1, lastError: syncMessages.offline });
    await screen.findByText(`2 waiting, online, ${syncMessages.offline}`);

    const { result } = renderHook(() => useOutboxSummary());
    const oldest = Math.min(...(await localDb.outbox.toArray()).map((row) => row.createdAt));
    await waitFor(() => expect(result.current.oldestCreatedAt).toBe(oldest));
  });
});

describe('useSyncStates', () => {
  it("marks this fixture's changes waiting or rejected with the server's reason; sent ones are absent", async () => {
    const [waiting, refused, elsewhere] = [call(), call(), call(OTHER_FIXTURE)];
    await queueWriteTo(localDb, [waiting, elsewhere]);
    await localDb.rejected.put({
      ...refused,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
      lastError: null,
      status: 403,
      reason: 'You do not run this tournament.',
      rejectedAt: 2,
    });

    const { result } = renderHook(() => useSyncStates(FIXTURE));
    await waitFor(() =>
      expect(result.current?.states).toEqual(
        new Map([
          [refused.id, { state: 'rejected', reason: 'You do not run this tournament.' }],
          [waiting.id, { state: 'waiting' }],
        ]),
      ),
    );

    await localDb.outbox.where('id').equals(waiting.id).delete();
    await waitFor(() => expect(result.current?.states.has(waiting.id)).toBe(false));
  });
});

describe('readOutboxSummary', () => {
  it("counts another account's changes as waiting for it, without their old error", async () => {
    await queueWriteTo(localDb, [call()], undefined, 'someone-else');
    await localDb.outbox.toCollection().modify({ lastError: syncMessages.offline });
    expect(await readOutboxSummary(localDb, 'me')).toMatchObject({
      pending: 1,
      waitingForAuthor: 1,
      lastError: null,
      sending: 0,
      oldestSendingAt: null,
    });
    expect(await readOutboxSummary(localDb, 'someone-else')).toMatchObject({
      lastError: syncMessages.offline,
      sending: 1,
      oldestSendingAt: expect.any(Number),
    });
  });
});
