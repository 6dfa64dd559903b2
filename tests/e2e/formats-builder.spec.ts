import { expect, type Page, test } from '@playwright/test';
import { cupOfItsOwn } from './competition-support';
import { signInAsOrganiser } from './tracker-support';

const matchLinks = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Match Fixtures' }).locator('a[href^="/tournaments/team/players/"]');

test('an organiser sets 3 groups of 4 then a knockout, sees its quarter-finals, and replaces it after a match was played', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id: tournamentId, headers } = await cupOfItsOwn(request, 'Format Cup', 12);
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/${tournamentId}?tab=fixtures`);
  await page.getByRole('link', { name: 'Build a competition format' }).click();
  await expect(page.getByRole('heading', { name: 'Competition format', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Groups then knockout' });
  const bestPlaced = page.getByRole('combobox', { name: 'Best-placed teams through' });
  await page.getByRole('combobox', { name: 'Number of groups' }).selectOption({ label: '4 groups (3, 3, 3, 3 teams)' });
  await expect(bestPlaced).toHaveValue('0');
  await page.getByRole('combobox', { name: 'Number of groups' }).selectOption({ label: '3 groups (4, 4, 4 teams)' });
  await page.getByRole('combobox', { name: 'Teams through from each group' }).selectOption({ label: 'The top two' });
  await expect(bestPlaced).toHaveValue('2');
  await expect(page.getByText('Plus the 2 best third-placed teams.')).toBeVisible();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Groups of 4, 4, 4 teams.');
  await expect(preview).toContainText('18 matches before the knockout.');
  const quarterFinals = preview.getByRole('list', { name: 'Quarter-finals' }).getByRole('listitem');
  await expect(quarterFinals).toHaveText([
    'QF1 Winner of Group A v Best third-placed team 2',
    'QF2 Runner-up of Group B v Runner-up of Group C',
    'QF3 Winner of Group B v Best third-placed team 1',
    'QF4 Winner of Group C v Runner-up of Group A',
  ]);
  await expect(preview).toContainText('Which best-placed team takes which of these places is settled once every group');

  // Without signal the server cannot draw and write the fixtures: the page says so and keeps the choices.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Set format' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline. Setting a format needs the server');
  await expect(page.getByRole('combobox', { name: 'Number of groups' })).toHaveValue('3');
  await page.context().setOffline(false);

  await page.getByRole('button', { name: 'Set format' }).click();
  const setToast = page.getByRole('alert').filter({ hasText: 'Competition format set.' });
  await expect(setToast).toBeVisible();
  // Gone by itself (it closes after a few seconds), so the replacement's own toast is the one seen
  // below. Clicking its close button raced the toast's slide-in and its closing on a busy machine.
  await expect(setToast).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/mytournaments/${tournamentId}\\?tab=fixtures$`));
  await expect(matchLinks(page)).toHaveCount(18);

  // One group match is played: a new format keeps it, outside the format, and replaces the other 17.
  const detail = await (await request.get(`/api/tournaments/all/${tournamentId}`)).json();
  const played = detail.data.fixtures[0].id as string;
  const result = await request.put(`/api/fixture/update/${played}`, {
    headers,
    data: { status: 'FULL_TIME', homeScore: 2, awayScore: 1 },
  });
  expect(result.status(), await result.text()).toBe(200);

  await page.getByRole('link', { name: 'Build a competition format' }).click();
  await page
    .getByRole('combobox', { name: 'Third-place match' })
    .selectOption({ label: 'Yes: the semi-finals’ losers play for third' });
  await page.getByRole('button', { name: 'Set format' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(
    "This format deletes the tournament's 17 unplayed fixtures and keeps its 1 played one, outside the format.",
  );
  // The dialog asks; the server's instruction to API callers is not shown.
  await expect(confirm).not.toContainText('Send it again');
  await confirm.getByRole('button', { name: 'Replace fixtures' }).click();
  await expect(setToast).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mytournaments/${tournamentId}\\?tab=fixtures$`));
  await expect(matchLinks(page)).toHaveCount(19);
  await expect(page.locator(`a[href="/tournaments/team/players/${played}"]`)).toBeVisible();
});

test('someone who does not run the tournament is told only its organisers build formats, with no submit and a way back', async ({
  page,
  request,
}) => {
  const { id: tournamentId } = await cupOfItsOwn(request, 'Format Cup', 12);
  await signInAsOrganiser(page, { phone: '9000000002', password: 'pitchside-demo' });
  await page.goto(`/mytournaments/format/${tournamentId}`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Only this tournament's admin and co-organisers build its competition format." }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set format' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to tournament' }).click();
  await expect(page).toHaveURL(`/mytournaments/${tournamentId}`);
});

test('the Create Fixture page leads to the format builder', async ({ page, request }) => {
  const { id: tournamentId } = await cupOfItsOwn(request, 'Format Cup', 12);
  await signInAsOrganiser(page);
  await page.goto(`/mytournaments/create-fixture/${tournamentId}`);
  await page.getByRole('link', { name: 'Build a competition format' }).click();
  await expect(page).toHaveURL(`/mytournaments/format/${tournamentId}`);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('18 matches before the knockout.');
});
