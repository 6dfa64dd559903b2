import { expect, test } from '@playwright/test';
import { walkThenRevisitOffline } from './browse-walk';

test('a visitor walks through a live tournament, a match, the leaderboards and a team, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
});

test('a finished tournament opens on its final table, a tournament to come on its teams', async ({ page }) => {
  await page.goto('/tournaments');
  await page.getByRole('tab', { name: 'Past Tournaments' }).click();
  await page
    .getByRole('link', { name: /Monsoon Cup/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('columnheader', { name: 'Pts' })).toBeVisible();

  await page.goto('/tournaments');
  await page.getByRole('tab', { name: 'Future Tournaments' }).click();
  await page
    .getByRole('link', { name: /Winter Shield/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Participating Teams' })).toHaveAttribute('aria-selected', 'true');
});
