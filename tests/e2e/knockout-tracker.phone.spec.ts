import { type APIRequestContext, expect, test } from '@playwright/test';
import { lookProblems } from './look-support';
import { apiToken, type Fixture, signInAsOrganiser, submitLineups } from './tracker-support';

const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

interface BracketSlot {
  team: { id: string } | null;
  label: string;
}
interface Bracket {
  rounds: { matches: { id: string; home: BracketSlot; away: BracketSlot }[] }[];
}

/**
 * A knockout of the eight demo clubs in a tournament of its own (current in any zone at any hour),
 * set through the API as an organiser would: the quarter-finals are written at once, QF1 between
 * the first and the last seed, and its lineups submitted.
 */
async function knockoutCup(request: APIRequestContext): Promise<{ tournamentId: string; qf1: Fixture }> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const list = (await (await request.get('/api/tournaments/future')).json()).data as { id: string; name: string }[];
  const shield = list.find((t) => t.name === 'Winter Shield');
  if (!shield) throw new Error('no future demo tournament');
  const clubs = (await (await request.get(`/api/tournaments/all/${shield.id}`)).json()).data.teams as { id: string }[];
  expect(clubs).toHaveLength(8);
  const created = await request.post('/api/tournaments/create', {
    headers,
    data: {
      name: `Knockout Cup ${crypto.randomUUID().slice(0, 8)}`,
      description: 'A knockout for one browser test',
      startDate: isoDate(-1),
      endDate: isoDate(4),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = (await created.json()).data.data.id as string;
  for (const club of clubs) {
    const added = await request.post('/api/tournaments/add-team', { headers, data: { tournamentId, teamId: club.id } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const format = await request.post(`/api/tournaments/${tournamentId}/format`, {
    headers,
    data: {
      format: { kind: 'knockout', thirdPlace: false },
      seeds: clubs.map((club) => club.id),
      schedule: { firstDay: isoDate(0), time: '18:00', venue: 'Main Arena', daysBetween: 1 },
    },
  });
  expect(format.status(), await format.text()).toBe(201);
  const detail = (await (await request.get(`/api/tournaments/all/${tournamentId}`)).json()).data;
  const qf1Id = (detail.fixtures as { id: string; bracketMatch: string | null }[]).find(
    (f) => f.bracketMatch === 'QF1',
  )?.id;
  const qf1 = (await (await request.get(`/api/fixture/all/${qf1Id}`)).json()).data as Fixture;
  await submitLineups(request, qf1);
  return { tournamentId, qf1 };
}

test('a knockout quarter-final level at the end goes to extra time and penalties offline, and the phone shows its winner in the semi-final before the server confirms it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { tournamentId, qf1 } = await knockoutCup(request);
  const { homeTeam: home, awayTeam: away } = qf1;
  await signInAsOrganiser(page);
  // The tracker reads the tournament for its bracket: saved on the phone before the signal drops.
  const bracketRead = page.waitForResponse((r) => r.url().endsWith(`/api/tournaments/all/${tournamentId}`));
  await page.goto(`/mytournaments/livescorecard/match-tracker/${qf1.id}`);
  await expect(page.getByTestId('match-clock')).toHaveText('00:00');
  expect((await bracketRead).ok()).toBe(true);

  await context.setOffline(true);
  const strip = page.getByTestId('sync-strip');
  await expect(strip.getByText('Offline')).toBeVisible();
  const score = page.getByTestId('match-score');
  const stage = page.getByTestId('match-stage');
  const goalFor = async (team: Fixture['homeTeam']) => {
    await page.getByRole('radiogroup', { name: 'Team' }).getByText(team.name).click();
    const scorer = [...team.members].sort((a, b) => (a.number ?? 0) - (b.number ?? 0))[9];
    if (!scorer) throw new Error(`${team.name} has no tenth player`);
    await page.getByRole('button', { name: new RegExp(`^${scorer.number} ${scorer.name}`) }).click();
    await page.getByRole('group', { name: 'Stat' }).getByRole('button', { name: 'Goal', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
  };

  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await goalFor(home);
  await expect(score).toHaveText('1 – 0');
  await goalFor(away);
  await expect(score).toHaveText('1 – 1');

  // Level in a knockout: no draw, only extra time or penalties, and the dialog says why.
  const endMatch = page.getByRole('button', { name: 'End Match', exact: true });
  const endDialog = page.getByRole('dialog', { name: 'End Match' });
  const why = 'A knockout match cannot end level: play extra time or go to a penalty shootout.';
  await endMatch.click();
  await expect(endDialog.getByText(why)).toBeVisible();
  const choice = (name: string) => endDialog.getByRole('button', { name, exact: true });
  await expect(choice('Play Extra Time')).toBeVisible();
  await expect(choice('Go to Penalty Shootout')).toBeVisible();
  await expect(choice('End Match as Draw')).toHaveCount(0);
  expect(await lookProblems(page, 'the knockout End Match dialog')).toEqual([]);
  await choice('Play Extra Time').click();
  await expect(stage).toHaveText('Extra Time');
  await endMatch.click();
  await expect(endDialog.getByText(why)).toBeVisible();
  await expect(choice('Go to Penalty Shootout')).toBeVisible();
  await expect(choice('Play Extra Time')).toHaveCount(0);
  await expect(choice('End Match as Draw')).toHaveCount(0);
  await choice('Go to Penalty Shootout').click();

  const shootout = page.getByRole('dialog', { name: 'Penalty Shootout' });
  const end = shootout.getByRole('button', { name: 'End', exact: true });
  for (const turn of [home, away, home, away, home, away]) {
    await expect(end).toBeDisabled();
    await expect(shootout.getByTestId('shootout-turn')).toHaveText(`${turn.name} to kick`);
    await shootout.getByRole('button', { name: turn === home ? 'Scored' : 'Missed', exact: true }).click();
  }
  await expect(shootout.getByTestId('shootout-tally')).toHaveText(`${home.name} 3 – 0 ${away.name}`);
  await end.click();
  await expect(stage).toHaveText('Penalty Shootout Completed');

  // Still offline: the phone puts the winner in the semi-final at once.
  const next = page.getByTestId('next-pairing');
  await expect(next).toHaveText(`${home.name} go through to SF1 against Winner of QF2.`);
  await expect(strip.getByText('Offline')).toBeVisible();
  await expect(strip.getByText(/changes to sync/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await lookProblems(page, 'the ended knockout match')).toEqual([]);

  // Signal again: the server takes the ending and fills its own bracket the same way.
  await context.setOffline(false);
  await expect(strip.getByText('Everything is on the server')).toBeVisible({ timeout: 30_000 });
  // The server took every entry: the tracker offered no ending it would refuse.
  await expect(page.getByTestId('sync-state').filter({ hasText: 'Rejected' })).toHaveCount(0);
  await expect(page.getByTestId('sync-state').filter({ hasText: 'Saved' }).first()).toBeVisible();
  await expect
    .poll(async () => {
      const read = (await (await request.get(`/api/tournaments/all/${tournamentId}`)).json()).data;
      const bracket = read.competition.bracket as Bracket;
      const sf1 = bracket.rounds.flatMap((r) => r.matches).find((m) => m.id === 'SF1');
      return { team: sf1?.home.team?.id, away: sf1?.away.label };
    })
    .toEqual({ team: home.id, away: 'Winner of QF2' });
  await expect(next).toHaveText(`${home.name} go through to SF1 against Winner of QF2.`);
});
