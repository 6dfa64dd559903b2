import { expect, test } from '@playwright/test';
import { openFromTournamentList, walkThenRevisitOffline } from './browse-walk';

test('a visitor walks through a live tournament, a match, the leaderboards and a team, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
});

test('a finished tournament opens on its final table, a tournament to come on its teams', async ({ page }) => {
  await openFromTournamentList(page, 'Past Tournaments', /Monsoon Cup/);
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('columnheader', { name: 'Pts' })).toBeVisible();

  await openFromTournamentList(page, 'Future Tournaments', /Winter Shield/);
  await expect(page.getByRole('tab', { name: 'Participating Teams' })).toHaveAttribute('aria-selected', 'true');
});

test("the landing page's top scorers name their tournament, a link to its page", async ({ page }) => {
  await page.goto('/');
  const tournament = page.getByRole('region', { name: 'Top Scorers' }).getByRole('link');
  await expect(tournament).toHaveCount(1);
  const name = (await tournament.textContent()) as string;
  await tournament.click();
  await expect(page).toHaveURL(/\/tournaments\/livetournaments\//);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
