import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { liveTournamentAndMatchAddresses, openLiveTournament } from './browse-walk';

/** Every file of a kind the page downloads, as it comes: a body is read as soon as its response is seen. */
function bodiesOf(page: Page, ending: string): Promise<{ url: string; text: string }>[] {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith(ending)) return;
    bodies.push(
      response
        .text()
        .catch(() => '')
        .then((text) => ({ url: response.url(), text })),
    );
  });
  return bodies;
}

/** A rule of Mantine's Tabs, which the landing page does not draw and the tournaments screen does. */
const TABS_RULE = '.m_89d60db1';

test('the landing page downloads only the styles it draws; the next screen brings the rest', async ({ page }) => {
  const styles = bodiesOf(page, '.css');
  await page.goto('/');
  // Everything the landing page loads after its first paint: the footer's sponsor link and the top scorers.
  await expect(page.locator('footer').getByRole('link', { name: 'OFFICIAL PHYSIO PARTNER' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const landing = await Promise.all(styles);
  expect(landing.length).toBeGreaterThan(0);
  expect(landing.filter(({ text }) => text.includes(TABS_RULE))).toEqual([]);

  await page.getByRole('link', { name: 'Tournaments' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await Promise.all(styles)).some(({ text }) => text.includes(TABS_RULE))).toBe(true);
});

test('a shared link to a match has its page download the screens’ stylesheet beside the app, not after it', async ({
  request,
}) => {
  const html = await (await request.get('/tournaments/team/players/0190a3b4-58f1-7c2e-8a11-3f4c5d6e7f80')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const sheets = await Promise.all(preloaded.map(async (href) => (await request.get(href as string)).text()));
  expect(sheets.some((css) => css.includes(TABS_RULE))).toBe(true);
});

/** What only the forms' code holds: zod's schemas, @mantine/form's field ids, the sign-up's common-password list. */
const FORM_CODE = ['_zod', 'mantine-form', 'trustno1'];
/** The client the browser tests' server runs (playwright.config.ts). */
const ASSETS = join('dist', 'client', 'assets');

test('a visitor who opens a live tournament and a match downloads none of the forms’ code', async ({ page }) => {
  const scripts = bodiesOf(page, '.js');
  await openLiveTournament(page);
  await page
    .getByRole('link', { name: /Green Valley FC.*Northside Athletic/ })
    .first()
    .click();
  await expect(page.getByText('Match Live')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(2);
  const withForms = downloaded.filter(({ text }) => FORM_CODE.some((mark) => text.includes(mark)));
  expect(withForms.map(({ url }) => url)).toEqual([]);

  // Each mark is in the app the server runs: the check above can find them.
  const built = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  for (const mark of FORM_CODE) {
    expect(built.some((file) => readFileSync(join(ASSETS, file), 'utf8').includes(mark))).toBe(true);
  }
});

/** The scripts and stylesheets a first visit to `url` asks for until `drawn` shows, and the page's HTML. */
async function firstVisit(browser: Browser, url: string, drawn: (page: Page) => Locator) {
  // A context of its own: nothing cached, no service worker.
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: string[] = [];
  let html = '';
  page.on('request', (request) => {
    if (/\.(js|css)$/.test(request.url())) files.push(new URL(request.url()).pathname);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') html = await response.text();
  });
  await page.goto(url);
  await expect(drawn(page)).toBeVisible();
  const asked = [...files];
  await context.close();
  return { asked, html };
}

test('a shared link to a live tournament or match names every file its page is drawn with, a handful', async ({
  page,
  browser,
}) => {
  const { tournament, match } = await liveTournamentAndMatchAddresses(page);

  for (const [url, drawn] of [
    [tournament, (p: Page) => p.getByRole('heading', { name: 'City League', level: 1 })],
    [match, (p: Page) => p.getByText('Match Live')],
  ] as const) {
    const { asked, html } = await firstVisit(browser, url, drawn);
    // All asked for at once, beside the page: none found only once the app's code has run.
    expect(asked.filter((file) => !html.includes(`"${file}"`))).toEqual([]);
    // Over HTTP/1.1 a browser asks six at a time: each six more is a round trip on a slow line (43 before).
    expect(asked.length).toBeLessThanOrEqual(12);
  }
});

test('the app’s files come as the Brotli copies the build wrote', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="\/(assets\/index-[^"]+\.js)">/.exec(html)?.[1] as string;
  const response = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(Number(response.headers()['content-length'])).toBe(statSync(join('dist', 'client', `${entry}.br`)).size);
});

test('as the app starts, a short-lived worker loads the date formats while the page loads, allowed by its CSP', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const worker = page.waitForEvent('worker', { timeout: 10_000 });
  await page.goto('/');
  const warmUp = await worker;
  expect(warmUp.url()).toMatch(/^blob:/);
  // It formats one date and ends (by now it may have ended already: no event is awaited that has passed).
  await expect.poll(() => page.workers().includes(warmUp)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});

/** Chromium's hint to compile a whole file while it downloads (vite.config.ts, compileFirstVisitEagerly). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test('the code a first visit runs opens with the hint to compile it while it downloads; other screens’ code does not', async ({
  page,
}) => {
  const scripts = bodiesOf(page, '.js');
  await openLiveTournament(page);
  await page.waitForLoadState('networkidle');
  const hinted = (await Promise.all(scripts))
    .filter(({ text }) => text.startsWith(COMPILE_HINT))
    .map(({ url }) => new URL(url).pathname);
  // The entry, what it loads once the page is drawn, and the public pages' code.
  const chunks = ['index', 'after-landing', 'public-screens'];
  expect(hinted).toHaveLength(chunks.length);
  for (const chunk of chunks) expect(hinted.filter((path) => path.startsWith(`/assets/${chunk}-`))).toHaveLength(1);

  // Compiling all of a screen a visitor may never open would cost a phone for nothing.
  const tracker = readdirSync(ASSETS).find((file) => /^match-tracker-page-.*\.js$/.test(file)) as string;
  expect(readFileSync(join(ASSETS, tracker), 'utf8')).not.toContain(COMPILE_HINT);
});
