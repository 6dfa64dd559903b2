import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { syncMessages, trackerTexts } from '../../../shared/messages';
import { uuidv7 } from '../../../shared/uuid7';
import { localDb } from '../../db/local-db';
import { queueWriteTo } from '../../sync/queue-write';
import { renderWithApp } from '../../test-utils';
import { SyncStrip } from './sync-strip';

/** The browser's answer to whether it keeps this site's storage for good. */
const storage = (persisted: boolean) =>
  Object.defineProperty(navigator, 'storage', { value: { persisted: async () => persisted }, configurable: true });

async function queueOne() {
  const id = uuidv7();
  const fixtureId = uuidv7();
  await queueWriteTo(localDb, [{ id, fixtureId, method: 'POST', path: '/api/matchLog/entry', body: {} }]);
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'storage');
  localStorage.clear();
  await localDb.outbox.clear();
});

describe('SyncStrip', () => {
  it('claims nothing is waiting only once it has read the queue', async () => {
    storage(true);
    await queueOne();
    renderWithApp(<SyncStrip />);
    expect(screen.getByTestId('sync-strip').textContent).not.toContain(trackerTexts.allSynced);
    expect(await screen.findByText('1 change to sync', { exact: false })).toBeTruthy();
    await localDb.outbox.clear();
    expect(await screen.findByText(trackerTexts.allSynced)).toBeTruthy();
  });

  it('warns that a browser that did not grant lasting storage may clear what waits, before anything does, so a tap adds no line', async () => {
    storage(false);
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText(trackerTexts.mayBeCleared)).toBeTruthy();
    expect(screen.getByText(trackerTexts.allSynced)).toBeTruthy();
    await queueOne();
    expect(await screen.findByText('1 change to sync', { exact: false })).toBeTruthy();
    expect(screen.getByText(trackerTexts.mayBeCleared)).toBeTruthy();
  });

  it('hides the warning once the scorer says so, and keeps it hidden on this phone', async () => {
    storage(false);
    const first = renderWithApp(<SyncStrip />);
    await userEvent.click(await screen.findByRole('button', { name: trackerTexts.hideStorageNote }));
    expect(screen.queryByText(trackerTexts.mayBeCleared)).toBeNull();
    first.unmount();
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText(trackerTexts.allSynced)).toBeTruthy();
    expect(screen.queryByText(trackerTexts.mayBeCleared)).toBeNull();
  });

  it('says a failed connection on its badge, not in a line that comes and goes, and a server problem in a line', async () => {
    storage(true);
    await queueOne();
    await localDb.outbox.toCollection().modify({ lastError: syncMessages.offline });
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText(trackerTexts.offline)).toBeTruthy();
    expect(screen.queryByText(trackerTexts.lastError(syncMessages.offline))).toBeNull();
    await localDb.outbox.toCollection().modify({ lastError: syncMessages.serverProblem(503) });
    expect(await screen.findByText(trackerTexts.lastError(syncMessages.serverProblem(503)))).toBeTruthy();
    expect(screen.getByText(trackerTexts.online)).toBeTruthy();
  });

  it('says nothing of it when the storage is kept for good', async () => {
    storage(true);
    await queueOne();
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText('1 change to sync', { exact: false })).toBeTruthy();
    expect(screen.queryByText(trackerTexts.mayBeCleared)).toBeNull();
  });
});
