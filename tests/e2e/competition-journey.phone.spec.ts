import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForServiceWorker } from './browse-walk';
import { bracketMatch, type Cup, cupOfItsOwn, fullTime, lendKickers, readCup, shootout } from './competition-support';
import { signInAsOrganiser } from './tracker-support';

/**
 * Issue 14 from start to finish on a phone: an organiser builds groups then a knockout for twelve
 * teams, the group results fill the tables and the quarter-finals, and quarter-finals level at full
 * time go to penalties — one scored through the server, one on the organiser's phone without signal —
 * with each winner in its semi-final.
 */

const matchCard = (page: Page, name: string) => page.getByRole('article', { name });
/** Demo players other than those competition-support lends by default: QF2's keepers and kickers. */
const QF2_SQUADS = [
  ['9000000006', '9000000007'],
  ['9000000008', '9000000009'],
] as const;

/**
 * Every group ends in the order its table lists the teams before a ball is kicked: the team listed
 * earlier wins, in group A by one goal, in B by two and in C by three. The thirds then differ on goal
 * difference (-1, -2, -3): A's and B's go through as the best two.
 */
async function playGroupsInTableOrder(request: APIRequestContext, cup: Cup) {
  const read = await readCup(request, cup.id);
  const order = read.competition.groups.map((group) => group.rows.map((row) => row.team));
  for (const [g, group] of read.competition.groups.entries()) {
    const ids = (order[g] ?? []).map((team) => team.id);
    for (const f of read.fixtures.filter((fixture) => fixture.stage === group.name)) {
      const homeWins = ids.indexOf(f.homeTeamId) < ids.indexOf(f.awayTeamId);
      await fullTime(request, cup, f.id, homeWins ? g + 1 : 0, homeWins ? 0 : g + 1);
    }
  }
  return order;
}

/** The semi-final a quarter-final's winner goes to, and which side of it. */
async function semiFinalOf(request: APIRequestContext, cup: Cup, quarterFinal: string) {
  const rounds = (await readCup(request, cup.id)).competition.bracket.rounds;
  for (const match of rounds.flatMap((round) => round.matches)) {
    for (const side of ['home', 'away'] as const) {
      if (match[side].label === `Winner of ${quarterFinal}`) return { id: match.id, side };
    }
  }
  throw new Error(`no match waits for the winner of ${quarterFinal}`);
}

async function openRound(page: Page, round: string) {
  await page.getByRole('group', { name: 'Round shown' }).getByRole('button', { name: round, exact: true }).click();
}

test('twelve teams in three groups of four go to quarter-finals; the tables and bracket fill, and quarter-finals level at full time go to penalties, one scored offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const cup = await cupOfItsOwn(request, 'Journey Cup', 12);

  // The organiser builds the format on the phone: 3 groups of 4, the top two and the 2 best thirds.
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/${cup.id}?tab=fixtures`);
  await page.getByRole('link', { name: 'Build a competition format' }).click();
  await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Groups then knockout' });
  await page.getByRole('combobox', { name: 'Number of groups' }).selectOption({ label: '3 groups (4, 4, 4 teams)' });
  await page.getByRole('combobox', { name: 'Teams through from each group' }).selectOption({ label: 'The top two' });
  await expect(page.getByText('Plus the 2 best third-placed teams.')).toBeVisible();
  await page.getByRole('button', { name: 'Set format' }).click();
  await expect(page.getByText('Competition format set.')).toBeVisible();

  // Every group match is played: the tables say who is through, and the quarter-finals have their teams.
  const [a, b, c] = await playGroupsInTableOrder(request, cup);
  if (!a || !b || !c) throw new Error('three groups expected');
  await page.goto(`/tournaments/livetournaments/${cup.id}?tab=leaderboard`);
  await waitForServiceWorker(page);
  const row = (group: string, team: { name: string }) =>
    page.getByRole('table', { name: `Group ${group}` }).getByRole('row', { name: new RegExp(team.name) });
  for (const [group, teams] of [
    ['A', a],
    ['B', b],
    ['C', c],
  ] as const) {
    await expect(row(group, teams[0] as Cup['teams'][number])).toContainText('Through to the knockout');
    await expect(row(group, teams[1] as Cup['teams'][number])).toContainText('Through to the knockout');
    await expect(row(group, teams[3] as Cup['teams'][number])).toContainText('Out');
  }
  await expect(row('A', a[2] as Cup['teams'][number])).toContainText('Through to the knockout');
  await expect(row('B', b[2] as Cup['teams'][number])).toContainText('Through to the knockout');
  await expect(row('C', c[2] as Cup['teams'][number])).toContainText('Out');
  // The thirds ranked side by side, each with its group: the best two through.
  const thirds = page.getByRole('table', { name: 'Ranking of third-placed teams' }).getByRole('row');
  await expect(thirds.filter({ hasText: a[2]?.name as string })).toContainText(/Group A.*Through to the knockout/);
  await expect(thirds.filter({ hasText: b[2]?.name as string })).toContainText(/Group B.*Through to the knockout/);
  await expect(thirds.filter({ hasText: c[2]?.name as string })).toContainText(/Group C.*Out/);
  await expect(page.getByText('The best 2 go through.')).toBeVisible();

  await page.getByRole('tab', { name: 'Bracket', exact: true }).click();
  const qf2 = matchCard(page, 'QF2, Quarter-finals');
  await expect(qf2).toContainText(b[1]?.name as string);
  await expect(qf2).toContainText(c[1]?.name as string);
  await expect(matchCard(page, 'QF4, Quarter-finals')).toContainText(c[0]?.name as string);

  // QF4, level at full time, is decided on penalties through the server: its winner is in the semi-final.
  const qf4Semi = await semiFinalOf(request, cup, 'QF4');
  await shootout(request, cup, 'QF4');
  await page.reload();
  await expect(matchCard(page, 'QF4, Quarter-finals').getByTestId('bracket-result')).toHaveText(
    '0–0 (a.e.t.), 3–0 on penalties',
  );
  await openRound(page, 'Semi-finals');
  await expect(matchCard(page, `${qf4Semi.id}, Semi-finals`)).toContainText(c[0]?.name as string);

  // QF2 is scored on this phone without signal: 0–0, then penalties, 3–0 to the home side.
  const qf2Match = await bracketMatch(request, cup, 'QF2');
  const [qf2Home, qf2Away] = [qf2Match.home.team, qf2Match.away.team];
  if (!qf2Home || !qf2Away || !qf2Match.fixtureId) throw new Error('QF2 has no fixture');
  await lendKickers(request, cup, qf2Match.fixtureId, [qf2Home, qf2Away], QF2_SQUADS);
  const qf2Semi = await semiFinalOf(request, cup, 'QF2');
  await page.goto(`/mytournaments/livescorecard/match-tracker/${qf2Match.fixtureId}`);
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  await context.setOffline(true);
  await expect(page.getByTestId('sync-strip').getByText('Offline')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End Match', exact: true }).click();
  const endDialog = page.getByRole('dialog', { name: 'End Match' });
  await expect(endDialog.getByRole('button', { name: 'End Match as Draw', exact: true })).toHaveCount(0);
  await endDialog.getByRole('button', { name: 'Go to Penalty Shootout', exact: true }).click();
  const shootoutDialog = page.getByRole('dialog', { name: 'Penalty Shootout' });
  for (const kick of ['Scored', 'Missed', 'Scored', 'Missed', 'Scored', 'Missed']) {
    await shootoutDialog.getByRole('button', { name: kick, exact: true }).click();
  }
  await shootoutDialog.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('next-pairing')).toContainText(`${qf2Home.name} go through to ${qf2Semi.id}`);

  // Still offline, the public bracket on this phone has the winner in the semi-final, waiting to sync.
  await page.goto(`/tournaments/livetournaments/${cup.id}?tab=bracket`);
  await openRound(page, 'Semi-finals');
  const semi = matchCard(page, `${qf2Semi.id}, Semi-finals`);
  await expect(semi).toContainText(qf2Home.name);
  await expect(semi.getByTestId('bracket-unconfirmed')).toHaveText('From this phone: waiting to sync');

  // Signal again: the server takes the result and puts the same team there.
  await context.setOffline(false);
  await expect
    .poll(async () => (await bracketMatch(request, cup, qf2Semi.id))[qf2Semi.side].team?.id, { timeout: 30_000 })
    .toBe(qf2Home.id);
  await page.reload();
  await expect(matchCard(page, 'QF2, Quarter-finals').getByTestId('bracket-result')).toHaveText(
    '0–0, 3–0 on penalties',
  );
  await openRound(page, 'Semi-finals');
  await expect(semi).toContainText(qf2Home.name);
  await expect(semi.getByTestId('bracket-unconfirmed')).toHaveCount(0);
});
