import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { demoServer } from './match-day';

/** The pages the page-load benchmarks open on the demo: the landing page, the live league and its live match. */
async function demoPages(server: Awaited<ReturnType<typeof demoServer>>) {
  const league = await server.api.cityLeague();
  const live = league.fixtures.find((f) => f.status === 'SECOND_HALF');
  if (!live) throw new Error('no live match in the demo league');
  return [
    { page: 'landing', path: '/' },
    { page: 'live tournament', path: `/tournaments/livetournaments/${league.id}` },
    { page: 'live match', path: `/tournaments/team/players/${live.id}` },
  ];
}

/**
 * `measure` run on each demo page in Debian's Chromium (started with `args` besides the usual ones), against a
 * demo server started for it, page by page.
 */
export async function measureDemoPages<T>(
  port: number,
  measure: (browser: Browser, url: string) => Promise<T>,
  args: readonly string[] = [],
): Promise<(T & { page: string })[]> {
  const server = await demoServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args] });
  try {
    const results: (T & { page: string })[] = [];
    for (const { page, path } of await demoPages(server)) {
      results.push({ ...(await measure(browser, `${server.url}${path}`)), page });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
