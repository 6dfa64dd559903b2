import { expect, test } from '@playwright/test';
import { kickedOffOnOnePhone, OUTBOX_WRITES, outboxHead } from './match-log-support';
import { byNumber } from './tracker-support';

test('the outbox uses a window of signal the browser does not announce: the first answer from the server sends the queue', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { fixture, phone, page, scorer: a } = await kickedOffOnOnePhone(browser, request, testInfo);

  // Lie-fi: the browser says online, but the outbox's calls get no answer.
  await page.route(OUTBOX_WRITES, (route) => route.abort('connectionreset'));
  for (const number of [9, 10, 11]) await a.record(byNumber(fixture.homeTeam, number), 'Foul');
  await expect(a.strip).toContainText('3 changes to sync');
  // Wait until the backoff has grown: the queue's next try is at least 8 s away.
  await expect
    .poll(
      async () => {
        const head = await outboxHead(page);
        return head.nextAttemptAt - Date.now();
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBeGreaterThan(8_000);
  const { nextAttemptAt } = await outboxHead(page);

  // Signal for a moment: the scorer opens another screen, whose reads the server answers.
  await page.unroute(OUTBOX_WRITES);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect.poll(async () => (await outboxHead(page)).count, { timeout: 5_000 }).toBe(0);
  expect(Date.now()).toBeLessThan(nextAttemptAt);
  const events = (await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json()).data.matchEvents;
  expect(events).toHaveLength(3);
  await phone.close();
});

test('on a slow, flapping line the tracker sends everything it queued within the first five seconds of a signal window', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { fixture, phone, page, scorer: a } = await kickedOffOnOnePhone(browser, request, testInfo);

  // A 2G-like line (400 ms round trips, 50 KB/s) that drops out.
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Network.enable');
  const line = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
  await line(true);
  const players = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => byNumber(fixture.homeTeam, n));
  for (const player of players) await a.record(player, 'Foul');
  await expect(a.strip).toContainText('10 changes to sync');

  // A few seconds of signal, then gone again.
  await line(false);
  const opened = Date.now();
  await expect.poll(async () => (await outboxHead(page)).count, { timeout: 5_000, intervals: [100] }).toBe(0);
  const drainedIn = Date.now() - opened;
  await line(true);
  expect(drainedIn).toBeLessThan(5_000);
  const events = (await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json()).data.matchEvents;
  expect(events).toHaveLength(10);
  await phone.close();
});
