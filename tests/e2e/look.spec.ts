import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { groupsCup, playGroups, shootout } from './competition-support';
import { levelGroupOfItsOwn } from './level-group-support';
import { lookProblems, SCHEMES, settled, VIEWPORTS } from './look-support';
import { type Fixture, matchOfItsOwn, ORGANISER, submitLineups } from './tracker-support';

/**
 * Every screen and dialog at two phone widths and a desktop, light and dark: no axe-core
 * violation, no tap target under 44 px, nothing wider than the screen (DESIGN §7, issue budgets).
 */

interface DemoIds {
  live: { id: string; fixtureId: string; teamId: string };
  past: string;
  future: { id: string; fixtureId: string };
  own: Fixture;
  /** A cup in groups then a knockout: groups played, a semi-final decided on penalties. */
  cup: string;
  /** The demo's cup in three groups, whose best thirds go through: a ranking of them beside the groups. */
  thirds: string;
  /** A tournament of the organiser's whose one group is level on everything (level-group-support.ts). */
  levelCup: string;
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Listed = { id: string; name: string };
type Detail = { fixtures: { id: string; status: string }[]; teams: { id: string }[] };

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const named = async (list: string, name: string) => {
    const found = (await read<Listed[]>(request, `/tournaments/${list}`)).find((t) => t.name === name);
    if (!found) throw new Error(`no ${name} among the ${list} tournaments`);
    return found.id;
  };
  const liveId = await named('current', 'City League');
  const live = await read<Detail>(request, `/tournaments/all/${liveId}`);
  const futureId = await named('future', 'Winter Shield');
  const future = await read<Detail>(request, `/tournaments/all/${futureId}`);
  const own = await matchOfItsOwn(request);
  await submitLineups(request, own);
  const cup = await groupsCup(request);
  await playGroups(request, cup);
  await shootout(request, cup, 'SF1');
  const liveMatch = live.fixtures.find((f) => f.status === 'SECOND_HALF');
  const [liveTeam] = live.teams;
  const [nextMatch] = future.fixtures;
  if (!liveMatch || !liveTeam || !nextMatch) throw new Error('the demo has no live match or no match to come');
  return {
    live: { id: liveId, fixtureId: liveMatch.id, teamId: liveTeam.id },
    past: await named('past', 'Monsoon Cup'),
    future: { id: futureId, fixtureId: nextMatch.id },
    own,
    cup: cup.id,
    thirds: await named('current', 'Lagoon Trophy'),
    levelCup: await levelGroupOfItsOwn(request),
  };
}

/** A screen to check: its address, and what to do there before each check (a tab, a dialog). */
interface Screen {
  path: string;
  /** Steps on the screen, each checked after it runs; a step that opens a dialog closes it itself next time. */
  steps?: { name: string; run: (page: Page) => Promise<void> }[];
}

const tab = (name: string) => ({
  name: `tab ${name}`,
  run: async (page: Page) => {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await settled(page);
  },
});

/**
 * The standings' Pts column shows without scrolling sideways, at every width, in every table (a cup
 * in groups has one per group and the ranking of the best-placed): the page scrolls down to the
 * table only, and what is drawn at the header's centre is the header (not clipped or hidden).
 */
const pointsInView = {
  name: 'Pts in view',
  run: async (page: Page) => {
    const headers = page.getByRole('columnheader', { name: 'Pts', exact: true });
    await expect(headers.first()).toBeVisible();
    for (const points of await headers.all()) {
      const visible = await points.evaluate((header) => {
        window.scrollBy(0, header.getBoundingClientRect().top - window.innerHeight / 2);
        const box = header.getBoundingClientRect();
        const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.right <= window.innerWidth && drawn !== null && header.contains(drawn);
      });
      const table = await points.evaluate((header) => {
        const caption = header.closest('table')?.getAttribute('aria-labelledby');
        return caption ? document.getElementById(caption)?.textContent : null;
      });
      expect(visible, `the Pts column of '${table}' is on screen`).toBe(true);
    }
  },
};

/** A team tapped in the bracket: its path lit up, and the line that says so with its Clear button. */
const bracketPath = {
  name: 'bracket path',
  run: async (page: Page) => {
    await page.getByRole('tabpanel', { name: 'Bracket' }).getByRole('button', { pressed: false }).last().click();
    await expect(page.getByRole('button', { name: 'Clear path' })).toBeVisible();
  },
};

const dialog = (name: string, open: (page: Page) => Promise<void>) => ({
  name: `dialog ${name}`,
  run: async (page: Page) => {
    await open(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    // Let the opening transition finish: axe reads colours mid-fade otherwise.
    await page.waitForTimeout(400);
  },
});

const closeDialog = {
  name: 'dialog closed',
  run: async (page: Page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
};

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
}

const clickButton = (name: string | RegExp) => (page: Page) =>
  page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();

function publicScreens(ids: DemoIds): Screen[] {
  return [
    { path: '/' },
    { path: '/login' },
    { path: '/register' },
    { path: '/ForgotPass' },
    { path: '/tournaments', steps: [tab('Past Tournaments'), tab('Future Tournaments')] },
    { path: '/tournaments/team' },
    {
      path: `/tournaments/livetournaments/${ids.live.id}`,
      steps: [tab('Participating Teams'), tab('Leaderboard'), pointsInView, tab('Injury News')],
    },
    {
      path: `/tournaments/livetournaments/${ids.cup}`,
      steps: [tab('Leaderboard'), pointsInView, tab('Bracket'), bracketPath],
    },
    { path: `/tournaments/livetournaments/${ids.thirds}`, steps: [tab('Leaderboard'), pointsInView] },
    { path: `/tournaments/pasttournaments/${ids.past}` },
    { path: `/tournaments/futuretournaments/${ids.future.id}` },
    { path: `/tournaments/match-fixtures/${ids.live.id}` },
    { path: `/teamsParticipating/${ids.live.id}` },
    { path: `/tournaments/team/players/${ids.live.fixtureId}`, steps: [tab('Match Events')] },
    { path: `/tournaments/team/players/${ids.future.fixtureId}` },
    { path: `/teamdetails/${ids.live.teamId}`, steps: [tab('Tournaments'), tab('Players')] },
    { path: `/leaderboards/${ids.live.id}` },
    { path: '/blogs' },
    { path: '/blogDetails' },
    { path: '/no-such-page' },
  ];
}

function organiserScreens(ids: DemoIds, phone: boolean): Screen[] {
  const { own } = ids;
  // On a phone the menu opens over the page.
  const menu = phone ? [{ name: 'menu open', run: openMenu }] : [];
  return [
    {
      path: '/profile',
      steps: [
        dialog('Edit Profile', clickButton('Edit Profile')),
        closeDialog,
        dialog('Add Team', clickButton('Add Team')),
        closeDialog,
        ...menu,
      ],
    },
    { path: '/mytournaments' },
    { path: '/mytournaments/create-tournament' },
    { path: '/mytournaments/create-team' },
    {
      path: `/mytournaments/${own.tournament.id}`,
      steps: [
        dialog('Add Teams', clickButton('Add Team')),
        closeDialog,
        tab('Match Fixtures'),
        dialog('Delete fixture', clickButton(/^Delete/)),
        closeDialog,
        tab('Leaderboard'),
        tab('Co-organisers'),
      ],
    },
    {
      path: `/mytournaments/${ids.levelCup}`,
      steps: [tab('Competition'), dialog('Drawing of lots', clickButton(/^Record drawing of lots/)), closeDialog],
    },
    { path: `/mytournaments/add-team/${own.tournament.id}` },
    { path: `/mytournaments/create-fixture/${own.tournament.id}` },
    {
      path: `/mytournaments/format/${own.tournament.id}`,
      steps: [
        choose('Fair play', 'On: count card points'),
        choose('Format', 'Groups then knockout'),
        choose('Format', 'Knockout only'),
        choose('Seeding order', 'Set by hand'),
        // The tournament has a fixture: the server asks before replacing it (nothing changes unless confirmed).
        dialog('Replace fixtures', clickButton('Set format')),
        closeDialog,
      ],
    },
    { path: `/tournaments/registerationpage/${own.tournament.id}` },
    { path: `/mytournaments/livescorecard/${own.id}` },
    { path: `/mytournaments/livescorecard/match-tracker/${own.id}` },
  ];
}

const choose = (label: string, option: string) => ({
  name: `${label}: ${option}`,
  run: async (page: Page) => {
    await page.getByRole('combobox', { name: label }).selectOption({ label: option });
    await settled(page);
  },
});

async function checkScreens(page: Page, screens: Screen[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await settled(page);
    problems.push(...(await lookProblems(page, `${label} ${screen.path}`)));
    for (const step of screen.steps ?? []) {
      await step.run(page);
      problems.push(...(await lookProblems(page, `${label} ${screen.path} ${step.name}`)));
    }
  }
  return problems;
}

async function signedIn(browser: Browser, request: APIRequestContext, options: Parameters<Browser['newContext']>[0]) {
  const login = await request.post('/api/auth/login', {
    data: { phoneNumber: ORGANISER.phone, password: ORGANISER.password },
  });
  const data = (await login.json()).data;
  const context = await browser.newContext(options);
  await context.addInitScript(
    (token) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
    },
    JSON.stringify({ ...data, exp: Math.floor(Date.now() / 1000) + data.expiresIn }),
  );
  return context;
}

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

for (const viewport of VIEWPORTS) {
  for (const colorScheme of SCHEMES) {
    const label = `${viewport.width}px ${colorScheme}`;
    const phone = viewport.width < 768;
    const options = { viewport, colorScheme };

    test(`${label}: every public screen passes axe, has 44 px targets and fits the screen`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ ...options, baseURL });
      const problems = await checkScreens(await context.newPage(), publicScreens(ids), label);
      await context.close();
      expect(problems).toEqual([]);
    });

    test(`${label}: every organiser screen and dialog passes axe, has 44 px targets and fits the screen`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const context = await signedIn(browser, request, { ...options, baseURL });
      const problems = await checkScreens(await context.newPage(), organiserScreens(ids, phone), label);
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
