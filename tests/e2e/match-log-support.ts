import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  type Fixture,
  type FixtureTeam,
  type Member,
  matchOfItsOwn,
  ORGANISER,
  signInAsOrganiser,
  submitLineups,
} from './tracker-support';

/** A demo player (src/server/db/demo/seed.ts) whom the organiser makes a co-organiser. */
export const CO_ORGANISER = { phone: '9000000001', password: 'pitchside-demo' };

/** Both lineups submitted to the server (the first eleven by number start) and the co-organiser added. */
export async function prepareMatch(request: APIRequestContext, fixture: Fixture) {
  const headers = await submitLineups(request, fixture);
  const added = await request.post('/api/tournaments/co-organisers', {
    headers,
    data: { tournamentId: fixture.tournament.id, phoneNumber: CO_ORGANISER.phone },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}

/** A phone of its own: a separate browser profile at 390×844. */
export function newPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL });
}

/** The head of the phone's outbox: when it is next due, and how many tries it had. */
export const outboxHead = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ count: number; nextAttemptAt: number; attempts: number }>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            open.result.close();
            const rows = all.result as { nextAttemptAt: number; attempts: number }[];
            resolve({
              count: rows.length,
              nextAttemptAt: rows[0]?.nextAttemptAt ?? 0,
              attempts: rows[0]?.attempts ?? 0,
            });
          };
        };
      }),
  );

/** The tracker of one match on one phone, driven as its scorer would. */
export function tracker(page: Page) {
  const player = (member: Member) => page.getByRole('button', { name: new RegExp(`^${member.number} ${member.name}`) });
  const stat = (name: string) => page.getByRole('group', { name: 'Stat' }).getByRole('button', { name, exact: true });
  return {
    score: page.getByTestId('match-score'),
    stage: page.getByTestId('match-stage'),
    clock: page.getByTestId('match-clock'),
    strip: page.getByTestId('sync-strip'),
    entries: page.getByTestId('log-entry'),
    async open(fixtureId: string, who = ORGANISER) {
      await signInAsOrganiser(page, who);
      await page.goto(`/mytournaments/livescorecard/match-tracker/${fixtureId}`);
      await expect(page.getByTestId('match-clock')).toBeVisible();
    },
    async showTeam(team: FixtureTeam) {
      await page.getByRole('radiogroup', { name: 'Team' }).getByText(team.name).click();
    },
    async record(member: Member, statName: string) {
      await player(member).click();
      await stat(statName).click();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
    },
    async tap(name: string) {
      await page.getByRole('button', { name, exact: true }).click();
    },
    /** Nothing waits on this phone: call it once the screen shows the last tap, so its change is queued. */
    async synced() {
      await expect.poll(async () => (await outboxHead(page)).count, { timeout: 15_000 }).toBe(0);
      await expect(page.getByTestId('sync-strip')).toContainText('Everything is on the server');
    },
  };
}

/** The calls that carry the outbox to the server. */
export const OUTBOX_WRITES = /\/api\/(sync\/batch|matchLog\/entry)$/;

/** A match of its own, prepared, open on the organiser's phone and kicked off, on the server. */
export async function kickedOffOnOnePhone(browser: Browser, request: APIRequestContext, info: TestInfo) {
  const fixture = await matchOfItsOwn(request);
  await prepareMatch(request, fixture);
  const phone = await newPhone(browser, info.project.use.baseURL);
  const page = await phone.newPage();
  const scorer = tracker(page);
  await scorer.open(fixture.id);
  await scorer.tap('Start');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await scorer.synced();
  return { fixture, phone, page, scorer };
}

/**
 * A match of its own, prepared, open on the organiser's phone (A) and the co-organiser's (B); A
 * kicks off and B sees the clock running.
 */
export async function kickedOffOnTwoPhones(browser: Browser, request: APIRequestContext, info: TestInfo) {
  const fixture = await matchOfItsOwn(request);
  await prepareMatch(request, fixture);
  const baseURL = info.project.use.baseURL;
  const [phoneA, phoneB] = [await newPhone(browser, baseURL), await newPhone(browser, baseURL)];
  const [pageA, pageB] = [await phoneA.newPage(), await phoneB.newPage()];
  const [a, b] = [tracker(pageA), tracker(pageB)];
  await a.open(fixture.id);
  await b.open(fixture.id, CO_ORGANISER);
  await a.tap('Start');
  await expect(pageA.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await a.synced();
  await expect(pageB.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  return { fixture, phoneA, phoneB, pageA, pageB, a, b };
}
