import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo organiser (src/server/db/demo/seed.ts) and his tournament still to come, all fixtures scheduled. */
export const ORGANISER = { phone: '9000000000', password: 'pitchside-demo' };
const FUTURE_TOURNAMENT = 'Winter Shield';

export interface Member {
  id: string;
  name: string;
  primaryPosition: string | null;
  number: number | null;
}
export interface FixtureTeam {
  id: string;
  name: string;
  members: Member[];
}
export interface Fixture {
  id: string;
  homeTeam: FixtureTeam;
  awayTeam: FixtureTeam;
  tournament: { id: string };
}

/** Signs in through the API: the access token, to prepare a match as its organiser would. */
export async function apiToken(request: APIRequestContext, who = ORGANISER): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { phoneNumber: who.phone, password: who.password } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.accessToken;
}

/** Two demo clubs with their squads: the teams of the demo's first match still to come, which no test changes. */
async function twoDemoClubs(request: APIRequestContext): Promise<Pick<Fixture, 'homeTeam' | 'awayTeam'>> {
  const list = (await (await request.get('/api/tournaments/future')).json()) as {
    data: { id: string; name: string }[];
  };
  const tournament = list.data.find((t) => t.name === FUTURE_TOURNAMENT);
  if (!tournament) throw new Error('no future demo tournament');
  const detail = (await (await request.get(`/api/tournaments/all/${tournament.id}`)).json()) as {
    data: { fixtures: { id: string }[] };
  };
  const first = detail.data.fixtures[0];
  if (!first) throw new Error('no demo fixture to come');
  return ((await (await request.get(`/api/fixture/all/${first.id}`)).json()) as { data: Fixture }).data;
}

const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * A scheduled match of a tournament of its own (on from yesterday to tomorrow, so it is current in
 * any time zone at any hour, unless `days` says otherwise), between two demo clubs, made by the demo
 * organiser as a League match unless `matchType` says otherwise. Its standings and leaderboards count this match alone, and no other browser test
 * running meanwhile touches it.
 */
export async function matchOfItsOwn(
  request: APIRequestContext,
  days: { start: number; end: number; match: number } = { start: -1, end: 1, match: 1 },
  matchType: 'League' | 'Knockout' | 'Friendly' = 'League',
): Promise<Fixture> {
  const { homeTeam, awayTeam } = await twoDemoClubs(request);
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const created = await request.post('/api/tournaments/create', {
    headers,
    data: {
      name: `Test Cup ${crypto.randomUUID().slice(0, 8)}`,
      description: 'A match for one browser test',
      startDate: isoDate(days.start),
      endDate: isoDate(days.end),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = (await created.json()).data.data.id as string;
  for (const team of [homeTeam, awayTeam]) {
    const added = await request.post('/api/tournaments/add-team', { headers, data: { tournamentId, teamId: team.id } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const fixtures = await request.post('/api/fixture/container', {
    headers,
    data: {
      tournamentId,
      matchType,
      subfixtures: [
        {
          homeTeam: homeTeam.id,
          awayTeam: awayTeam.id,
          matchDate: isoDate(days.match),
          time: '18:00',
          venue: 'Main Arena',
        },
      ],
    },
  });
  expect(fixtures.status(), await fixtures.text()).toBe(201);
  const [fixtureId] = (await fixtures.json()).data.fixtureIds as string[];
  return ((await (await request.get(`/api/fixture/all/${fixtureId}`)).json()) as { data: Fixture }).data;
}

/** A lineup draft as the lineup screen keeps it: the first eleven by shirt number start, the rest sit on the bench. */
export function draftOf(fixtureId: string, team: FixtureTeam) {
  const squad = [...team.members].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return {
    key: `${fixtureId}:${team.id}`,
    fixtureId,
    teamId: team.id,
    submittedAt: Date.now(),
    lineup: {
      id: crypto.randomUUID(),
      fixtureId,
      teamId: team.id,
      players: squad.map((m, i) => ({
        playerId: m.id,
        position: m.primaryPosition ?? 'DEFENDER',
        isStarting: i < 11,
        jerseyNumber: m.number ?? i + 1,
      })),
    },
  };
}

/** Both lineups submitted to the server by the demo organiser, as `draftOf` picks them. */
export async function submitLineups(request: APIRequestContext, fixture: Fixture) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  for (const team of [fixture.homeTeam, fixture.awayTeam]) {
    const saved = await request.post('/api/lineup/create', { headers, data: draftOf(fixture.id, team).lineup });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return headers;
}

/** Writes the drafts into the app's IndexedDB, as the lineup screen would have. */
export async function seedDrafts(page: Page, drafts: unknown[]) {
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('pitchside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('lineupDrafts', 'readwrite');
      for (const row of rows) tx.objectStore('lineupDrafts').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, drafts);
}

export const byNumber = (team: FixtureTeam, number: number) => {
  const member = team.members.find((m) => m.number === number);
  if (!member) throw new Error(`no #${number} in ${team.name}`);
  return member;
};

/** Signs in through the sign-in screen, as the demo organiser unless told otherwise. */
export async function signInAsOrganiser(page: Page, who = ORGANISER) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(who.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/**
 * Opens the tracker of a scheduled demo fixture with lineups picked on this phone: the drafts are
 * written into IndexedDB as the lineup screen would, then the page is loaded again to read them.
 */
export async function openTrackerWithLineups(
  page: Page,
  request: APIRequestContext,
  days?: Parameters<typeof matchOfItsOwn>[1],
  matchType?: Parameters<typeof matchOfItsOwn>[2],
): Promise<Fixture> {
  const fixture = await matchOfItsOwn(request, days, matchType);
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await expect(page.getByText('No lineups for this match yet')).toBeVisible();
  await seedDrafts(page, [draftOf(fixture.id, fixture.homeTeam), draftOf(fixture.id, fixture.awayTeam)]);
  await page.reload(); // written behind Dexie's back, so it is read on the next load
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  return fixture;
}

/** Where a player goes on the lineup screen to make the lineup `draftOf` describes. */
function zoneFor(team: FixtureTeam, member: Member): 'Goalkeeper' | 'Starting XI' | 'Substitutes' {
  const squad = [...team.members].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  if (squad.indexOf(member) >= 11) return 'Substitutes';
  return member.primaryPosition === 'GOALKEEPER' ? 'Goalkeeper' : 'Starting XI';
}

/**
 * Signs in and picks both lineups on the lineup screen, with each player's move menu (the drag
 * gestures have their own test), home then away; the screen then opens the tracker.
 */
export async function pickLineupsThenOpenTracker(page: Page, request: APIRequestContext): Promise<Fixture> {
  const fixture = await matchOfItsOwn(request);
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/livescorecard/${fixture.id}`);
  for (const team of [fixture.homeTeam, fixture.awayTeam]) {
    await expect(page.getByRole('tab', { name: team.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const member of team.members) {
      const zone = zoneFor(team, member);
      await page.getByRole('button', { name: `Move ${member.name} to…` }).click();
      await page.getByRole('menuitem', { name: `Move to ${zone}`, exact: true }).click();
      await expect(page.getByRole('region', { name: zone, exact: true }).getByText(member.name)).toBeVisible();
    }
    await page.getByRole('button', { name: `Submit ${team.name}` }).click();
  }
  await expect(page).toHaveURL(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  return fixture;
}
