import { expect, test } from '@playwright/test';
import { apiToken } from './tracker-support';

/** The date ("YYYY-MM-DD") it is now in a time zone. */
const todayIn = (timeZone: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));

test('a tournament is live on its own days in its own time zone, whatever the date is in UTC', async ({
  page,
  request,
}) => {
  // A zone whose date is not UTC's right now: the evening of the last day west of UTC before midday
  // UTC (UTC−11), the morning of the first day east of UTC after it (UTC+14).
  const west = new Date().getUTCHours() < 11;
  const timeZone = west ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  const today = todayIn(timeZone);
  expect(today).not.toBe(new Date().toISOString().slice(0, 10));
  const name = `Island Cup ${crypto.randomUUID().slice(0, 8)}`;
  const days = west
    ? { startDate: todayIn(timeZone, -3), endDate: today }
    : { startDate: today, endDate: todayIn(timeZone, 3) };
  const created = await request.post('/api/tournaments/create', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { name, description: 'Played on island time', timeZone, ...days },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.data.id as string;

  await page.goto('/tournaments');
  await page.getByRole('tab', { name: 'Live Tournaments' }).click();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toHaveAttribute('href', `/tournaments/livetournaments/${id}`);
  const stream = page.waitForRequest((sent) => sent.url().includes(`/api/live/tournament/${id}`));
  await card.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await stream;
});
