import { expect, test } from '@playwright/test';
import { apiToken, matchOfItsOwn } from './tracker-support';

test('a spectator watching a match page sees it kick off without reloading', async ({ page, request }) => {
  const fixture = await matchOfItsOwn(request);

  const streamOpened = page.waitForResponse((response) => response.url().includes(`/api/live/fixture/${fixture.id}`));
  await page.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(page.getByText('LIVE SOON')).toBeVisible();
  await streamOpened;

  const update = await request.put(`/api/fixture/update/${fixture.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { status: 'LIVE' },
  });
  expect(update.status()).toBe(200);

  await expect(page.getByText('Match Live')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('LIVE SOON')).toBeHidden();
});
