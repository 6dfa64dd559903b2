import { expect, type Page, test } from '@playwright/test';
import { waitForServiceWorker } from './browse-walk';
import {
  bracketMatch,
  groupsCup,
  homeWins,
  liveScore,
  playGroups,
  SHOOTOUT_RESULT,
  SHOOTOUT_UNDER_SCORE,
  shootout,
} from './competition-support';
import { horizontalOverflow } from './look-support';

/**
 * Issue 14: a cup's group tables say who is through, its bracket fills as results come, and a
 * result after extra time and penalties reads in full on the bracket, the fixture card and the match page.
 */

const matchCard = (page: Page, name: string) => page.getByRole('article', { name });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

test('group tables, the bracket filling after results and a shootout result everywhere, on a desktop and a phone, online and offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const cup = await groupsCup(request);
  const [t1, t2, , t4, t5] = cup.teams.map((team) => team.name);
  await playGroups(request, cup);
  await shootout(request, cup, 'SF1');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tournaments/livetournaments/${cup.id}`);
  await expect(page.getByRole('heading', { name: cup.name, level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await openTab(page, 'Leaderboard');
  const groupA = page.getByRole('table', { name: 'Group A' });
  await expect(groupA.getByRole('row', { name: new RegExp(`${t1}.*Through to the knockout`) })).toBeVisible();
  await expect(groupA.getByRole('row', { name: new RegExp(`${t2}.*Through to the knockout`) })).toBeVisible();
  await expect(groupA.getByRole('row').filter({ hasText: cup.teams[2]?.name as string })).toContainText('Out');
  await expect(page.getByText(/^Order in each group: points, then goal difference/)).toBeVisible();

  // SF1 (winner of A v runner-up of B) went to penalties; SF2 is to come, so the final waits for its winner.
  await openTab(page, 'Bracket');
  const sf1 = matchCard(page, 'SF1, Semi-finals');
  await expect(sf1.getByTestId('bracket-result')).toHaveText(SHOOTOUT_RESULT);
  await expect(sf1.getByRole('button', { name: new RegExp(`^${t1}\\W+Winner$`) })).toBeVisible();
  await expect(sf1).toContainText(t5 as string);
  const final = matchCard(page, 'F, Final');
  await expect(final).toContainText(t1 as string);
  await expect(final).toContainText('Winner of SF2');
  // Tapping T1 lights its path: its semi-final and the final.
  await sf1.getByRole('button', { name: new RegExp(`^${t1}`) }).click();
  await expect(final).toHaveAttribute('data-on-path', 'true');
  await expect(matchCard(page, 'SF2, Semi-finals')).not.toHaveAttribute('data-on-path');

  // SF2 kicks off: its card shows the score as it stands, then its result fills the final.
  await expect(matchCard(page, 'SF2, Semi-finals').getByTestId('bracket-live-score')).toHaveCount(0);
  const sf2 = await bracketMatch(request, cup, 'SF2');
  await liveScore(request, cup, sf2.fixtureId as string, 1, 0);
  await page.reload();
  await expect(matchCard(page, 'SF2, Semi-finals').getByTestId('bracket-live-score')).toHaveText('Score now: 1–0');
  await expect(matchCard(page, 'SF2, Semi-finals')).toContainText('Match Live');
  await homeWins(request, cup, 'SF2');
  await page.reload();
  await expect(matchCard(page, 'SF2, Semi-finals').getByTestId('bracket-result')).toHaveText('2–0');
  await expect(final).toContainText(t4 as string);
  await expect(final).not.toContainText('Winner of SF2');
  expect((await bracketMatch(request, cup, 'F')).fixtureId).not.toBeNull();

  // The fixture card and the match page read the shootout in full.
  await openTab(page, 'Match Fixtures');
  const sf1Card = page.getByRole('link', { name: new RegExp(`${t1}.*${t5}`) });
  await expect(sf1Card.getByTestId('fixture-result')).toHaveText(SHOOTOUT_UNDER_SCORE);
  await openTab(page, 'Bracket');
  await matchCard(page, 'SF1, Semi-finals').getByRole('link', { name: 'Match page of SF1' }).click();
  await expect(page).toHaveURL(/\/tournaments\/team\/players\//);
  await expect(page.getByTestId('match-result')).toHaveText(SHOOTOUT_UNDER_SCORE);

  // A phone: one round at a time, opening on the round still to play, nothing wider than the screen.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 780 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/tournaments/livetournaments/${cup.id}?tab=bracket`);
    const rounds = page.getByRole('group', { name: 'Round shown' });
    await expect(rounds.getByRole('button', { name: 'Final', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(matchCard(page, 'F, Final')).toBeVisible();
    await expect(matchCard(page, 'SF1, Semi-finals')).toBeHidden();
    await rounds.getByRole('button', { name: 'Semi-finals', exact: true }).click();
    await expect(matchCard(page, 'SF1, Semi-finals').getByTestId('bracket-result')).toHaveText(SHOOTOUT_RESULT);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.goto(`/tournaments/livetournaments/${cup.id}?tab=leaderboard`);
    await expect(page.getByRole('table', { name: 'Group B' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
  }

  // Offline, the saved tournament read still draws the tables and the bracket.
  await context.setOffline(true);
  await page.goto(`/tournaments/livetournaments/${cup.id}?tab=bracket`);
  await expect(page.getByText(/Offline — saved data from/).first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Round shown' })
    .getByRole('button', { name: 'Semi-finals', exact: true })
    .click();
  await expect(matchCard(page, 'SF1, Semi-finals').getByTestId('bracket-result')).toHaveText(SHOOTOUT_RESULT);
  await openTab(page, 'Leaderboard');
  await expect(
    page.getByRole('table', { name: 'Group A' }).getByRole('row', { name: new RegExp(t1 as string) }),
  ).toContainText('Through to the knockout');
  await context.setOffline(false);
});
