import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpThroughUi, uniquePhone } from './support';

/**
 * Consent (docs/rules.md#teams-in-a-tournament) on three phones: an organiser invites a team they do
 * not manage, which takes part only once its manager accepts on their own phone; a player of that
 * team leaves it on theirs.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const run = Date.now().toString(36).slice(-5);
const names = {
  tournament: `Estuary Shield ${run}`,
  ownA: `Delta United ${run}`,
  ownB: `Delta Reserves ${run}`,
  invited: `Marsh Albion ${run}`,
  player: `Ines Okonkwo ${run}`,
};

interface Phone {
  page: Page;
  phone: string;
  /** A call to the API with this user's session, for what the test sets up rather than checks. */
  post: (path: string, body: object) => Promise<{ id: string }>;
}

async function signedUpPhone(browser: Browser, name: string): Promise<Phone> {
  const page = await (await browser.newContext()).newPage();
  const phone = uniquePhone();
  await signUpThroughUi(page, page.request, name, phone, 'a-good-password');
  await expect(page.getByText('Registration successful! Welcome aboard! 🎉')).toBeVisible();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const post = async (path: string, body: object) => {
    const response = await page.request.post(`/api/${path}`, {
      data: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const data = (await response.json()).data as { id?: string; data?: { id: string } };
    return (data?.data ?? data) as { id: string };
  };
  return { page, phone, post };
}

const team = (name: string, abbreviation: string) => ({
  name,
  description: `${name} play on Saturdays.`,
  abbreviation,
});

test('a team takes part in a tournament only once its manager accepts, and a player can leave a team', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const player = await signedUpPhone(browser, names.player);
  const manager = await signedUpPhone(browser, `Manager ${run}`);
  const organiser = await signedUpPhone(browser, `Organiser ${run}`);

  // Set up through the API: the manager's team with the player, the organiser's tournament with two teams of their own.
  const invited = await manager.post('teams/create', team(names.invited, 'MAL'));
  await manager.post('teams/add-player', { teamId: invited.id, phoneNumber: player.phone });
  const tournament = await organiser.post('tournaments/create', {
    name: names.tournament,
    description: 'Riverside cup.',
    startDate: day(-1),
    endDate: day(30),
  });
  for (const own of [team(names.ownA, 'DEU'), team(names.ownB, 'DER')]) {
    const created = await organiser.post('teams/create', own);
    await organiser.post('tournaments/add-team', { tournamentId: tournament.id, teamId: created.id });
  }
  const builderUrl = `/mytournaments/create-fixture/${tournament.id}`;
  const homeChoices = (page: Page) =>
    page.getByRole('region', { name: 'Fixture 1' }).getByLabel('Home team').locator('option');

  await test.step('the organiser invites a team they do not manage: it waits for its manager', async () => {
    const page = organiser.page;
    await page.goto(`/mytournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { name: names.tournament, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Team', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Teams' });
    await dialog.getByRole('searchbox', { name: 'Search teams' }).fill(names.invited.toLowerCase());
    await dialog.getByRole('button', { name: `Add ${names.invited}` }).click();
    await expect(page.getByText(`${names.invited} is invited. It takes part once its manager accepts.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Invited ${names.invited}` })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const waiting = page.getByRole('list', { name: 'Invited teams' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting.getByRole('listitem')).toContainText(names.invited);
    await expect(waiting.getByText('Invited', { exact: true })).toBeVisible();
    await expect(waiting.getByRole('button', { name: `Cancel invitation ${names.invited}` })).toBeVisible();
    await expect(page.getByRole('link', { name: names.ownA })).toBeVisible();
    await expect(page.getByRole('link', { name: names.invited })).toHaveCount(0);

    await page.goto(builderUrl);
    await expect(homeChoices(page).filter({ hasText: names.ownB })).toHaveCount(1);
    await expect(homeChoices(page).filter({ hasText: names.invited })).toHaveCount(0);
  });

  await test.step("the team's manager sees the invitation on another phone and accepts it", async () => {
    const page = manager.page;
    await page.goto('/profile');
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByRole('heading', { name: `Invited to ${names.tournament}` })).toBeVisible();
    await invitations.getByRole('button', { name: /^Accept/ }).click();
    await expect(page.getByText(`${names.invited} now takes part in ${names.tournament}.`)).toBeVisible();
    await expect(invitations).toHaveCount(0);

    await page.getByRole('link', { name: names.invited }).click();
    await page.getByRole('tab', { name: 'Tournaments' }).click();
    await expect(page.getByRole('link', { name: names.tournament })).toBeVisible();
  });

  await test.step('only now the fixture builder offers the team, and a fixture for it is built', async () => {
    const page = organiser.page;
    await page.goto(builderUrl);
    await expect(homeChoices(page).filter({ hasText: names.invited })).toHaveCount(1);
    const card = page.getByRole('region', { name: 'Fixture 1' });
    await card.getByLabel('Home team').selectOption({ label: names.ownA });
    await card.getByLabel('Away team').selectOption({ label: names.invited });
    await card.getByLabel('Date').fill(day(7));
    await card.getByLabel('Time').fill('17:00');
    await card.getByRole('textbox', { name: 'Venue' }).fill('Riverside Ground');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Submit Fixtures' }).click();
    await expect(page.getByText('Fixtures created successfully!')).toBeVisible();

    await page.goto(`/mytournaments/${tournament.id}`);
    await expect(page.getByRole('link', { name: names.invited })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invited teams' })).toHaveCount(0);
  });

  await test.step('a player leaves the team: neither their profile nor the team lists it any more', async () => {
    const page = player.page;
    await page.goto('/profile');
    const myTeams = page.getByRole('region', { name: 'My Teams' });
    await myTeams.getByRole('link', { name: names.invited }).click();
    await expect(page.getByRole('heading', { name: names.invited, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Players' }).click();
    await expect(page.getByText(names.player, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Leave team' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm.getByText(`Leave ${names.invited}?`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Leave team' }).click();
    await expect(page.getByText(`You left ${names.invited}.`)).toBeVisible();
    await expect(page.getByText(names.player, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);

    await page.goto('/profile');
    await expect(myTeams.getByText('You are not in a team yet. Create one and add your players.')).toBeVisible();
    await expect(myTeams.getByRole('link', { name: names.invited })).toHaveCount(0);
  });
});
