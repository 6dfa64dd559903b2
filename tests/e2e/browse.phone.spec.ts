import { expect, test } from '@playwright/test';

test('on a phone a visitor reaches a live match and its events', async ({ page }) => {
  await page.goto('/tournaments');
  await expect(page.getByRole('tab', { name: 'Live Tournaments' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('link', { name: /City League/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Match Fixtures' }).click();
  await page
    .getByRole('link', { name: /Green Valley FC.*Northside Athletic/ })
    .first()
    .click();
  await expect(page.getByText('Match Live')).toBeVisible();
  await page.getByRole('tab', { name: 'Match Events' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Match Events' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
