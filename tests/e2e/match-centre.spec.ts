import { type APIRequestContext, expect, test } from '@playwright/test';
import { openLiveTournament } from './browse-walk';
import { apiToken, byNumber, type Fixture, matchOfItsOwn, submitLineups } from './tracker-support';

type Headers = Record<string, string>;

/** A tracker entry as the phone's outbox sends it. */
async function logEntry(
  request: APIRequestContext,
  headers: Headers,
  fixture: Fixture,
  entry: Record<string, unknown>,
) {
  const id = crypto.randomUUID();
  const sent = await request.post('/api/matchLog/entry', {
    headers: { ...headers, 'idempotency-key': id },
    data: { fixtureId: fixture.id, entry: { id, at: Date.now(), ...entry } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

async function event(
  request: APIRequestContext,
  headers: Headers,
  fixture: Fixture,
  side: 'homeTeam' | 'awayTeam',
  number: number,
  type: string,
  minute: number,
) {
  const id = crypto.randomUUID();
  const team = fixture[side];
  const sent = await request.post('/api/matchEvent/create', {
    headers: { ...headers, 'idempotency-key': id },
    data: { id, fixtureId: fixture.id, teamId: team.id, playerId: byNumber(team, number).id, type, minute },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a live match shows its minute and half, the scorers and red cards under the score, and a timeline with assists under their goals', async ({
  page,
  request,
}) => {
  const fixture = await matchOfItsOwn(request);
  const headers = await submitLineups(request, fixture);
  const { homeTeam: home, awayTeam: away } = fixture;
  // The scorer started the clock 20 minutes ago.
  const started = Date.now() - 20 * 60_000;
  await logEntry(request, headers, fixture, { kind: 'CLOCK_START', at: started });
  await event(request, headers, fixture, 'homeTeam', 10, 'GOAL', 12);
  await event(request, headers, fixture, 'homeTeam', 9, 'ASSIST', 12);
  await event(request, headers, fixture, 'awayTeam', 2, 'OWN_GOAL', 15);
  await event(request, headers, fixture, 'awayTeam', 4, 'RED_CARD', 17);

  await page.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(page.getByText('Match Live')).toBeVisible();
  // The minute is the scorer's clock's, not the last event's (17'): 20' or more, however slow the machine.
  const clock = page.getByTestId('live-clock');
  await expect(clock).toHaveText(/^\d+' ?First Half$/);
  const shown = Number.parseInt((await clock.textContent()) ?? '', 10);
  expect(shown).toBeGreaterThanOrEqual(20);
  expect(shown).toBeLessThanOrEqual(Math.floor((Date.now() - started) / 60_000));
  await expect(page.getByText('2–0', { exact: true })).toBeVisible();
  const scorers = page.getByRole('list', { name: `Goals for ${home.name}` });
  await expect(scorers).toContainText(`${byNumber(home, 10).name} 12'`);
  await expect(scorers).toContainText(`${byNumber(away, 2).name} 15' (OG)`);
  await expect(page.getByRole('list', { name: `Sent off for ${away.name}` })).toContainText(
    `${byNumber(away, 4).name} 17'`,
  );

  // Lineups: each starting XI on a pitch by position, the bench below.
  const pitch = page.getByRole('group', { name: `${home.name} starting XI on the pitch` });
  await expect(pitch.getByRole('list', { name: 'Goalkeeper' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Substitutes').first()).toBeVisible();
  // Each player is marked with what they did: the scorer, and the away player sent off.
  await expect(pitch.getByRole('listitem').filter({ hasText: byNumber(home, 10).name })).toContainText('scored');
  const awayPitch = page.getByRole('group', { name: `${away.name} starting XI on the pitch` });
  await expect(awayPitch.getByRole('listitem').filter({ hasText: byNumber(away, 4).name })).toContainText('sent off');
  await expect(awayPitch.getByRole('listitem').filter({ hasText: byNumber(away, 2).name })).toContainText('own goal');

  await page.getByRole('tab', { name: 'Match Events' }).click();
  const timeline = page.getByRole('list', { name: 'Match timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText(`assist: ${byNumber(home, 9).name}`);
  await expect(timeline.getByRole('listitem').last()).toContainText('Red card');

  // Half time: the status says so once, with no minute.
  await logEntry(request, headers, fixture, { kind: 'STAGE', stage: 'HALF_TIME' });
  await expect(page.getByText('Half Time', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('live-clock')).toHaveCount(0);
});

test("the live tournament's fixtures put the match being played first, then the days in the tournament's zone", async ({
  page,
}) => {
  await openLiveTournament(page);
  const fixtures = page.getByRole('tabpanel', { name: 'Match Fixtures' });
  const headings = fixtures.getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Live');
  await expect(headings.nth(1)).toHaveText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4}$/,
  );
  await expect(fixtures.getByText(/^Times in /)).toBeVisible();
  await expect(
    fixtures.getByRole('region', { name: 'Live' }).getByRole('link', { name: /Green Valley FC.*Northside Athletic/ }),
  ).toBeVisible();
});

test("a shared link to a match names the match screen's code and data in the page, the screen takes that data, and Back stays in the app", async ({
  page,
  request,
}) => {
  const fixture = await matchOfItsOwn(request);
  // Finished, so no live stream reads the match again while it is checked.
  const ended = await request.put(`/api/fixture/update/${fixture.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { status: 'FULL_TIME', homeScore: 1, awayScore: 0 },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  const address = `/tournaments/team/players/${fixture.id}`;
  const html = await (await request.get(address)).text();
  const named = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? '');
  // The public screens' code, the match screen's with it, is one chunk (vite.config.ts).
  expect(named.some((file) => /\/assets\/public-screens-[\w-]+\.js$/.test(file))).toBe(true);
  expect(named).toContain(`/api/fixture/all/${fixture.id}`);
  for (const file of named) expect((await request.get(file)).status(), file).toBe(200);

  await page.goto(address);
  await expect(page.getByRole('main')).toContainText(fixture.homeTeam.name);
  // The screen's read is the one the page started: fetched once, by the link, not again by the app.
  const loads = () =>
    page.evaluate(
      (url) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith(url))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      `/api/fixture/all/${fixture.id}`,
    );
  await page.waitForLoadState('networkidle');
  expect(await loads()).toEqual(['link']);

  // Opened from a link, nothing of the app comes before it: Back goes up to the match's tournament, not out of the app.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/livetournaments/${fixture.tournament.id}$`));
});

test("at 360 px a tournament opened on a tab far along its row shows that tab whole, clear of the row's fade", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLiveTournament(page);
  const row = page.getByRole('tablist', { name: 'Tournament sections' });
  await page.goto(`${new URL(page.url()).pathname}?tab=injuries`);
  const chosen = row.getByRole('tab', { selected: true });
  await expect(chosen).toHaveText('Injury News');
  // The row runs past the screen, so the chosen tab was scrolled to: wholly inside, and clear of the
  // 32 px fade, or at the row's end, where the fade is lifted.
  await expect
    .poll(() =>
      row.evaluate((list) => {
        const tab = list.querySelector('[aria-selected="true"]')?.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
        const whole = !!tab && tab.left >= box.left && tab.right <= box.right;
        return list.scrollWidth > list.clientWidth && whole && (atEnd || (!!tab && tab.right <= box.right - 32));
      }),
    )
    .toBe(true);
});
