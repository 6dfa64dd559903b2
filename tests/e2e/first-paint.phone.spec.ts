import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { liveTournamentAndMatchAddresses, openLiveTournament } from './browse-walk';

/** How the page's header looks: what a reader would notice change when the app's own header replaces it. */
const headerLook = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const brand = Array.from(header.querySelectorAll('a')).find(
      (link) => link.textContent === 'Pitchside',
    ) as HTMLElement;
    const arrow = Array.from(header.querySelectorAll('span')).find((span) => span.textContent === '←') as HTMLElement;
    const arrowBox = arrow.getBoundingClientRect();
    const style = getComputedStyle(header);
    const brandStyle = getComputedStyle(brand);
    const box = header.getBoundingClientRect();
    const brandBox = brand.getBoundingClientRect();
    return {
      height: box.height,
      background: style.backgroundColor,
      border: style.borderBottomColor,
      brandColour: brandStyle.color,
      brandSize: brandStyle.fontSize,
      brandWeight: brandStyle.fontWeight,
      brandLeft: Math.round(brandBox.left),
      brandTop: Math.round(brandBox.top),
      arrowColour: getComputedStyle(arrow).color,
      arrowSize: getComputedStyle(arrow).fontSize,
      arrowCentre: [Math.round(arrowBox.left + arrowBox.width / 2), Math.round(arrowBox.top + arrowBox.height / 2)],
      page: getComputedStyle(document.body).backgroundColor,
    };
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a slow line a shared link shows its header before the app's code arrives, and the app's header takes its place unchanged (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    let release = () => {};
    const codeMayCome = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await codeMayCome;
      await route.continue();
    });
    await page.goto('/tournaments', { waitUntil: 'commit' });

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Pitchside' })).toBeVisible();
    await expect(banner.getByText('←')).toBeVisible();
    // Still the page's own header: the app, which draws the Menu button, has not run.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    const before = await headerLook(page);

    release();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(banner).toHaveCount(1);
    expect(await headerLook(page)).toEqual(before);
  });
}

test('while a match loads, its placeholders pulse as one, and stay still for a reader who asked for less motion', async ({
  page,
}) => {
  // The match's read never answers: the page stays on its placeholders.
  await page.route(/\/api\/fixture\/all\//, () => {});
  await page.goto(`/tournaments/team/players/${randomUUID()}`);
  const placeholders = page.locator('[data-placeholder]');
  await expect(placeholders.first()).toBeVisible();
  expect(await placeholders.count()).toBeGreaterThan(10);
  const animations = () => page.evaluate(() => document.getAnimations().length);
  expect(await animations()).toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(animations).toBe(0);
  await expect(placeholders.first()).toBeVisible();
});

/** The live tournament's address, its first team's or its live match's, as a visitor reaches them. */
async function addressOf(page: Page, screen: 'tournament' | 'team' | 'match') {
  if (screen === 'match') return (await liveTournamentAndMatchAddresses(page)).match;
  await openLiveTournament(page);
  if (screen === 'team') {
    await page.getByRole('tab', { name: 'Participating Teams' }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/teamdetails\//);
  }
  return page.url();
}

for (const screen of ['tournament', 'team', 'match'] as const) {
  test(`a ${screen}'s placeholders stand where its header, tabs and first cards come`, async ({ page, browser }) => {
    const finder = await browser.newPage();
    const address = await addressOf(finder, screen);
    await finder.close();
    // A phone that has never seen it, its read held back until the placeholders are measured.
    let release = () => {};
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(tournaments\/all|teams\/all|fixture\/all)\//, async (route) => {
      await answer;
      await route.continue();
    });
    await page.goto(address);
    const top = async (element: Locator) => ((await element.boundingBox()) as { y: number }).y;
    // The match's panel opens on its lineups, drawn unlike their placeholders: only its tab row is compared.
    const cardPlaceholder = screen === 'match' ? null : page.getByTestId('card-skeleton').first();
    await expect(page.getByTestId('tab-row-placeholder')).toBeVisible();
    const placeholders = {
      tabs: await top(page.getByTestId('tab-row-placeholder')),
      cards: cardPlaceholder && (await top(cardPlaceholder)),
    };
    release();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole(screen === 'match' ? 'radio' : 'link').first()).toBeVisible();
    // The tab row's labels sit 12 px into its 44 px; a panel's content starts below its 16 px padding. A
    // description's placeholder is one line: a description of two comes a line (25 px) lower.
    expect(Math.abs((await top(page.getByRole('tablist'))) + 12 - placeholders.tabs)).toBeLessThanOrEqual(26);
    if (placeholders.cards !== null) {
      expect(Math.abs((await top(panel)) + 16 - placeholders.cards)).toBeLessThanOrEqual(26);
    }
  });
}

test("a link's spinner stays hidden for its first moments, and shows while the screen's code is slow to come", async ({
  page,
}) => {
  // How the spinner looked the moment it was put on the page.
  await page.addInitScript(() => {
    const w = window as unknown as { spinnerAtFirst: string[] };
    w.spinnerAtFirst = [];
    new MutationObserver(() => {
      for (const spinner of Array.from(
        document.querySelectorAll<HTMLElement>('[role="status"][aria-label="Loading"]'),
      )) {
        if (spinner.dataset.seen) continue;
        spinner.dataset.seen = 'yes';
        w.spinnerAtFirst.push(getComputedStyle(spinner).visibility);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  let release = () => {};
  const codeMayCome = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/blogs-page-[^/]+\.js$/, async (route) => {
    await codeMayCome;
    await route.continue();
  });
  await page.goto('/blogs');

  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinnerAtFirst: string[] }).spinnerAtFirst)).toEqual([
    'hidden',
  ]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});
