import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../shared/uuid7';
import { localDb, type RejectedRow } from '../db/local-db';
import { renderWithApp } from '../test-utils';
import RefusedChanges from './refused-changes';

let refusedAt = Date.now();

const refusedRow = (path: RejectedRow['path'], reason: string): RejectedRow => {
  const id = uuidv7();
  return {
    id,
    fixtureId: uuidv7(),
    method: 'POST',
    path,
    body: { id },
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now(),
    lastError: null,
    status: 409,
    reason,
    rejectedAt: ++refusedAt,
  };
};

beforeEach(() => localDb.open());
afterEach(async () => {
  await Promise.all([localDb.outbox.clear(), localDb.rejected.clear()]);
});

describe('RefusedChanges', () => {
  it('lists refused lineup and fixture changes, not the tracker’s own, and sends one again or lets it go', async () => {
    const lineup = refusedRow('/api/lineup/update', 'This lineup does not fit what was already recorded.');
    const fixture = refusedRow('/api/fixture/update/x', 'Only this tournament’s organiser can do this.');
    await localDb.rejected.bulkAdd([lineup, fixture, refusedRow('/api/matchLog/entry', 'The match is over.')]);
    renderWithApp(<RefusedChanges />);

    await screen.findByText('The server refused 2 changes saved on this phone');
    screen.getByText(`Lineup: ${lineup.reason}`);
    expect(screen.queryByText(/The match is over/)).toBeNull();

    const [retryLineup] = screen.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retryLineup as HTMLElement);
    await waitFor(async () => expect(await localDb.outbox.get({ id: lineup.id })).toMatchObject({ attempts: 0 }));
    expect(await localDb.rejected.get(lineup.id)).toBeUndefined();

    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(async () => expect(await localDb.rejected.get(fixture.id)).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
