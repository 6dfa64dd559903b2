import { type Browser, devices } from '@playwright/test';
import { measureDemoPages } from './demo-pages';
import { percentile } from './match-day';

const RUNS = 5;
/** The page counts as settled once its main thread has had no long task for this long (Lighthouse's quiet window). */
const QUIET_MS = 5_000;
const LONGEST_WAIT_MS = 60_000;

export interface PageBlocking {
  page: string;
  blockingMs: number;
  longestTaskMs: number;
}

/** Collects the page's long tasks and first contentful paint from its very start. */
function watchLongTasks() {
  const w = window as unknown as { longTasks: { start: number; duration: number }[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) w.longTasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total blocking time measured, not simulated: a first visit in Chromium on a phone profile with the
 * CPU four times slower, each task's part after the first contentful paint counting for what it runs
 * past 50 ms, from the page's start until it has drawn its title and its main thread has been quiet for 5 s. Lighthouse's figure is simulated
 * from one trace and on this machine moves by hundreds of milliseconds from run to run; this one
 * shows what the page's own work costs. Loopback network: only the CPU is slowed. Median of five.
 */
export function pageBlocking(port: number): Promise<PageBlocking[]> {
  return measureDemoPages(port, async (browser, url) => {
    const runs: Omit<PageBlocking, 'page'>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await blockingOfOneVisit(browser, url));
    return {
      blockingMs: percentile(
        runs.map((r) => r.blockingMs),
        50,
      ),
      longestTaskMs: percentile(
        runs.map((r) => r.longestTaskMs),
        50,
      ),
    };
  });
}

async function blockingOfOneVisit(browser: Browser, url: string): Promise<Omit<PageBlocking, 'page'>> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // tsx keeps function names with a __name helper that the page does not have.
  await page.addInitScript('window.__name = (f) => f');
  await page.addInitScript(watchLongTasks);
  await page.goto(url, { waitUntil: 'load' });
  // Waited for in the page, not with a locator: Playwright's locators first load their own script
  // into the page, about 100 ms of its main thread at 4x that a visitor's phone never runs.
  const tasks = await page.evaluate(
    async ({ quiet, longest }) => {
      // The page has drawn what it is for (its title), not an error or a skeleton.
      while (!document.querySelector('h1') && performance.now() < longest) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (!document.querySelector('h1')) throw new Error(`no title on ${location.pathname}`);
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      const lastEnd = () => Math.max(0, ...w.longTasks.map((t) => t.start + t.duration));
      while (performance.now() - lastEnd() < quiet && performance.now() < longest) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      // As Lighthouse counts it: a task running across the first paint counts from the paint on.
      return w.longTasks.map((t) => t.start + t.duration - Math.max(t.start, paint)).filter((after) => after > 0);
    },
    { quiet: QUIET_MS, longest: LONGEST_WAIT_MS },
  );
  await context.close();
  return {
    blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...tasks),
  };
}
