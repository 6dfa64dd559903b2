import { expect, test } from '@playwright/test';
import { kickedOffOnOnePhone, OUTBOX_WRITES } from './match-log-support';
import { byNumber } from './tracker-support';

test('a tap’s row says Waiting from the moment it shows until the server has it, never Saved before', async ({
  browser,
  request,
}, testInfo) => {
  const { fixture, phone, page, scorer } = await kickedOffOnOnePhone(browser, request, testInfo);
  // Every sync state each row of the log shows, as the page draws it.
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    const note = () => {
      for (const row of Array.from(document.querySelectorAll('[data-testid="log-entry"]'))) {
        const id = row.getAttribute('data-entry-id') as string;
        const state = row.querySelector('[data-testid="sync-state"]')?.textContent ?? '';
        const states = seen[id] ?? [];
        if (states.at(-1) !== state) states.push(state);
        seen[id] = states;
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const before = Object.keys(await page.evaluate(() => (window as unknown as { seen: object }).seen));

  // The server is out of reach for a while: the taps wait on the phone.
  await page.route(OUTBOX_WRITES, (route) => route.abort('connectionreset'));
  for (const number of [9, 10, 11]) await scorer.record(byNumber(fixture.homeTeam, number), 'Foul');
  await expect(scorer.strip).toContainText('3 changes to sync');
  await page.unroute(OUTBOX_WRITES);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await scorer.synced();

  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, string[]> }).seen);
  const taps = Object.entries(seen).filter(([id]) => !before.includes(id));
  expect(taps).toHaveLength(3);
  for (const [, states] of taps) expect(states).toEqual(['Waiting', 'Saved']);
  await phone.close();
});
