// npm run screenshots: the main screens on a phone and a desktop, from the built app with the demo,
// written to docs/screenshots (shown in the README).
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { demoServer } from '../bench/match-day';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const OUT = 'docs/screenshots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const ORGANISER = { phoneNumber: '9000000000', password: 'pitchside-demo' };

interface Shot {
  name: string;
  path: string;
  /** What to do before the picture: a tab to open, something to wait for. */
  prepare?: (page: Page) => Promise<void>;
}

const settle = async (page: Page) => {
  await page.locator('main h1').first().waitFor();
  await page
    .locator('[data-placeholder], .mantine-Loader-root')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(500);
};

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForTimeout(500);
};

async function take(browser: Browser, url: string, shots: Shot[], device: 'phone' | 'desktop', token?: unknown) {
  const context = await browser.newContext({ ...(device === 'phone' ? PHONE : DESKTOP), colorScheme: 'light' });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), JSON.stringify(token));
  const page = await context.newPage();
  for (const shot of shots) {
    await page.goto(`${url}${shot.path}`);
    await settle(page);
    await shot.prepare?.(page);
    await page.screenshot({ path: `${OUT}/${shot.name}-${device}.png` });
  }
  await context.close();
}

const server = await demoServer(Number(process.env.SCREENSHOTS_PORT ?? 4395));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  const league = await server.api.cityLeague();
  const live = league.fixtures.find((f) => f.status === 'SECOND_HALF');
  if (!live) throw new Error('no live match in the demo league');
  const login = await server.api.call<{ accessToken: string; expiresIn: number }>('POST', '/auth/login', ORGANISER);
  const token = { ...login, exp: Math.floor(Date.now() / 1000) + login.expiresIn };

  const publicShots: Shot[] = [
    { name: 'landing', path: '/' },
    { name: 'fixtures', path: `/tournaments/livetournaments/${league.id}` },
    { name: 'standings', path: `/tournaments/livetournaments/${league.id}`, prepare: openTab('Leaderboard') },
    { name: 'match', path: `/tournaments/team/players/${live.id}`, prepare: openTab('Match Events') },
    { name: 'lineups', path: `/tournaments/team/players/${live.id}` },
  ];
  const trackerShot: Shot[] = [{ name: 'tracker', path: `/mytournaments/livescorecard/match-tracker/${live.id}` }];
  for (const device of ['phone', 'desktop'] as const) {
    await take(browser, server.url, publicShots, device);
    await take(browser, server.url, trackerShot, device, token);
  }
  console.log(`Screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
