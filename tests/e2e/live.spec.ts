import { expect, test } from '@playwright/test';

interface Fixture {
  id: string;
  status: string;
}

test('a spectator watching a match page sees it kick off without reloading', async ({ page, request }) => {
  const current = await (await request.get('/api/tournaments/current')).json();
  const league = (current.data as { id: string; name: string }[]).find((t) => t.name === 'City League');
  const detail = await (await request.get(`/api/tournaments/all/${league?.id}`)).json();
  const upcoming = (detail.data.fixtures as Fixture[]).filter((fixture) => fixture.status === 'SCHEDULED');
  const fixture = upcoming.at(-1) as Fixture;

  const streamOpened = page.waitForResponse((response) => response.url().includes(`/api/live/fixture/${fixture.id}`));
  await page.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(page.getByText('LIVE SOON').first()).toBeVisible();
  await streamOpened;

  const login = await request.post('/api/auth/login', {
    data: { phoneNumber: '+919000000000', password: 'pitchside-demo' },
  });
  const { accessToken } = (await login.json()).data;
  const update = await request.put(`/api/fixture/update/${fixture.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { status: 'LIVE' },
  });
  expect(update.status()).toBe(200);

  await expect(page.getByText('Match Live')).toBeVisible({ timeout: 5_000 });
});
