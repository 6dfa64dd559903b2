import { expect, type Page, test } from '@playwright/test';
import { isoDate, post } from './competition-support';
import { horizontalOverflow } from './look-support';
import { apiToken, signInAsOrganiser } from './tracker-support';

const run = Date.now().toString(36);
/** As long as a team's name may be (60 characters), in one word: a club that typed its name without spaces. */
const longName = `Longname${run}`.padEnd(60, 'x');
const longDescription = 'Wordless'.padEnd(500, 'y');

async function pageFits(page: Page, path: string, drawn: string) {
  await page.goto(path);
  await expect(page.getByText(drawn).first()).toBeVisible();
  expect(await horizontalOverflow(page), path).toEqual([]);
  // The tab bar at the bottom stays on screen.
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeInViewport();
}

test('a name or description in one long word wraps on a small phone: the page stays as wide as the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const team = await post(
    request,
    '/teams/create',
    headers,
    { name: longName, description: longDescription, abbreviation: 'LNG' },
    201,
  );
  const tournament = (
    await post(
      request,
      '/tournaments/create',
      headers,
      {
        name: `Tournament${run}`.padEnd(100, 'z'),
        description: longDescription,
        startDate: isoDate(1),
        endDate: isoDate(10),
      },
      201,
    )
  ).data;
  await post(request, '/tournaments/add-team', headers, { tournamentId: tournament.id, teamId: team.id }, 200);

  await pageFits(page, `/teamdetails/${team.id}`, longName);
  await pageFits(page, `/tournaments/futuretournaments/${tournament.id}`, `Tournament${run}`);
  await signInAsOrganiser(page);
  await pageFits(page, `/teamdetails/${team.id}`, longName);
  await pageFits(page, `/mytournaments/${tournament.id}`, `Tournament${run}`);
  await pageFits(page, '/profile', longName);

  // Beside the long name and its abbreviation in the Add Teams list, its button still says 'Added' in full.
  await page.goto(`/mytournaments/add-team/${tournament.id}`);
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(`Longname${run}`);
  const added = page.getByRole('button', { name: `Added ${longName}` }).locator('.mantine-Button-label');
  await expect(added).toHaveText(/^Added/);
  await expect(
    page.getByRole('listitem').filter({ hasText: longName }).getByText('LNG', { exact: true }),
  ).toBeVisible();
  expect(await added.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
  expect(await horizontalOverflow(page)).toEqual([]);
});
