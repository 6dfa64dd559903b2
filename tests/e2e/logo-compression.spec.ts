import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsOrganiser } from './tracker-support';

/** A photo-like worst case: 2400×1600 of random colour noise, an 11 MB PNG that no lossless step shrinks. */
async function noisyPng() {
  const [width, height] = [2400, 1600];
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

// The request's body is read as the page sends it, not as the service worker forwards it.
test.use({ serviceWorkers: 'block' });

test('a large noisy PNG logo is sent at most 0.1 MB and 800 px, the size the form promises', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOrganiser(page);
  await page.goto('/mytournaments/create-tournament');
  await page.getByRole('textbox', { name: 'Tournament name' }).fill(`Noisy Logo Cup ${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('A logo straight from a phone camera');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Start date').fill(today);
  await page.getByLabel('End date').fill(today);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'camera.png',
    mimeType: 'image/png',
    buffer: await noisyPng(),
  });
  // The preview shows once the picture is compressed.
  await expect(page.getByRole('img', { name: /preview/ })).toBeVisible({ timeout: 60_000 });
  const submit = page.getByRole('button', { name: 'Create Tournament' });

  let logo = '';
  await page.route('**/api/tournaments/create', async (route) => {
    logo = (route.request().postDataJSON() as { logo: string }).logo;
    await route.continue();
  });
  await submit.click();
  await expect(page.getByText(/created\./)).toBeVisible();
  expect(logo).toMatch(/^data:image\/webp;base64,/);
  const bytes = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
  expect(bytes.length).toBeLessThanOrEqual(0.1 * 1024 * 1024);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(Math.max(width, height)).toBeLessThanOrEqual(800);
});
