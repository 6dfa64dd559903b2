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

test('a spectator watching a tournament still to come sees a match started ahead of its days score without reloading', async ({
  page,
  request,
}) => {
  // Days ahead in every time zone: the tournament is not on yet when its organiser starts the match early.
  const fixture = await matchOfItsOwn(request, { start: 5, end: 6, match: 5 });
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const started = await request.put(`/api/fixture/update/${fixture.id}`, { headers, data: { status: 'LIVE' } });
  expect(started.status()).toBe(200);

  const streamOpened = page.waitForResponse((response) =>
    response.url().includes(`/api/live/tournament/${fixture.tournament.id}`),
  );
  await page.goto(`/tournaments/futuretournaments/${fixture.tournament.id}?tab=fixtures`);
  const card = page.locator(`a[href="/tournaments/team/players/${fixture.id}"]`);
  await expect(card).toContainText('Match Live');
  await streamOpened;

  const goal = await request.put(`/api/fixture/update/${fixture.id}`, { headers, data: { homeScore: 1 } });
  expect(goal.status()).toBe(200);
  await expect(card).toContainText('1–0', { timeout: 5_000 });
});

test('a visitor on the Live tournaments list sees a tournament join it when its match kicks off early, without reloading', async ({
  page,
  request,
}) => {
  // Days ahead in every time zone: only its match being played can list it under Live.
  const fixture = await matchOfItsOwn(request, { start: 5, end: 6, match: 5 });
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/live/tournaments'));
  await page.goto('/tournaments');
  await expect(page.getByRole('tab', { name: 'Live Tournaments', selected: true })).toBeVisible();
  await streamOpened;
  const card = page.getByRole('tabpanel').locator(`a[href*="${fixture.tournament.id}"]`);
  await expect(card).toHaveCount(0);

  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const started = await request.put(`/api/fixture/update/${fixture.id}`, { headers, data: { status: 'LIVE' } });
  expect(started.status()).toBe(200);
  await expect(card).toBeVisible({ timeout: 5_000 });
});

test('a spectator whose signal drops while a goal is scored sees it as soon as the signal is back', async ({
  page,
  request,
}) => {
  const fixture = await matchOfItsOwn(request);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const started = await request.put(`/api/fixture/update/${fixture.id}`, { headers, data: { status: 'LIVE' } });
  expect(started.status()).toBe(200);

  const streamOpened = page.waitForResponse((response) => response.url().includes(`/api/live/fixture/${fixture.id}`));
  await page.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(page.getByText('Match Live')).toBeVisible();
  await streamOpened;

  // The stream may stay open through a short drop and tell of the goal: the read it starts then fails.
  await page.context().setOffline(true);
  const goal = await request.put(`/api/fixture/update/${fixture.id}`, { headers, data: { homeScore: 1 } });
  expect(goal.status()).toBe(200);
  await expect(page.getByText('0–0', { exact: true })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('1–0', { exact: true })).toBeVisible({ timeout: 5_000 });
});
