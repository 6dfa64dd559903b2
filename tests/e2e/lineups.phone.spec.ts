import { expect, type Locator, type Page, test } from '@playwright/test';
import { type FixtureTeam, type Member, matchOfItsOwn, ORGANISER, signInAsOrganiser } from './tracker-support';

const zone = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const handle = (page: Page, player: Member) => page.getByRole('button', { name: new RegExp(`^Move ${player.name},`) });

/** The player at the top of Available Players, after scrolling the zones just below the header. */
async function nextAvailable(page: Page, team: FixtureTeam): Promise<Member> {
  await zone(page, 'Goalkeeper').evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70),
  );
  const label = await zone(page, 'Available Players')
    .getByRole('button', { name: /^Move .+, / })
    .first()
    .getAttribute('aria-label');
  const name = label?.slice('Move '.length, label.lastIndexOf(','));
  const member = team.members.find((m) => m.name === name);
  if (!member) throw new Error(`${name} is not in ${team.name}`);
  return member;
}

interface Point {
  x: number;
  y: number;
}

async function centerOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags until the card lands: a busy phone may still be settling its layout (an alert, the sticky
 * bar) when a drag starts, and a drop that missed is tried again from wherever the card landed.
 */
async function dropUntilLanded(
  page: Page,
  player: Member,
  to: string,
  drag: (from: Point, end: Point) => Promise<void>,
) {
  const target = zone(page, to);
  await expect(async () => {
    await handle(page, player).scrollIntoViewIfNeeded();
    await drag(await centerOf(handle(page, player)), await centerOf(target));
    await expect(target.getByText(player.name, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

function dragByMouse(page: Page, player: Member, to: string) {
  return dropUntilLanded(page, player, to, async (from, end) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y - 10, { steps: 3 });
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await page.mouse.up();
  });
}

/** A finger: press and hold the handle, then slide to the zone (Chromium touch events through CDP). */
function dragByTouch(page: Page, player: Member, to: string) {
  return dropUntilLanded(page, player, to, async (from, end) => {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point | null) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [],
      });
    await touch('touchStart', from);
    await page.waitForTimeout(350);
    for (let i = 1; i <= 12; i++) {
      await touch('touchMove', { x: from.x + ((end.x - from.x) * i) / 12, y: from.y + ((end.y - from.y) * i) / 12 });
    }
    await touch('touchEnd', null);
    await cdp.detach();
  });
}

/**
 * Space picks the player up, each arrow key jumps one zone, Space drops. Like a user listening to
 * the screen reader, each key waits for the zone it reached to be announced: on a busy phone the
 * page may still be scrolling the zone into view when the next key would come.
 */
async function dragByKeyboard(page: Page, player: Member, arrow: 'ArrowUp' | 'ArrowDown', zonesReached: string[]) {
  await handle(page, player).focus();
  await page.keyboard.press('Space');
  await expect(handle(page, player)).toHaveAttribute('aria-pressed', 'true');
  for (const reached of zonesReached) {
    await page.keyboard.press(arrow);
    await expect(page.getByText(`${player.name} is over ${reached}.`, { exact: true })).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(zone(page, zonesReached.at(-1) ?? '').getByText(player.name, { exact: true })).toBeVisible();
}

/** docs/rules.md#lineups: in goal a player is a GOALKEEPER; a GOALKEEPER moved to the Starting XI defends. */
const positionIn = (to: 'Goalkeeper' | 'Starting XI' | 'Substitutes', player: Member) => {
  const own = player.primaryPosition ?? 'DEFENDER';
  if (to === 'Goalkeeper') return 'GOALKEEPER';
  return to === 'Starting XI' && own === 'GOALKEEPER' ? 'DEFENDER' : own;
};

test('the organiser picks both lineups by mouse, touch and keyboard, and the match tracker opens', async ({
  page,
  request,
}) => {
  const fixture = await matchOfItsOwn(request);
  const { homeTeam: home, awayTeam: away } = fixture;

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(ORGANISER.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ORGANISER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(`/mytournaments/livescorecard/${fixture.id}`);
  await expect(page.getByRole('heading', { name: 'Team Selection', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: home.name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: `${away.name} (locked)` })).toBeDisabled();

  // Nothing picked: the goalkeeper rule names the team.
  await page.getByRole('button', { name: `Submit ${home.name}` }).click();
  await expect(
    page.getByText(`You must have at least one goalkeeper in the starting lineup for ${home.name}.`),
  ).toBeVisible();

  const homeKeeper = await nextAvailable(page, home);
  await dragByMouse(page, homeKeeper, 'Goalkeeper');
  const homeStarter = await nextAvailable(page, home);
  await dragByTouch(page, homeStarter, 'Starting XI');
  const homeStarter2 = await nextAvailable(page, home);
  await dragByKeyboard(page, homeStarter2, 'ArrowUp', ['Substitutes', 'Starting XI']);
  const homeSub = await nextAvailable(page, home);
  await page.getByRole('button', { name: `Move ${homeSub.name} to…` }).click();
  await page.getByRole('menuitem', { name: 'Move to Substitutes' }).click();
  await expect(zone(page, 'Substitutes').getByText(homeSub.name, { exact: true })).toBeVisible();

  // A missing number, then the same number twice.
  const jersey = (player: Member) => page.getByRole('textbox', { name: `Jersey number of ${player.name}` });
  await jersey(homeStarter).fill('');
  await page.getByRole('button', { name: `Submit ${home.name}` }).click();
  await expect(page.getByText('All selected players must have a jersey number assigned.')).toBeVisible();
  await jersey(homeStarter).fill('9a99');
  await expect(jersey(homeStarter)).toHaveValue('999');
  await jersey(homeStarter).fill(await jersey(homeKeeper).inputValue());
  await page.getByRole('button', { name: `Submit ${home.name}` }).click();
  await expect(page.getByText('All players must have unique jersey numbers.')).toBeVisible();
  await jersey(homeStarter).fill('99');
  await page.getByRole('button', { name: `Submit ${home.name}` }).click();

  await expect(page.getByText('Home team submitted successfully! Now select the away team.')).toBeVisible();
  await expect(page.getByRole('tab', { name: away.name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: `${home.name} (locked)` })).toBeDisabled();

  const awayKeeper = await nextAvailable(page, away);
  await dragByTouch(page, awayKeeper, 'Goalkeeper');
  const awaySub = await nextAvailable(page, away);
  await dragByKeyboard(page, awaySub, 'ArrowUp', ['Substitutes']);
  const awayStarter = await nextAvailable(page, away);
  await dragByMouse(page, awayStarter, 'Starting XI');
  await page.getByRole('button', { name: `Submit ${away.name}` }).click();

  await expect(page.getByText('Teams submitted successfully! Starting match...')).toBeVisible();
  await expect(page).toHaveURL(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);

  const stored = await page.evaluate(
    () =>
      new Promise<{ drafts: unknown[]; outbox: unknown[] }>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['lineupDrafts', 'outbox'], 'readonly');
          const drafts = tx.objectStore('lineupDrafts').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => resolve({ drafts: drafts.result, outbox: outbox.result });
        };
      }),
  );
  const row = (player: Member, to: 'Goalkeeper' | 'Starting XI' | 'Substitutes') => ({
    playerId: player.id,
    position: positionIn(to, player),
    isStarting: to !== 'Substitutes',
    jerseyNumber: expect.any(Number),
  });
  const homeLineup = {
    fixtureId: fixture.id,
    teamId: home.id,
    players: expect.arrayContaining([
      row(homeKeeper, 'Goalkeeper'),
      { ...row(homeStarter, 'Starting XI'), jerseyNumber: 99 },
      row(homeStarter2, 'Starting XI'),
      row(homeSub, 'Substitutes'),
    ]),
  };
  const awayLineup = {
    fixtureId: fixture.id,
    teamId: away.id,
    players: expect.arrayContaining([
      row(awayKeeper, 'Goalkeeper'),
      row(awaySub, 'Substitutes'),
      row(awayStarter, 'Starting XI'),
    ]),
  };
  expect(stored.drafts).toHaveLength(2);
  expect(stored.drafts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ key: `${fixture.id}:${home.id}`, submittedAt: expect.any(Number) }),
      expect.objectContaining({ key: `${fixture.id}:${away.id}`, submittedAt: expect.any(Number) }),
    ]),
  );
  // The outbox hands both lineups to the server, which then holds exactly what was picked.
  const login = await request.post('/api/auth/login', {
    data: { phoneNumber: '+919000000000', password: 'pitchside-demo' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  const onServer = async (teamId: string) => {
    const response = await request.get(`/api/lineup/fixture/${fixture.id}/team/${teamId}`, { headers });
    if (!response.ok()) return null;
    const lineup = (await response.json()).data as {
      fixtureId: string;
      teamId: string;
      players: { position: string; isStarting: boolean; jerseyNumber: number; player: { id: string } }[];
    };
    return {
      fixtureId: lineup.fixtureId,
      teamId: lineup.teamId,
      players: lineup.players.map((p) => ({
        playerId: p.player.id,
        position: p.position,
        isStarting: p.isStarting,
        jerseyNumber: p.jerseyNumber,
      })),
    };
  };
  await expect.poll(() => onServer(home.id)).toEqual(homeLineup);
  await expect.poll(() => onServer(away.id)).toEqual(awayLineup);
});

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a refused submit brings its reason into view, each time', async ({ page, request }) => {
    const fixture = await matchOfItsOwn(request);
    const home = fixture.homeTeam;
    await signInAsOrganiser(page);
    await page.goto(`/mytournaments/livescorecard/${fixture.id}`);
    const submit = page.getByRole('button', { name: `Submit ${home.name}` });
    await expect(submit).toBeVisible();

    // The error goes under the whole squad, far below the first screen.
    const reason = page
      .getByRole('alert')
      .filter({ hasText: `You must have at least one goalkeeper in the starting lineup for ${home.name}.` });
    await submit.click();
    await expect(reason).toBeInViewport();
    await expect(reason).toBeFocused();

    // The same refusal again, from the top of the page: the unchanged message comes into view again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(reason).not.toBeInViewport();
    await submit.click();
    await expect(reason).toBeInViewport();
  });
});

test.describe('on a 360 × 780 phone, a team with a long name', () => {
  // The fixture's read is given a long away name on its way to the page, which the service worker would answer itself.
  test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });

  test('wraps inside its tab: the page does not scroll sideways', async ({ page, request }) => {
    const fixture = await matchOfItsOwn(request);
    const longName = 'Thiruvananthapuram Municipal Corporation Football Club Reserves';
    await page.route(`**/api/fixture/all/${fixture.id}`, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.data.awayTeam.name = longName;
      await route.fulfill({ response: answer, json: body });
    });
    await signInAsOrganiser(page);
    await page.goto(`/mytournaments/livescorecard/${fixture.id}`);
    const awayTab = page.getByRole('tab', { name: new RegExp(longName) });
    await expect(awayTab).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await awayTab.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  });
});
