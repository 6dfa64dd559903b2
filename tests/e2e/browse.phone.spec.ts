import { expect, test } from '@playwright/test';
import { openLiveTournament, walkThenRevisitOffline } from './browse-walk';

test('on a phone a visitor walks through a live tournament and its pages, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the standings show the points at a glance, and the full table on demand', async ({ page }) => {
  await openLiveTournament(page);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  for (const name of ['Pos', 'Team', 'P', 'GD', 'Pts']) {
    await expect(header(name)).toBeInViewport();
  }
  await expect(header('W')).toBeHidden();
  await page.getByRole('button', { name: 'Full table' }).click();
  await expect(header('W')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compact table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/split by goal difference, then goals scored/)).toBeVisible();
});
