import { expect, test } from '@playwright/test';

test('after one online visit the app shell and a deep link open with the network off', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Pitchside', exact: true })).toBeVisible();
  // The service worker has installed its precache and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  await context.setOffline(true);
  await page.reload();
  // Drawn by the app's code, not by index.html alone: the code came from the worker too.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }),
  ).toBeVisible();
  await page.goto('/no/such/deep/link');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);
});
