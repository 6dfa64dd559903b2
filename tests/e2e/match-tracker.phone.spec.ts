import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The demo organiser (src/server/db/demo/seed.ts) and his tournament still to come, all fixtures scheduled. */
const ORGANISER = { phone: '9000000000', password: 'pitchside-demo' };
const FUTURE_TOURNAMENT = 'Winter Shield';

interface Member {
  id: string;
  name: string;
  primaryPosition: string | null;
  number: number | null;
}
interface FixtureTeam {
  id: string;
  name: string;
  members: Member[];
}
interface Fixture {
  id: string;
  homeTeam: FixtureTeam;
  awayTeam: FixtureTeam;
}

async function scheduledFixture(request: APIRequestContext): Promise<Fixture> {
  const list = (await (await request.get('/api/tournaments/future')).json()) as {
    data: { id: string; name: string }[];
  };
  const tournament = list.data.find((t) => t.name === FUTURE_TOURNAMENT);
  if (!tournament) throw new Error('no future demo tournament');
  const detail = (await (await request.get(`/api/tournaments/all/${tournament.id}`)).json()) as {
    data: { fixtures: { id: string; status: string }[] };
  };
  const fixture = detail.data.fixtures.find((f) => f.status === 'SCHEDULED');
  if (!fixture) throw new Error('no scheduled demo fixture');
  return ((await (await request.get(`/api/fixture/all/${fixture.id}`)).json()) as { data: Fixture }).data;
}

/** A lineup draft as the lineup screen keeps it: the first eleven by shirt number start, the rest sit on the bench. */
function draftOf(fixtureId: string, team: FixtureTeam) {
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

/** Writes the drafts into the app's IndexedDB, as the lineup screen would have. */
async function seedDrafts(page: Page, drafts: unknown[]) {
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

const byNumber = (team: FixtureTeam, number: number) => {
  const member = team.members.find((m) => m.number === number);
  if (!member) throw new Error(`no #${number} in ${team.name}`);
  return member;
};

test('an organiser tracks a whole match offline, to a penalty shootout, and a reload keeps it all', async ({
  page,
  context,
  request,
}) => {
  const fixture = await scheduledFixture(request);
  const { homeTeam: home, awayTeam: away } = fixture;

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(ORGANISER.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ORGANISER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

  const trackerUrl = `/mytournaments/livescorecard/match-tracker/${fixture.id}`;
  await page.goto(trackerUrl);
  await expect(page.getByText('No lineups for this match yet')).toBeVisible();
  await seedDrafts(page, [draftOf(fixture.id, home), draftOf(fixture.id, away)]);
  await page.reload(); // written behind Dexie's back, so it is read on the next load
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  await context.setOffline(true);
  const strip = page.getByTestId('sync-strip');
  await expect(strip.getByText('Offline')).toBeVisible();
  const score = page.getByTestId('match-score');
  const stage = page.getByTestId('match-stage');
  const player = (member: Member) => page.getByRole('button', { name: new RegExp(`^${member.number} ${member.name}`) });
  const stat = (name: string) => page.getByRole('group', { name: 'Stat' }).getByRole('button', { name, exact: true });
  const showTeam = (team: FixtureTeam) => page.getByRole('radiogroup', { name: 'Team' }).getByText(team.name).click();
  const record = async (member: Member, statName: string) => {
    await player(member).click();
    await stat(statName).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
  };

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByTestId('match-clock')).toHaveText('00:01', { timeout: 3000 });

  // A stat needs choosing first.
  await player(byNumber(home, 10)).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Please select a stat first.')).toBeVisible();
  await player(byNumber(home, 10)).click();

  await record(byNumber(home, 10), 'Goal');
  await expect(page.getByText(`Goal! ${byNumber(home, 10).name} scores.`)).toBeVisible();
  await expect(score).toHaveText('1 – 0');
  await record(byNumber(home, 3), 'Yellow Card');
  await expect(page.getByText(`Yellow Card for ${byNumber(home, 3).name}.`)).toBeVisible();

  await showTeam(away);
  await record(byNumber(away, 2), 'Own Goal');
  await expect(score).toHaveText('2 – 0');
  await record(byNumber(away, 11), 'Goal');
  await record(byNumber(away, 10), 'Goal');
  await expect(score).toHaveText('2 – 2');
  await player(byNumber(away, 9)).click();
  await page.getByRole('button', { name: 'Offside', exact: true }).click();
  await expect(page.getByText(`Offside recorded for ${byNumber(away, 9).name}.`)).toBeVisible();

  // A red card from the field: the team is prompted to bring someone on.
  await record(byNumber(away, 4), 'Red Card');
  await expect(page.getByText(`${byNumber(away, 4).name} is sent off`)).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Substitution needed' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: new RegExp(`^13 ${byNumber(away, 13).name}`) }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(`${byNumber(away, 13).name} comes on for ${byNumber(away, 4).name}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sent off' }).getByRole('button')).toBeDisabled();

  // The goalkeeper rule: the only keeper cannot go off for someone who will not keep goal.
  await page.getByRole('button', { name: 'Substitution', exact: true }).click();
  await player(byNumber(away, 12)).click(); // coming on first…
  await player(byNumber(away, 1)).click(); // …then the keeper going off
  await page.getByRole('radiogroup', { name: 'Role of the player coming on' }).getByText('STR').click();
  await page.getByRole('button', { name: 'Confirm substitution' }).click();
  await expect(page.getByText('You must have at least one goalkeeper on the field.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.getByRole('button', { name: 'Half Time', exact: true }).click();
  await expect(stage).toHaveText('Half Time');
  await page.getByRole('button', { name: 'Second Half', exact: true }).click();
  await expect(stage).toHaveText('Second Half');

  // Level at the end: extra time, then still level, the shootout.
  await page.getByRole('button', { name: 'End Match', exact: true }).click();
  await page.getByRole('dialog', { name: 'End Match' }).getByRole('button', { name: 'Play Extra Time' }).click();
  await expect(stage).toHaveText('Extra Time');
  await expect(page.getByTestId('match-clock')).toHaveText(/^00:0[0-2]$/);
  await page.getByRole('button', { name: 'End Match', exact: true }).click();
  const endDialog = page.getByRole('dialog', { name: 'End Match' });
  await expect(endDialog.getByRole('button', { name: 'End Match as Draw' })).toBeVisible();
  await endDialog.getByRole('button', { name: 'Go to Penalty Shootout' }).click();

  const shootout = page.getByRole('dialog', { name: 'Penalty Shootout' });
  await expect(shootout.getByText('No penalties taken yet')).toBeVisible();
  const end = shootout.getByRole('button', { name: 'End', exact: true });
  for (const turn of [home, away, home, away, home, away]) {
    await expect(end).toBeDisabled();
    await expect(shootout.getByTestId('shootout-turn')).toHaveText(`${turn.name} to kick`);
    await shootout.getByRole('button', { name: turn === home ? 'Scored' : 'Missed', exact: true }).click();
  }
  await expect(shootout.getByTestId('shootout-tally')).toHaveText(`${home.name} 3 – 0 ${away.name}`);
  await expect(end).toBeEnabled();
  await end.click();
  await expect(stage).toHaveText('Penalty Shootout Completed');
  await expect(page.getByText('The match is over: the tracker is locked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Match' })).toBeDisabled();

  const checkEverything = async () => {
    await expect(score).toHaveText('2 – 2');
    await expect(page.getByTestId('penalty-score')).toHaveText('Penalties 3–0');
    await expect(stage).toHaveText('Penalty Shootout Completed');
    await expect(page.getByText('The match is over: the tracker is locked.')).toBeVisible();
    const entries = page.getByTestId('log-entry');
    // start, 7 stats, 1 substitution, half time, second half, extra time, shootout start, 6 kicks, shootout end
    await expect(entries).toHaveCount(20);
    await expect(entries.filter({ hasText: `Goal · ${byNumber(home, 10).name}` }).getByTestId('sync-state')).toHaveText(
      'Waiting',
    );
    await expect(
      entries.filter({ hasText: `Red Card · ${byNumber(away, 4).name}` }).getByTestId('sync-state'),
    ).toHaveText('Waiting');
    await expect(entries.getByTestId('sync-state').filter({ hasText: 'Waiting' })).toHaveCount(19);
    // The shootout start is the one tap without a call: nothing waits for it.
    await expect(entries.filter({ hasText: 'Penalty shootout started' }).getByTestId('sync-state')).toHaveText('Saved');
    await expect(strip.getByText('19 changes waiting to sync')).toBeVisible();
    await expect(strip.getByText('Offline')).toBeVisible();
  };
  await checkEverything();

  await page.reload();
  await checkEverything();
  await context.setOffline(false);
});
