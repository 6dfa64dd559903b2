import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** The demo's live tournament and its match in the second half (src/server/db/demo/seed.ts). */
const LIVE_TOURNAMENT = 'City League';
const LIVE_MATCH = /Green Valley FC.*Northside Athletic/;

export async function openLiveTournament(page: Page) {
  await page.goto('/');
  // The page draws a header before the app has started (index.html): wait for the app's own, whose menu
  // button holds a phone's links, or whose navigation shows them on a desktop.
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu.or(page.getByRole('navigation', { name: 'Main' }))).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Live Tournaments' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('link', { name: new RegExp(LIVE_TOURNAMENT) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: LIVE_TOURNAMENT, level: 1 })).toBeVisible();
}

/** The live tournament, then its live match as a visitor taps it: the addresses of both, as a link would carry them. */
export async function liveTournamentAndMatchAddresses(page: Page) {
  await openLiveTournament(page);
  const tournament = page.url();
  await page.getByRole('link', { name: LIVE_MATCH }).first().click();
  await expect(page.getByText('Match Live')).toBeVisible();
  return { tournament, match: page.url() };
}

/** A tournament opened from the tournaments screen: its list's tab (Live Tournaments…), then its card. */
export async function openFromTournamentList(page: Page, list: string, name: RegExp) {
  await page.goto('/tournaments');
  await page.getByRole('tab', { name: list }).click();
  await page.getByRole('link', { name }).first().click();
}

export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/**
 * Landing → tournaments → the live tournament's four tabs → a match's lineups and events →
 * leaderboards → a team. Answers the address of each page it saw.
 */
async function walkThroughLiveTournament(page: Page) {
  await openLiveTournament(page);
  const url = page.url();
  const seen = { tournament: url, match: '', leaderboards: '', team: '' };

  // A tournament being played opens on its fixtures.
  await expect(page.getByRole('tab', { name: 'Match Fixtures' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: LIVE_MATCH }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Participating Teams' }).click();
  await expect(page.getByRole('link', { name: /Green Valley FC/ }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('columnheader', { name: /Pts|Points/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Leaderboards' })).toBeVisible();

  await page.getByRole('tab', { name: 'Injury News' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Injury News' }).getByRole('listitem')).toHaveCount(6);

  await page.getByRole('tab', { name: 'Match Fixtures' }).click();
  await page.getByRole('link', { name: LIVE_MATCH }).first().click();
  // The fixture list also says "Match Live": wait for the match page itself.
  await expect(page).toHaveURL(/\/tournaments\/team\/players\//);
  await expect(page.getByRole('tab', { name: 'Lineups' })).toBeVisible();
  await expect(page.getByText('Match Live')).toBeVisible();
  await expect(page.getByText('Starting XI').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Match Events' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Match Events' })).toContainText("'");
  seen.match = page.url();

  await page.goto(url);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('link', { name: 'View All Leaderboards' }).click();
  for (const tab of ['Golden Boots', 'Golden Gloves', 'Assists']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
  seen.leaderboards = page.url();

  await page.goto(url);
  await page.getByRole('tab', { name: 'Participating Teams' }).click();
  await page
    .getByRole('link', { name: /Green Valley FC/ })
    .first()
    .click();
  for (const tab of ['Fixtures', 'Tournaments', 'Players']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Players' })).toContainText('GOALKEEPER');
  seen.team = page.url();
  return seen;
}

/** Pages seen once open again with no network, with the offline note; a page never seen says so. */
export async function walkThenRevisitOffline(page: Page, context: BrowserContext) {
  // Some twenty pages opened: about a minute on a busy two-core machine, the default test timeout.
  test.setTimeout(150_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  const seen = await walkThroughLiveTournament(page);
  const offlineNote = page.getByText(/Offline — saved data from/).first();

  await context.setOffline(true);
  await page.goto(seen.tournament);
  await expect(page.getByRole('heading', { name: LIVE_TOURNAMENT, level: 1 })).toBeVisible();
  await expect(offlineNote).toBeVisible();
  await page.goto(seen.match);
  await expect(page.getByText('Match Live')).toBeVisible();
  await expect(offlineNote).toBeVisible();
  await page.getByRole('tab', { name: 'Match Events' }).click();
  await expect(page.getByText(/Offline — saved data from/)).toHaveCount(1);
  await page.goto(seen.leaderboards);
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
  await expect(offlineNote).toBeVisible();
  await page.goto(seen.team);
  await expect(page.getByRole('tab', { name: 'Players' })).toBeVisible();
  await expect(offlineNote).toBeVisible();

  await page.goto('/tournaments/pasttournaments/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('You are offline and this page has not been opened before. Connect to load it.'),
  ).toBeVisible();
  await context.setOffline(false);
}
