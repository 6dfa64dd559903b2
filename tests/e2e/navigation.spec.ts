import { expect, test } from '@playwright/test';
import { liveTournamentAndMatchAddresses } from './browse-walk';

test('an unknown route shows Page Not Found with a way back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
});

test("an address with an id that cannot exist (a link cut short) shows Page Not Found, not the server's complaint", async ({
  page,
}) => {
  for (const address of ['/tournaments/team/players/not-a-match', '/teamdetails/42', '/leaderboards/abc']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), address).toBeVisible();
    await expect(page.getByText(/must be a valid id/)).toHaveCount(0);
  }
  // An id of the right shape that names nothing: the server says so, with the same ways out.
  await page.goto('/tournaments/team/players/0190a000-0000-7000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Error: Fixture not found.');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  // A real id of the right shape still opens its page: the check is on the shape alone.
  const { match } = await liveTournamentAndMatchAddresses(page);
  await page.goto(match);
  await expect(page.getByText('Match Live')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
});

test('a guarded route without a token goes to /login', async ({ page }) => {
  await page.goto('/mytournaments/create-team');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('the header has the tabs of the spec and a back arrow off the home page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const tab of ['Home', 'Tournaments', 'My Tournaments', 'Blogs', 'Login / Sign Up']) {
    await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('Back on a match opened from a link goes up to its tournament, and from there to the tournaments', async ({
  page,
  context,
}) => {
  const { tournament, match } = await liveTournamentAndMatchAddresses(page);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  // The link opened in a new tab, as from a chat: it has no page before it.
  const shared = await context.newPage();
  await shared.goto(match);
  await expect(shared.getByText('Match Live')).toBeVisible();
  await shared.getByRole('button', { name: 'Back' }).click();
  await expect(shared.getByRole('heading', { name: 'City League', level: 1 })).toBeVisible();
  expect(shared.url().split('/').pop()).toBe(tournament.split('/').pop());
  await shared.getByRole('button', { name: 'Back' }).click();
  await expect(shared).toHaveURL(/\/tournaments$/);
});

test('an expired session is ended with the spec message', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const expired = {
      accessToken: 'x',
      refreshToken: 'y',
      expiresIn: 86400,
      user: { id: 'u', name: 'Old', phoneNumber: '+919999999999', image: null },
      exp: Math.floor(Date.now() / 1000) - 10,
    };
    localStorage.setItem('token', JSON.stringify(expired));
  });
  await page.reload();
  await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("the landing page's vote button and sponsor link open what this deployment set, in a new tab", async ({
  page,
}) => {
  await page.goto('/');
  const vote = page.getByRole('link', { name: 'Vote For Player Of The Month' });
  await expect(vote).toHaveAttribute('href', 'https://forms.example/vote');
  await expect(vote).toHaveAttribute('target', '_blank');
  const sponsor = page.locator('footer').getByRole('link', { name: 'OFFICIAL PHYSIO PARTNER' });
  await expect(sponsor).toHaveAttribute('href', 'https://physio.example/');
  await expect(sponsor).toHaveAttribute('target', '_blank');
});

test('/tournaments/team lists every team, narrowed by a search, each opening its page', async ({ page }) => {
  await page.goto('/tournaments/team');
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Green Valley FC/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('northside');
  await expect(page.getByRole('link', { name: /Green Valley FC/ })).toBeHidden();
  await page.getByRole('link', { name: /Northside Athletic/ }).click();
  await expect(page.getByRole('tab', { name: 'Players' })).toBeVisible();
});
