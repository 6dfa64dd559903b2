import { expect, type Page, test } from '@playwright/test';
import { openFromTournamentList, openLiveTournament, walkThenRevisitOffline } from './browse-walk';
import { horizontalOverflow } from './look-support';
import { apiToken } from './tracker-support';

test('on a phone a visitor walks through a live tournament and its pages, then revisits them offline', async ({
  page,
  context,
}) => {
  await walkThenRevisitOffline(page, context);
  expect(await horizontalOverflow(page)).toEqual([]);
});

test('on a small phone the standings show the points at a glance, and the full table on demand', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLiveTournament(page);
  // Four tabs in one row that scrolls sideways, not two rows.
  const tabList = (await page.getByRole('tablist').boundingBox()) as { height: number };
  expect(tabList.height).toBeLessThan(60);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  for (const name of ['Pos', 'Team', 'P', 'GD', 'Pts']) {
    await expect(header(name)).toBeInViewport();
  }
  await expect(header('W')).toBeHidden();
  await page.getByRole('button', { name: 'Full table' }).click();
  await expect(header('W')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compact table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/split by goal difference, then goals scored/)).toBeVisible();
});

test('on a small phone a row of tabs fades at each edge that hides more tabs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openLiveTournament(page);
  const row = page.getByRole('tablist');
  expect(await row.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeGreaterThan(64);
  const scrollTo = (share: number) =>
    row.evaluate((list, to) => {
      list.scrollLeft = to * (list.scrollWidth - list.clientWidth);
    }, share);
  const fadedEdges = () =>
    row.evaluate((list) => {
      const mask = getComputedStyle(list).maskImage;
      const clear = '(transparent|rgba\\(0, 0, 0, 0\\))';
      return {
        // The gradient runs left to right (written 'to right' or '90deg'): its first stop is the left edge.
        left: new RegExp(`^linear-gradient\\([^,]*, ${clear}`).test(mask),
        right: new RegExp(`${clear}\\)$`).test(mask),
      };
    });
  // The row opens scrolled to its chosen tab (Match Fixtures, the second): back to its start first.
  await scrollTo(0);
  await expect.poll(fadedEdges).toEqual({ left: false, right: true });
  await scrollTo(0.5);
  await expect.poll(fadedEdges).toEqual({ left: true, right: true });
  await scrollTo(1);
  await expect.poll(fadedEdges).toEqual({ left: true, right: false });
});

/** The live tournament's fixture cards, shown. */
async function liveTournamentFixtures(page: Page) {
  await openLiveTournament(page);
  const cards = page
    .getByRole('tabpanel', { name: 'Match Fixtures' })
    .getByRole('link')
    .filter({ hasText: /VS|\d–\d/ });
  await expect(cards.first()).toBeVisible();
  return cards;
}

test('on a phone a match opened from far down the fixtures starts at its top', async ({ page }) => {
  const cards = await liveTournamentFixtures(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await cards.last().click();
  await expect(page).toHaveURL(/\/tournaments\/team\/players\//);
  await expect(page.getByRole('tab', { name: 'Lineups' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone Back returns to where the user was down the fixtures', async ({ page }) => {
  const cards = await liveTournamentFixtures(page);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const where = await page.evaluate(() => window.scrollY);
  await cards.last().click();
  await expect(page.getByRole('tab', { name: 'Lineups' })).toBeVisible();
  await page.goBack();
  await expect(cards.last()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(where - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(where + 50);
});

test('on a small phone a tournament named with one long word wraps it, and the group tables show every mark whole', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const name = `Championship${'x'.repeat(80)}`;
  const created = await request.post('/api/tournaments/create', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: { name, description: 'd'.repeat(120), startDate: '2099-01-01', endDate: '2099-01-02' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.data.id as string;
  await page.goto(`/tournaments/futuretournaments/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await horizontalOverflow(page)).toEqual([]);

  // The demo's group stage, its teams marked through (Q) or out (E) in the tables.
  await openFromTournamentList(page, 'Live Tournaments', /Lagoon Trophy/);
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  const marks = page.locator('[data-mark]');
  await expect(marks.first()).toBeVisible();
  const clipped = await marks.evaluateAll((badges) =>
    badges
      .filter((badge) => {
        // The letter a sighted reader sees, inside the box that clips it.
        const letter = badge.querySelector('[aria-hidden="true"]') as Element;
        const shown = (letter.parentElement as Element).getBoundingClientRect();
        return letter.getBoundingClientRect().right > shown.right + 0.5;
      })
      .map((badge) => badge.textContent),
  );
  expect(clipped).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual([]);
});
