import { expect, type Page, test } from '@playwright/test';
import { newPhone, prepareMatch, tracker } from './match-log-support';
import { byNumber, type FixtureTeam, type Member, matchOfItsOwn, signInAsOrganiser } from './tracker-support';

/**
 * Holds back the notices a tab gets of what the phone's other tabs saved (Dexie's cross-tab
 * channel) until released: the two tabs then tap "at the same instant", each on the state it
 * had, whatever the speed of the machine running the test.
 */
async function holdOtherTabsNotices(page: Page) {
  await page.addInitScript(() => {
    const Native = window.BroadcastChannel;
    const held: (() => void)[] = [];
    let holding = false;
    Object.assign(window, {
      holdCrossTab(on: boolean) {
        holding = on;
        if (!on) for (const deliver of held.splice(0)) deliver();
      },
    });
    window.BroadcastChannel = class extends Native {
      set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = handler && ((event) => (holding ? held.push(() => handler(event)) : handler(event)));
      }
      get onmessage() {
        return super.onmessage;
      }
    };
  });
}
const holdNotices = (page: Page, on: boolean) =>
  page.evaluate((hold) => (window as unknown as { holdCrossTab(on: boolean): void }).holdCrossTab(hold), on);

const serverRead = async (page: Page, path: string) => (await (await page.request.get(path)).json()).data;

test('two tabs of one phone tap a red card and a goal by the same player at once: the goal is refused on the phone and the server alike', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000); // three phones and two lineup edits: 54 s on a quiet machine
  const fixture = await matchOfItsOwn(request);
  await prepareMatch(request, fixture);
  const { homeTeam: home } = fixture;
  const striker = byNumber(home, 10);
  const phone = await newPhone(browser, testInfo.project.use.baseURL);
  const [pageA, pageB] = [await phone.newPage(), await phone.newPage()];
  await holdOtherTabsNotices(pageB);
  const [a, b] = [tracker(pageA), tracker(pageB)];
  await a.open(fixture.id);
  await pageB.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await a.tap('Start');
  await a.synced();
  await expect(pageB.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // No signal, and tab B has not heard of tab A's red card when its own tap lands.
  await phone.setOffline(true);
  await holdNotices(pageB, true);
  await a.record(striker, 'Red Card');
  await pageA.getByRole('dialog', { name: 'Substitution needed' }).getByRole('button', { name: 'Later' }).click();
  await b.record(striker, 'Goal');
  // Tab B took the tap on the match as it knew it; the phone's log now holds both.
  const goal = (tab: typeof a) => tab.entries.filter({ hasText: `Goal · ${striker.name}` });
  await expect(goal(b)).toHaveCount(1);
  await holdNotices(pageB, false);

  // Both tabs replay one log: the goal came after the sending-off, so it counts nowhere.
  for (const tab of [a, b]) {
    await expect(goal(tab)).toContainText(/Does not count: .*sent off/);
    await expect(tab.score).toHaveText('0 – 0');
  }
  await phone.setOffline(false);
  await expect(pageB.getByText('Failed to record event. Please try again.')).toBeVisible({ timeout: 15_000 });
  for (const tab of [a, b]) {
    await expect(goal(tab)).toContainText(/Rejected: .*sent off/);
    await expect(tab.score).toHaveText('0 – 0');
    await expect(tab.strip).toContainText('1 change refused');
  }
  const events = (await serverRead(pageA, `/api/matchEvent/fixture/${fixture.id}`)).matchEvents as { type: string }[];
  expect(events.map((e) => e.type)).toEqual(['RED_CARD']);
  expect(await serverRead(pageA, `/api/fixture/all/${fixture.id}`)).toMatchObject({ homeScore: 0, awayScore: 0 });
  await phone.close();
});

/** Opens the lineup screen, moves one player of `team` to `zone` and submits the change. */
async function editLineup(page: Page, fixtureId: string, team: FixtureTeam, member: Member, zone: string) {
  await page.goto(`/mytournaments/livescorecard/${fixtureId}`);
  await page.getByRole('button', { name: 'Edit Lineups' }).click();
  await page.getByRole('tab', { name: team.name, exact: true }).click();
  await page.getByRole('button', { name: `Move ${member.name} to…` }).click();
  await page.getByRole('menuitem', { name: `Move to ${zone}`, exact: true }).click();
  await page.getByRole('button', { name: `Update ${team.name}` }).click();
}

test('a lineup edited after kick-off: one that drops a scorer is refused at once, one that fits reaches every phone', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000); // three phones and two lineup edits: 54 s on a quiet machine
  const fixture = await matchOfItsOwn(request);
  await prepareMatch(request, fixture);
  const { homeTeam: home } = fixture;
  const baseURL = testInfo.project.use.baseURL;
  const [phoneA, phoneB] = [await newPhone(browser, baseURL), await newPhone(browser, baseURL)];
  const [pageA, pageB] = [await phoneA.newPage(), await phoneB.newPage()];
  const [a, b] = [tracker(pageA), tracker(pageB)];
  await a.open(fixture.id);
  await b.open(fixture.id);
  await a.tap('Start');
  await a.record(byNumber(home, 10), 'Goal');
  await a.synced();
  await expect(b.score).toHaveText('1 – 0');

  // On a third phone that never opened the tracker, leaving the scorer out would unmake his goal:
  // the lineup screen says so, naming him, and sends nothing.
  const phoneC = await newPhone(browser, baseURL);
  const pageC = await phoneC.newPage();
  await signInAsOrganiser(pageC);
  const scorer = byNumber(home, 10);
  await editLineup(pageC, fixture.id, home, scorer, 'Available Players');
  await expect(
    pageC.getByText(`${scorer.name} already has an entry in this match's log`, { exact: false }),
  ).toBeVisible();
  await expect(pageC).toHaveURL(`/mytournaments/livescorecard/${fixture.id}`);
  expect(
    await pageC.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('pitchside');
          open.onsuccess = () => {
            const counted = open.result.transaction('outbox').objectStore('outbox').count();
            counted.onsuccess = () => resolve(counted.result);
          };
        }),
    ),
  ).toBe(0);
  await phoneC.close();

  // A substitute who has not played leaves the bench: both phones' trackers follow the server's lineup.
  const benched = byNumber(home, 15);
  const onBench = (page: Page) => page.getByRole('button', { name: new RegExp(`^${benched.number} ${benched.name}`) });
  await b.showTeam(home);
  await expect(onBench(pageB)).toBeVisible();
  await editLineup(pageA, fixture.id, home, benched, 'Available Players');
  await expect(pageA).toHaveURL(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await a.synced();
  await expect(onBench(pageB)).toHaveCount(0, { timeout: 15_000 });
  for (const phone of [a, b]) await expect(phone.score).toHaveText('1 – 0');
  const lineup = (await serverRead(pageA, `/api/fixture/all/${fixture.id}`)).homeTeam.lineups[0] as {
    players: { player: { id: string } }[];
  };
  expect(lineup.players.map((p) => p.player.id)).not.toContain(benched.id);
  await phoneA.close();
  await phoneB.close();
});

test('someone who does not run the tournament opening the tracker is told so, with no button to score', async ({
  browser,
  request,
}, testInfo) => {
  const fixture = await matchOfItsOwn(request);
  await prepareMatch(request, fixture);
  const phone = await newPhone(browser, testInfo.project.use.baseURL);
  const page = await phone.newPage();
  await signInAsOrganiser(page, { phone: '9000000002', password: 'pitchside-demo' });
  await page.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: "Only this tournament's organisers can score this match." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'View the match' }).click();
  await expect(page).toHaveURL(`/tournaments/team/players/${fixture.id}`);
  await phone.close();
});

test('someone who does not run the tournament opening its fixture builder is told so before filling it in', async ({
  page,
  request,
}) => {
  const fixture = await matchOfItsOwn(request);
  await signInAsOrganiser(page, { phone: '9000000002', password: 'pitchside-demo' });
  await page.goto(`/mytournaments/create-fixture/${fixture.tournament.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: "Only this tournament's admin and co-organisers create its fixtures." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit|Create/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to tournament' }).click();
  await expect(page).toHaveURL(`/mytournaments/${fixture.tournament.id}`);
});

test('a browser that keeps nothing on the phone (private browsing) is told scoring offline is not possible there', async ({
  browser,
  request,
}, testInfo) => {
  const fixture = await matchOfItsOwn(request);
  const phone = await newPhone(browser, testInfo.project.use.baseURL);
  await phone.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  const page = await phone.newPage();
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be scored here without signal' })).toBeVisible();
  await phone.close();
});
