import { expect, test } from '@playwright/test';

test('on a phone the tabs live behind the hamburger menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page).toHaveURL('/tournaments');
});
