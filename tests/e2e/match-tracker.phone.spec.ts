import { expect, test } from '@playwright/test';
import {
  byNumber,
  type FixtureTeam,
  type Member,
  openTrackerWithLineups,
  pickLineupsThenOpenTracker,
} from './tracker-support';

test('an organiser picks both lineups, tracks a whole match offline to a shootout, a reload keeps it, and online the public pages show exactly it', async ({
  page,
  context,
  request,
}) => {
  // Two lineups picked player by player, then a whole match to a shootout and the public pages: over two
  // minutes beside another test on a busy two-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const fixture = await pickLineupsThenOpenTracker(page, request);
  const { homeTeam: home, awayTeam: away } = fixture;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  // The lineups went out as the screen opened; the signal drops once they are on the server.
  const strip = page.getByTestId('sync-strip');
  await expect(strip.getByText('Everything is on the server')).toBeVisible();
  await context.setOffline(true);
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
  const entries = page.getByTestId('log-entry');
  await page.getByRole('button', { name: 'Undo last event' }).click();
  // The undo's row says what it took back; the offside's own row is struck through and says it no longer counts.
  await expect(entries.first()).toContainText(`Event undone: Offside · ${byNumber(away, 9).name}`);
  const offside = entries.filter({ hasText: /^\d+'Offside · / });
  await expect(offside.getByText(/Offside/)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(offside).toContainText('Undone: it no longer counts.');
  const firstGoal = entries.filter({ hasText: new RegExp(`^\\d+'Goal · ${byNumber(home, 10).name}`) });
  await firstGoal.getByRole('button', { name: 'Correct' }).click();
  const correction = page.getByRole('dialog', { name: 'Correct event' });
  await correction.getByRole('textbox', { name: 'Minute' }).fill('7');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Event corrected.')).toBeVisible();
  await expect(firstGoal).toContainText("7'");
  await expect(entries.first()).toContainText(`Event corrected: Goal · ${byNumber(home, 10).name} · `);
  await expect(entries.first()).toContainText(", 7'");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A red card from the field: the team is prompted to bring someone on.
  await record(byNumber(away, 4), 'Red Card');
  const prompt = page.getByRole('dialog', { name: 'Substitution needed' });
  await expect(prompt).toContainText(`${byNumber(away, 4).name} was sent off`);
  await prompt.getByRole('button', { name: new RegExp(`^13 ${byNumber(away, 13).name}`) }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(`${byNumber(away, 13).name} comes on for ${byNumber(away, 4).name}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sent off' }).getByRole('button')).toBeDisabled();

  // The goalkeeper rule: the only keeper cannot go off for someone who will not keep goal.
  // The keeper picked before Substitution is the one going off, without a second tap.
  await player(byNumber(away, 1)).click();
  await page.getByRole('button', { name: 'Substitution', exact: true }).click();
  await player(byNumber(away, 12)).click(); // coming on
  await page.getByRole('radiogroup', { name: 'Role of the player coming on' }).getByText('STR').click();
  await page.getByRole('button', { name: 'Confirm substitution' }).click();
  await expect(page.getByText('You must have at least one goalkeeper on the field.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.getByRole('button', { name: 'Half Time', exact: true }).click();
  // Half Time cannot be undone: it asks first.
  await page.getByRole('dialog', { name: 'Half Time' }).getByRole('button', { name: 'Half Time' }).click();
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
    // start, 7 stats, an undo, a correction, 1 substitution, half time, second half, extra time,
    // shootout start, 6 kicks, shootout end
    await expect(entries).toHaveCount(22);
    await expect(firstGoal).toContainText("7'");
    await expect(firstGoal.getByTestId('sync-state')).toHaveText('Waiting');
    await expect(
      entries.filter({ hasText: `Red Card · ${byNumber(away, 4).name}` }).getByTestId('sync-state'),
    ).toHaveText('Waiting');
    // Every entry, the shootout start too, goes to the match's log on the server.
    await expect(entries.getByTestId('sync-state').filter({ hasText: 'Waiting' })).toHaveCount(22);
    await expect(strip.getByText('22 changes to sync')).toBeVisible();
    await expect(strip.getByText('Offline')).toBeVisible();
  };
  await checkEverything();

  await page.reload();
  await checkEverything();
  await page.setViewportSize({ width: 360, height: 780 }); // the narrowest phone we design for (docs/architecture.md#client)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Signal again: the outbox empties, and the public pages show exactly this match.
  await context.setOffline(false);
  await expect(strip.getByText('Everything is on the server')).toBeVisible({ timeout: 30_000 });
  await expect(entries.getByTestId('sync-state').filter({ hasText: 'Saved' })).toHaveCount(22);

  await page.goto(`/tournaments/team/players/${fixture.id}`);
  await expect(page.getByText('Match Ended').first()).toBeVisible();
  await expect(page.getByText('2–2', { exact: true })).toBeVisible();
  // The result in full: extra time was played, then the shootout.
  await expect(page.getByTestId('match-result')).toHaveText('After extra time, 3–0 on penalties');
  await page.getByRole('tab', { name: 'Match Events' }).click();
  const events = page.getByRole('tabpanel', { name: 'Match Events' });
  for (const scorer of [byNumber(home, 10), byNumber(away, 11), byNumber(away, 10), byNumber(away, 2)]) {
    await expect(events).toContainText(scorer.name);
  }
  await expect(events).toContainText("7'");
  await expect(events).not.toContainText('Offside'); // it was undone

  const tournamentId = (await (await request.get(`/api/fixture/all/${fixture.id}`)).json()).data.tournamentId;
  await page.goto(`/tournaments/futuretournaments/${tournamentId}`);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('button', { name: 'Full table' }).click();
  for (const team of [home, away]) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: team.name }) });
    // position, then played, won, drawn, lost, for, against, difference, points: a 2–2 draw
    // (the shootout decides the match, not the table)
    await expect(row.getByRole('cell')).toHaveText([/^[12]$/, '1', '0', '1', '0', '2', '2', '0', '1']);
  }

  await page.goto(`/leaderboards/${tournamentId}`);
  const boots = page.getByRole('tabpanel', { name: 'Golden Boots' });
  for (const scorer of [byNumber(home, 10), byNumber(away, 11), byNumber(away, 10)]) {
    await expect(boots.getByRole('row').filter({ hasText: scorer.name })).toContainText('1');
  }
  await expect(boots).not.toContainText(byNumber(away, 2).name); // an own goal is no goal of his
});

test('Offside works in either order: with a player picked it records at once, tapped first it waits for a player and Submit', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { awayTeam: away, homeTeam: home } = await openTrackerWithLineups(page, request);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const player = (member: Member) => page.getByRole('button', { name: new RegExp(`^${member.number} ${member.name}`) });
  const offside = page.getByRole('button', { name: 'Offside', exact: true });

  await player(byNumber(home, 9)).click();
  await offside.click();
  await expect(page.getByText(`Offside recorded for ${byNumber(home, 9).name}.`)).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Team' }).getByText(away.name).click();
  await offside.click();
  await expect(offside).toHaveAttribute('aria-pressed', 'true');
  await player(byNumber(away, 9)).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(`Offside recorded for ${byNumber(away, 9).name}.`)).toBeVisible();
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Offside' })).toHaveCount(2);
});

test('a doubled tap on Submit or Undo (a bounce, a twitchy thumb) counts once, on the phone and on the server', async ({
  page,
  request,
}) => {
  const fixture = await openTrackerWithLineups(page, request);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const striker = byNumber(fixture.homeTeam, 10);
  await page.getByRole('button', { name: new RegExp(`^${striker.number} ${striker.name}`) }).click();
  await page.getByRole('button', { name: 'Foul', exact: true }).click();
  // Every toast shown, however briefly: the tracker shows one at a time, the newest in place of the last.
  await page.evaluate(() => {
    const toasts = new Set<string>();
    Object.assign(window, { toasts });
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.mantine-Notifications-root [role="alert"]')))
        toasts.add(toast.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();

  // The second tap found the picks used up by the first: a bounce, which asks for nothing.
  const toastsShown = () => page.evaluate(() => [...(window as unknown as { toasts: Set<string> }).toasts]);
  await expect.poll(toastsShown).toContain(`Foul recorded for ${striker.name}.`);
  expect(await toastsShown()).not.toContain('Please select a stat first.');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Foul' })).toHaveCount(1);
  await expect(page.getByTestId('log-entry').first().getByTestId('sync-state')).toHaveText('Saved');
  const events = await (await request.get(`/api/matchEvent/fixture/${fixture.id}`)).json();
  expect(events.data.matchEvents.filter((e: { type: string }) => e.type === 'FOUL')).toHaveLength(1);

  // A goal, then a doubled Undo: the goal is taken back, and the foul before it still counts.
  await page.getByRole('button', { name: new RegExp(`^${striker.number} ${striker.name}`) }).click();
  await page.getByRole('button', { name: 'Goal', exact: true }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('match-score')).toHaveText('1 – 0');
  await page.getByRole('button', { name: 'Undo last event' }).dblclick();
  await expect(page.getByTestId('match-score')).toHaveText('0 – 0');
  await expect(page.getByTestId('log-entry').filter({ hasText: /^Event undone/ })).toHaveCount(1);
  const foul = page.getByTestId('log-entry').filter({ hasText: new RegExp(`^\\d+'Foul · ${striker.name}`) });
  await expect(foul).toHaveCount(1);
});

test("a match made as 'Knockout', outside any bracket, cannot end level as a draw either", async ({
  page,
  request,
}) => {
  await openTrackerWithLineups(page, request, undefined, 'Knockout');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'End Match', exact: true }).click();
  const endDialog = page.getByRole('dialog', { name: 'End Match' });
  await expect(
    endDialog.getByText('A knockout match cannot end level: play extra time or go to a penalty shootout.'),
  ).toBeVisible();
  await expect(endDialog.getByRole('button', { name: 'Play Extra Time', exact: true })).toBeVisible();
  await expect(endDialog.getByRole('button', { name: 'End Match as Draw', exact: true })).toHaveCount(0);
});
