import { expect, type Page, test } from '@playwright/test';
import { CO_ORGANISER, kickedOffOnTwoPhones, newPhone, prepareMatch, tracker } from './match-log-support';
import { byNumber, matchOfItsOwn } from './tracker-support';

/** How many rows a table of the phone's database holds. */
const storedRows = (page: Page, table: 'outbox' | 'rejected') =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
    table,
  );

test('a co-organiser takes over on a second phone at half time, the first phone comes back, and every view agrees', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const fixture = await matchOfItsOwn(request);
  const { homeTeam: home, awayTeam: away } = fixture;
  await prepareMatch(request, fixture);
  const baseURL = testInfo.project.use.baseURL;

  // Phone A scores the first half.
  const phoneA = await newPhone(browser, baseURL);
  let pageA = await phoneA.newPage();
  let a = tracker(pageA);
  await a.open(fixture.id);
  await a.tap('Start');
  await a.record(byNumber(home, 10), 'Goal');
  await expect(a.score).toHaveText('1 – 0');
  await a.showTeam(away);
  await a.record(byNumber(away, 4), 'Yellow Card');
  await a.tap('Half Time');
  await pageA.getByRole('dialog', { name: 'Half Time' }).getByRole('button', { name: 'Half Time' }).click();
  await expect(a.stage).toHaveText('Half Time');
  await a.synced();
  const halfTimeClock = await a.clock.textContent();

  // Offline, A starts the second half and records an away goal; then the phone is closed.
  await phoneA.setOffline(true);
  await a.tap('Second Half');
  await a.record(byNumber(away, 10), 'Goal');
  await expect(a.score).toHaveText('1 – 1');
  await expect(a.strip).toContainText('2 changes to sync');
  // Logging out now would strand them: the phone says so, and the scorer stays signed in.
  await pageA.getByRole('button', { name: 'Menu' }).click();
  await pageA.getByRole('button', { name: 'Logout' }).click();
  const warning = pageA.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(warning).toContainText('2 changes you made on this phone have not reached the server yet.');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(a.strip).toContainText('2 changes to sync');
  await pageA.close();

  // Phone B, the co-organiser, opens the match at the server's score, stage and minute.
  const phoneB = await newPhone(browser, baseURL);
  const pageB = await phoneB.newPage();
  const b = tracker(pageB);
  await b.open(fixture.id, CO_ORGANISER);
  await expect(b.score).toHaveText('1 – 0');
  await expect(b.stage).toHaveText('Half Time');
  await expect(b.clock).toHaveText(halfTimeClock ?? '');
  await expect(b.entries.filter({ hasText: `Goal · ${byNumber(home, 10).name}` })).toHaveCount(1);
  await b.tap('Second Half');
  await b.record(byNumber(home, 9), 'Goal');
  await expect(b.score).toHaveText('2 – 0');
  await b.synced();

  // A reopens with signal: its two waiting entries merge with B's.
  await phoneA.setOffline(false);
  pageA = await phoneA.newPage();
  a = tracker(pageA);
  await pageA.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await a.synced();
  for (const phone of [a, b]) {
    await expect(phone.score).toHaveText('2 – 1');
    await expect(phone.stage).toHaveText('Second Half');
    // Both phones started the second half: it counts once.
    await expect(phone.entries.filter({ hasText: 'Also recorded by another phone' })).toHaveCount(1);
  }
  const [clockA, clockB] = [await a.clock.textContent(), await b.clock.textContent()];
  const seconds = (text: string | null) => {
    const [mm, ss] = (text ?? '0:0').split(':').map(Number);
    return (mm ?? 0) * 60 + (ss ?? 0);
  };
  expect(Math.abs(seconds(clockA) - seconds(clockB))).toBeLessThanOrEqual(1);

  // B ends the match; A follows, and the public pages show the same numbers.
  await b.tap('End Match');
  await pageB.getByRole('dialog', { name: 'End Match' }).getByRole('button', { name: 'Confirm' }).click();
  for (const phone of [a, b]) await expect(phone.stage).toHaveText('Full Time');
  await b.synced();

  const read = (path: string) => request.get(path).then((r) => r.json());
  expect((await read(`/api/fixture/all/${fixture.id}`)).data).toMatchObject({
    status: 'FULL_TIME',
    homeScore: 2,
    awayScore: 1,
  });
  const standings = (await read(`/api/leaderboard/standings/${fixture.tournament.id}`)).data as {
    team: { name: string };
    won: number;
    lost: number;
    points: number;
  }[];
  expect(standings.find((row) => row.team.name === home.name)).toMatchObject({ won: 1, points: 3 });
  expect(standings.find((row) => row.team.name === away.name)).toMatchObject({ lost: 1, points: 0 });
  const awards = (await read(`/api/leaderboard/awards/${fixture.tournament.id}`)).data as {
    goldenBoot: { player: { name: string }; goals: number }[];
  };
  const boots = awards.goldenBoot.map((row) => [row.player.name, row.goals]);
  expect(boots).toHaveLength(3);
  for (const scorer of [byNumber(home, 10), byNumber(home, 9), byNumber(away, 10)])
    expect(boots).toContainEqual([scorer.name, 1]);

  await pageB.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(pageB.getByText('Match Ended')).toBeVisible();
  await pageB.getByRole('tab', { name: 'Match Events' }).click();
  const events = pageB.getByRole('tabpanel', { name: 'Match Events' });
  for (const scorer of [byNumber(home, 10), byNumber(home, 9), byNumber(away, 10)])
    await expect(events.getByText(scorer.name).first()).toBeVisible();
  await phoneA.close();
  await phoneB.close();
});

for (const firstBack of ['A', 'B'] as const) {
  test(`two phones record the same goal offline, phone ${firstBack} back first: it counts once, one answer settles it on both, and both cards count`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { fixture, phoneA, phoneB, a, b } = await kickedOffOnTwoPhones(browser, request, testInfo);
    const { homeTeam: home, awayTeam: away } = fixture;

    await phoneA.setOffline(true);
    await phoneB.setOffline(true);
    await a.record(byNumber(home, 10), 'Goal');
    await a.record(byNumber(home, 3), 'Yellow Card');
    await b.record(byNumber(home, 10), 'Goal');
    await b.showTeam(away);
    await b.record(byNumber(away, 5), 'Yellow Card');
    const [first, second] = firstBack === 'A' ? [phoneA, phoneB] : [phoneB, phoneA];
    await first.setOffline(false);
    await (firstBack === 'A' ? a : b).synced();
    await second.setOffline(false);
    for (const phone of [a, b]) await phone.synced();

    const flagged = (phone: typeof a) => phone.entries.filter({ hasText: 'Another phone recorded this too' });
    for (const phone of [a, b]) {
      await expect(phone.score).toHaveText('1 – 0');
      await expect(flagged(phone)).toHaveCount(1);
    }
    await flagged(a).getByRole('button', { name: 'Same goal' }).click();
    for (const phone of [a, b]) {
      await expect(flagged(phone)).toHaveCount(0);
      await expect(phone.score).toHaveText('1 – 0');
      await expect(phone.entries.filter({ hasText: 'Answered "Same goal": counted once' })).toHaveCount(1);
    }
    await a.synced();
    const events = (await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json()).data.matchEvents as {
      type: string;
    }[];
    expect(events.map((e) => e.type).sort()).toEqual(['GOAL', 'YELLOW_CARD', 'YELLOW_CARD']);
    expect((await (await request.get(`/api/fixture/all/${fixture.id}`)).json()).data).toMatchObject({
      homeScore: 1,
      awayScore: 0,
    });
    for (const phone of [a, b]) await expect(phone.entries.filter({ hasText: 'Yellow Card' })).toHaveCount(2);
    await phoneA.close();
    await phoneB.close();
  });
}

test('an entry refused because the other phone ended the match leaves the score and can be retried or dismissed', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { fixture, phoneA, phoneB, pageA, pageB, a, b } = await kickedOffOnTwoPhones(browser, request, testInfo);
  const { homeTeam: home } = fixture;

  // A loses signal, so it hears nothing of the final whistle B blows; then it records a goal.
  await phoneA.setOffline(true);
  await b.tap('End Match');
  await pageB.getByRole('dialog', { name: 'End Match' }).getByRole('button', { name: 'End Match as Draw' }).click();
  await expect(b.stage).toHaveText('Full Time');
  await b.synced();
  await a.record(byNumber(home, 10), 'Goal');
  await expect(a.score).toHaveText('1 – 0');
  await phoneA.setOffline(false);

  await expect(pageA.getByText('Failed to record event. Please try again.')).toBeVisible({ timeout: 15_000 });
  await expect(a.score).toHaveText('0 – 0');
  await expect(a.stage).toHaveText('Full Time');
  const refused = a.entries.filter({ hasText: 'Rejected: The match is over' });
  await expect(refused).toHaveCount(1);
  await expect(a.strip).toContainText('1 change refused');
  // Sent again, it is refused again (the phone's outbox empties and the refusal is back).
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => storedRows(pageA, 'outbox'), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => storedRows(pageA, 'rejected')).toBe(1);
  await expect(refused).toHaveCount(1);
  await expect(a.score).toHaveText('0 – 0');
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(a.entries.filter({ hasText: `Goal · ${byNumber(home, 10).name}` })).toHaveCount(0);
  await a.synced();
  expect((await (await request.get(`/api/fixture/all/${fixture.id}`)).json()).data).toMatchObject({
    homeScore: 0,
    awayScore: 0,
    status: 'FULL_TIME',
  });
  await phoneA.close();
  await phoneB.close();
});

test("'No replacement' after a red card, answered on one phone, closes the other phone's prompt and is not asked again", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { fixture, pageA, pageB, a, b } = await kickedOffOnTwoPhones(browser, request, testInfo);
  const sentOff = byNumber(fixture.homeTeam, 4);
  const promptOn = (page: Page) => page.getByRole('dialog', { name: 'Substitution needed' });

  await a.record(sentOff, 'Red Card');
  // Both phones follow the match: the red card asks each of them to fill the place.
  await expect(promptOn(pageA)).toContainText(sentOff.name);
  await expect(promptOn(pageB)).toContainText(sentOff.name);

  await promptOn(pageA).getByRole('button', { name: 'No replacement' }).click();
  await expect(promptOn(pageA)).toBeHidden();
  await a.synced();
  const answered = `No replacement: ${fixture.homeTeam.name} play on without ${sentOff.name}`;
  // The answer is in the match's log: the other phone's prompt closes by itself.
  await expect(b.entries.filter({ hasText: answered })).toHaveCount(1);
  await expect(promptOn(pageB)).toBeHidden();

  await pageB.reload();
  await expect(pageB.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(b.entries.filter({ hasText: answered })).toHaveCount(1);
  await expect(promptOn(pageB)).toBeHidden();
});
