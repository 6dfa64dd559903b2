import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackerTexts } from '../../../shared/messages';
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
  await localDb.outbox.clear();
});

describe('SyncStrip', () => {
  it('claims nothing is waiting only once it has read the queue', async () => {
    storage(true);
    await queueOne();
    renderWithApp(<SyncStrip />);
    expect(screen.getByTestId('sync-strip').textContent).not.toContain(trackerTexts.allSynced);
    expect(await screen.findByText('1 change waiting to sync', { exact: false })).toBeTruthy();
    await localDb.outbox.clear();
    expect(await screen.findByText(trackerTexts.allSynced)).toBeTruthy();
  });

  it('warns, while changes wait, that a browser that did not grant lasting storage may clear them', async () => {
    storage(false);
    await queueOne();
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText(/may clear what waits here/)).toBeTruthy();
    expect(screen.getByText('1 change waiting to sync', { exact: false })).toBeTruthy();
  });

  it('says nothing of it when the storage is kept for good', async () => {
    storage(true);
    await queueOne();
    renderWithApp(<SyncStrip />);
    expect(await screen.findByText('1 change waiting to sync', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/may clear what waits here/)).toBeNull();
  });
});
