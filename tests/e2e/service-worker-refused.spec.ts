import { expect, test } from '@playwright/test';

test('a browser that refuses the service worker still opens the app, with no error on the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Playwright's blocked registration says so on the console: the app has asked for its worker.
  const refused = page.waitForEvent('console', (message) =>
    message.text().includes('Service Worker registration blocked'),
  );
  await page.goto('/');
  await refused;
  await expect(page.getByRole('link', { name: 'Tournaments', exact: true }).first()).toBeVisible();
  // A refusal surfaces within the tasks that follow it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(errors).toEqual([]);
  await context.close();
});
