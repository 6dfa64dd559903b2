import { expect, test } from '@playwright/test';

/** A rule of Mantine's Stepper, which no part of the landing page draws: it comes only with the full stylesheet. */
const STEPPER_RULE = '.m_cbb4ea7e';

test('the landing page downloads only the styles it draws; the next screen brings the full stylesheet', async ({
  page,
}) => {
  const styles: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.css')) return;
    styles.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  // Everything the landing page loads after its first paint: the footer's sponsor link and the top scorers.
  await expect(page.locator('footer').getByRole('link', { name: 'OFFICIAL PHYSIO PARTNER' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((css) => css.includes(STEPPER_RULE))).toEqual([]);

  await page.getByRole('link', { name: 'Tournaments' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => styles.some((css) => css.includes(STEPPER_RULE))).toBe(true);
});

test('a shared link to a match has its page download the full stylesheet beside the app, not after it', async ({
  request,
}) => {
  const html = await (await request.get('/tournaments/team/players/0190a3b4-58f1-7c2e-8a11-3f4c5d6e7f80')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const sheets = await Promise.all(preloaded.map(async (href) => (await request.get(href as string)).text()));
  expect(sheets.some((css) => css.includes(STEPPER_RULE))).toBe(true);
});
