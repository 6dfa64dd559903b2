import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniquePhone } from './support';

/** Reads a store of the app's IndexedDB as the page sees it. */
const readStore = (name: string) =>
  new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const open = indexedDB.open('pitchside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
    };
  });

test('a change saved offline is sent with the session token when the network comes back', async ({
  page,
  context,
  request,
}) => {
  await signUpThroughUi(page, request, 'Outbox Tester', uniquePhone(), 'correct horse');
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeHidden();
  // The replay opened the phone's database once a token was stored.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('pitchside');

  await context.setOffline(true);
  // A change to a fixture deleted on the server meanwhile: the server will refuse it with its reason.
  const saved = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const id = crypto.randomUUID();
        const fixtureId = crypto.randomUUID();
        const open = indexedDB.open('pitchside');
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            id,
            fixtureId,
            method: 'PUT',
            path: `/api/fixture/update/${fixtureId}`,
            body: { status: 'LIVE' },
            createdAt: Date.now(),
            attempts: 0,
            nextAttemptAt: Date.now(),
            lastError: null,
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve(id);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  expect(await page.evaluate(readStore, 'outbox')).toHaveLength(1);

  await context.setOffline(false); // the page's `online` event starts the replay
  await expect
    .poll(() => page.evaluate(readStore, 'rejected'))
    .toEqual([expect.objectContaining({ id: saved, status: 404, reason: 'Fixture not found.' })]);
  expect(await page.evaluate(readStore, 'outbox')).toEqual([]);
});
