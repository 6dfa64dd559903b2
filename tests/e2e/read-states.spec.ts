import { expect, test } from '@playwright/test';
import { openFromTournamentList } from './browse-walk';
import { holdRequests } from './support';

// Without the service worker, so the test's routes see every read the page makes.
test.use({ serviceWorkers: 'block' });

const TOURNAMENT_READ = /\/api\/tournaments\/all\//;

test('a failing server and a slow line are told apart from being offline, over the copy the phone saved', async ({
  page,
}) => {
  await openFromTournamentList(page, 'Live Tournaments', /City League/);
  const heading = page.getByRole('heading', { name: 'City League', level: 1 });
  await expect(heading).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'saved data from' });

  await page.route(TOURNAMENT_READ, (route) =>
    route.fulfill({ status: 500, json: { status: 'error', message: 'Something went wrong on our side.' } }),
  );
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(note).toHaveText(/^The server has a problem — saved data from /);
  await expect(page.getByText(/Offline/)).toHaveCount(0);

  await page.unroute(TOURNAMENT_READ);
  const answer = await holdRequests(page, TOURNAMENT_READ);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(note).toHaveText(/^Updating… — saved data from /);
  answer();
  await expect(note).toHaveCount(0);
});

test('on a slow line (2.5 s round trips) a screen shows its saved copy as updating, never as offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await openFromTournamentList(page, 'Live Tournaments', /City League/);
  const heading = page.getByRole('heading', { name: 'City League', level: 1 });
  await expect(heading).toBeVisible();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2_500,
    downloadThroughput: 250_000,
    uploadThroughput: 250_000,
  });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const note = page.getByRole('status').filter({ hasText: 'saved data from' });
  // The page named the read, so it may come with the code: the screen shows either the fresh read or
  // the saved copy as updating, never as offline.
  await expect(page.getByText(/Offline/)).toHaveCount(0);
  await expect(note).toHaveCount(0, { timeout: 20_000 });

  // Opened again within the app, the saved copy shows at once while the read crosses the line. The
  // read is held on top of the line's delay until the note has been seen: on a busy machine the note's
  // second between SLOW_READ_MS and the line's answer could pass unseen.
  const answer = await holdRequests(page, TOURNAMENT_READ);
  await page.getByRole('link', { name: 'Tournaments', exact: true }).first().click();
  await page.getByRole('tab', { name: 'Live Tournaments' }).click();
  await page
    .getByRole('link', { name: /City League/ })
    .first()
    .click();
  await expect(heading).toBeVisible();
  await expect(note).toHaveText(/^Updating… — saved data from /);
  await expect(page.getByText(/Offline/)).toHaveCount(0);
  answer();
  await expect(note).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(/Offline/)).toHaveCount(0);
});
