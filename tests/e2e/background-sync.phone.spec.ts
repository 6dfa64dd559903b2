import { expect, test } from '@playwright/test';
import { kickedOffOnOnePhone, OUTBOX_WRITES } from './match-log-support';
import { byNumber } from './tracker-support';

test('changes still waiting when the scorer closes the tracker go out afterwards, sent by the service worker', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { fixture, phone, page, scorer } = await kickedOffOnOnePhone(browser, request, testInfo);
  // The worker takes charge of the pages open when it starts (clientsClaim), but not of one whose
  // load was under way then (on a busy machine, the tracker's, right after sign-in): as in a
  // browser, that page is the worker's from its next load on.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The page's own calls get no answer (the service worker's are not routed here), so the three
  // fouls are still on the phone when the scorer closes the page.
  await page.route(OUTBOX_WRITES, (route) => route.abort('connectionreset'));
  for (const number of [9, 10, 11]) await scorer.record(byNumber(fixture.homeTeam, number), 'Foul');
  await expect(scorer.strip).toContainText('3 changes to sync');
  const events = async () =>
    (await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json()).data.matchEvents.length;
  expect(await events()).toBe(0);
  await page.close({ runBeforeUnload: true });

  await expect.poll(events, { timeout: 30_000, intervals: [500] }).toBe(3);
  const kinds = (await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json()).data.matchEvents.map(
    (event: { type: string }) => event.type,
  );
  expect(kinds).toEqual(['FOUL', 'FOUL', 'FOUL']);
  await phone.close();
});
