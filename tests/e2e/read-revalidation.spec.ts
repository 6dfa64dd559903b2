import { type BrowserContext, expect, type Page, type Request, type Response, test } from '@playwright/test';
import { signInAsOrganiser } from './tracker-support';

/** The demo's finished tournament (src/server/db/demo/seed.ts): no test changes it, so its answer keeps its ETag. */
const PAST_TOURNAMENT = 'Monsoon Cup';

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/**
 * The next time the service worker itself fetches this path from the network (not the page's call
 * to the worker), once it has finished. Timing out here means the worker let the read pass by, as
 * it does with a read that carries a token.
 */
async function nextWorkerFetch(
  context: BrowserContext,
  path: string,
): Promise<{ request: Request; response: Response }> {
  const request = await context.waitForEvent('requestfinished', {
    predicate: (r) => !!r.serviceWorker() && new URL(r.url()).pathname === path,
    timeout: 15_000,
  });
  const response = await request.response();
  if (!response) throw new Error(`no answer for ${path}`);
  return { request, response };
}

test('a signed-in user opening a tournament again gets a 304 for its public read, sent without a token', async ({
  page,
  context,
  request,
}) => {
  const past = (await (await request.get('/api/tournaments/past')).json()) as { data: { id: string; name: string }[] };
  const tournament = past.data.find((t) => t.name === PAST_TOURNAMENT);
  if (!tournament) throw new Error('no past demo tournament');
  const readPath = `/api/tournaments/all/${tournament.id}`;
  // Every request for the read, from the page and from the worker: none may carry the token.
  const reads: Request[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === readPath) reads.push(r);
  });

  await signInAsOrganiser(page);
  await waitForServiceWorker(page);

  const firstFetch = nextWorkerFetch(context, readPath);
  await page.goto(`/tournaments/pasttournaments/${tournament.id}`);
  await expect(page.getByRole('heading', { name: PAST_TOURNAMENT, level: 1 })).toBeVisible();
  const first = await firstFetch;
  expect(first.response.status()).toBe(200);
  const etag = first.response.headers().etag;
  expect(etag).toBeTruthy();

  const secondFetch = nextWorkerFetch(context, readPath);
  const pageAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === readPath);
  await page.reload();
  const second = await secondFetch;
  // The browser's HTTP cache asked with the ETag it kept...
  expect((await second.request.allHeaders())['if-none-match']).toBe(etag);
  // ...and the server answered 304: headers alone, no body. Chromium reports the status of the cached
  // answer it merged the 304 into (200), so the 304 shows as an answer of no body on the wire that
  // still delivered the whole tournament, from the HTTP cache.
  const onTheWire = await second.response.allHeaders();
  expect(onTheWire['content-length']).toBe('0');
  expect(onTheWire['content-encoding']).toBeUndefined();
  expect((await second.request.sizes()).responseBodySize).toBe(0);
  expect(((await second.response.json()) as { data: { name: string } }).data.name).toBe(PAST_TOURNAMENT);

  // The page got that answer through the worker, and not the worker's saved copy.
  const pageAnswer = await pageAnswered;
  expect(pageAnswer.fromServiceWorker()).toBe(true);
  expect(pageAnswer.status()).toBe(200);
  expect(pageAnswer.headers()['x-pitchside-from-cache']).toBeUndefined();
  await expect(page.getByRole('heading', { name: PAST_TOURNAMENT, level: 1 })).toBeVisible();
  await expect(page.getByText(/saved data from/)).toHaveCount(0);
  // Still signed in (on a narrow screen the links are behind the menu).
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  expect(reads.length).toBeGreaterThanOrEqual(4);
  for (const read of reads) expect((await read.allHeaders()).authorization).toBeUndefined();
});
