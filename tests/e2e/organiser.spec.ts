import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { signUpThroughUi, uniquePhone } from './support';

/** A real 1×1 PNG, picked from disk as a user would pick a logo (the browser compresses it). */
const LOGO = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** Demo players (seeded with the demo data): found by phone number in the add-players list. */
const DEMO_PLAYERS = [
  { phone: '+919000000001', name: 'Arjun Nair' },
  { phone: '+919000000002', name: 'Rahul Khan' },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const run = Date.now().toString(36).slice(-5);
const names = {
  tournament: `Harbour Cup ${run}`,
  home: `Tide Rovers ${run}`,
  away: `Quay Athletic ${run}`,
  player: `Zubin Okafor ${run}`,
  venue: `Pier Ground ${run}`,
};

async function signedUpPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughUi(page, page.request, name, uniquePhone(), 'a-good-password');
  await expect(page.getByText('Registration successful! Welcome aboard! 🎉')).toBeVisible();
  return page;
}

/** The session token the app keeps under 'token' (docs/rules.md#accounts-sessions-and-codes). */
const accessTokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken);

/** The card shows the logo the server stored as a picture file, loaded. */
const logoOf = async (card: Locator) => {
  const logo = card.locator('img').first();
  await expect(logo).toHaveAttribute('src', /^\/api\/pictures\/[0-9a-f]{64}(-thumb)?\.webp$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
};

async function createTeam(page: Page, name: string, abbreviation: string, players: { search: string; name: string }[]) {
  await page.goto('/mytournaments/create-team');
  await page.locator('input[type="file"]').setInputFiles(LOGO);
  await expect(page.getByRole('img', { name: 'Team logo preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Team name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill(`${name} play on Sunday mornings.`);
  await page.getByRole('textbox', { name: 'Abbreviation' }).fill(abbreviation);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team created successfully! 🎉')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Add Players' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Add Players' });
  for (const player of players) {
    await page.getByRole('searchbox', { name: 'Search players' }).fill(player.search);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('button', { name: `Add ${player.name}` }).click();
    await expect(page.getByText('Player added successfully! 🎉').last()).toBeVisible();
    await expect(list.getByRole('button', { name: `Add ${player.name}` })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Players' }).click();
  for (const player of players) await expect(page.getByText(player.name, { exact: true })).toBeVisible();
}

test('an organiser builds a tournament that visitors can follow and nobody else can change', async ({ browser }) => {
  test.setTimeout(240_000);
  const other = await signedUpPage(browser, names.player);
  const page = await signedUpPage(browser, `Organiser ${run}`);

  await test.step('create a tournament with a logo', async () => {
    await page.goto('/mytournaments');
    await expect(page.getByText('It seems empty here...')).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByRole('textbox', { name: 'Tournament name' }).fill(names.tournament);
    // A long description: the box stops growing and scrolls within, so its count stays in view while typing.
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill('A long story of the league. '.repeat(68));
    await expect(dialog.getByText('1903 / 2000 characters')).toBeInViewport();
    expect(await description.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    await description.fill('Evening league by the harbour.');
    await dialog.getByLabel('Start date').fill(day(-1));
    await dialog.getByLabel('End date').fill(day(30));
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata', exact: true }).click();
    await expect(zone).toHaveValue('Asia/Kolkata');
    await dialog.locator('input[type="file"]').setInputFiles(LOGO);
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('link', { name: names.tournament });
    await logoOf(card);
    await card.click();
    await expect(page.getByRole('heading', { name: names.tournament, level: 1 })).toBeVisible();
  });
  const tournamentUrl = page.url();
  const tournamentId = tournamentUrl.split('/').pop() as string;

  await test.step('create two teams with logos, adding players by name and by phone', async () => {
    await createTeam(page, names.home, 'TRV', [
      { search: names.player.toUpperCase(), name: names.player },
      { search: DEMO_PLAYERS[0]?.phone as string, name: DEMO_PLAYERS[0]?.name as string },
    ]);
    await createTeam(page, names.away, 'QAT', [
      { search: DEMO_PLAYERS[1]?.phone as string, name: DEMO_PLAYERS[1]?.name as string },
    ]);
  });

  await test.step('add both teams to the tournament', async () => {
    await page.goto(tournamentUrl);
    await page.getByRole('button', { name: 'Add First Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Teams' });
    for (const team of [names.home, names.away]) {
      await dialog.getByRole('searchbox', { name: 'Search teams' }).fill(team.toLowerCase());
      await dialog.getByRole('button', { name: `Add ${team}` }).click();
      await expect(page.getByText(`${team} added successfully!`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: `Added ${team}` })).toBeDisabled();
    }
    // With two teams in, the tournament read again brings the match picker in above Close: a click
    // made as it arrives lands where Close was.
    await expect(dialog.getByRole('heading', { name: 'Pick a match' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const team of [names.home, names.away]) await logoOf(page.getByRole('link', { name: team }));
  });

  await test.step('build fixtures: a double round robin, then one by hand', async () => {
    await page.getByRole('tab', { name: 'Match Fixtures' }).click();
    await page.getByRole('link', { name: 'Create First Fixture' }).click();
    await expect(page.getByRole('heading', { name: 'Create Fixtures' })).toBeVisible();

    await page.getByRole('button', { name: 'Generate round robin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate round robin' });
    await dialog.getByLabel('Rounds').selectOption({ label: 'Double round (home and away)' });
    await dialog.getByLabel('First matchday').fill(day(3));
    await dialog.getByRole('button', { name: 'Generate fixtures' }).click();
    await expect(page.getByText('2 fixtures', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Fixture' }).click();
    const card = page.getByRole('region', { name: 'Fixture 3' });
    await card.getByLabel('Home team').selectOption({ label: names.home });
    await card.getByLabel('Away team').selectOption({ label: names.away });
    await card.getByLabel('Date').fill(day(20));
    await card.getByLabel('Time').fill('18:30');
    await card.getByRole('textbox', { name: 'Venue' }).fill(names.venue);
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card.getByText(`${names.home} vs ${names.away}`)).toBeVisible();

    await page.getByRole('button', { name: 'Submit Fixtures' }).click();
    await expect(page.getByText('Fixtures created successfully!')).toBeVisible();
    await expect(page.getByText('Success! Fixtures have been created successfully.')).toBeVisible();
    await page.getByRole('link', { name: 'View fixtures' }).click();
  });

  await test.step('delete the return match', async () => {
    const deleteButtons = page.getByRole('button', { name: /^Delete / });
    await expect(deleteButtons).toHaveCount(3);
    await page.getByRole('button', { name: `Delete ${names.away} vs ${names.home}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByText('Are you sure you want to delete this fixture?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Fixture deleted successfully')).toBeVisible();
    await expect(deleteButtons).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Delete ${names.away} vs ${names.home}` })).toHaveCount(0);
  });

  await test.step('a logged-out visitor sees it all on the public pages', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/tournaments');
    const card = visitor.getByRole('link', { name: names.tournament });
    await logoOf(card);
    await card.click();
    await expect(visitor.getByRole('heading', { name: names.tournament, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Evening league by the harbour.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();

    for (const team of [names.home, names.away]) await logoOf(visitor.getByRole('link', { name: team }));

    await visitor.getByRole('tab', { name: 'Match Fixtures' }).click();
    const fixtures = visitor.getByRole('link', { name: new RegExp(`${names.home}.*${names.away}`) });
    await expect(fixtures).toHaveCount(2);
    // Grouped by day in the tournament's zone, named once: the match under its day, with its venue,
    // at the kick-off the organiser set.
    await expect(visitor.getByText('Times in Asia/Kolkata')).toBeVisible();
    const matchDay = visitor.getByRole('region', { name: DateTime.fromISO(day(20)).toFormat('cccc d LLLL yyyy') });
    await expect(matchDay.getByText(`Venue: ${names.venue}`)).toBeVisible();
    await expect(matchDay.getByText('18:30', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await visitor.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(visitor.getByRole('link', { name: 'View All Leaderboards' })).toBeVisible();

    await visitor.getByRole('tab', { name: 'Participating Teams' }).click();
    await visitor.getByRole('link', { name: names.home }).click();
    await expect(visitor.getByRole('heading', { name: names.home, level: 1 })).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(`${names.home}.*${names.away}`) })).toHaveCount(2);
    // The team page shows its fixtures in their tournament's zone too, not in UTC.
    await expect(visitor.getByText(/, 18:30 \(Asia\/Kolkata\)$/)).toBeVisible();
    await visitor.getByRole('tab', { name: 'Players' }).click();
    await expect(visitor.getByText(names.player, { exact: true })).toBeVisible();
    await expect(visitor.getByText(DEMO_PLAYERS[0]?.name as string, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Add Player' })).toHaveCount(0);
    await context.close();
  });

  await test.step('another signed-in user sees nothing to change, and the server refuses the call', async () => {
    await other.goto(`/mytournaments/${tournamentId}?tab=fixtures`);
    await expect(other.getByRole('heading', { name: names.tournament, level: 1 })).toBeVisible();
    await expect(other.getByRole('link', { name: new RegExp(`${names.home}.*${names.away}`) })).toHaveCount(2);
    await expect(other.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Create Fixture' })).toHaveCount(0);
    await other.getByRole('tab', { name: 'Participating Teams' }).click();
    await expect(other.getByRole('link', { name: names.home })).toBeVisible();
    await expect(other.getByRole('button', { name: /^Add (First )?Team$/ })).toHaveCount(0);

    const read = await other.request.get(`/api/tournaments/all/${tournamentId}`);
    const { fixtures } = (await read.json()).data as { fixtures: { id: string }[] };
    const token = await accessTokenOf(other);
    expect(token).toBeTruthy();
    const refused = await other.request.delete(`/api/fixture/delete/${fixtures[0]?.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ status: 'error', message: "Only this tournament's organiser can do this." });

    const after = await other.request.get(`/api/tournaments/all/${tournamentId}`);
    expect((await after.json()).data.fixtures).toHaveLength(2);
  });
});
