import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { launchServer } from './server-start';

/**
 * A phone with no signal opening the app it used before: the service worker serves the shell, the
 * CPU runs 4× slower than this machine's. Median of 5 from navigation start to the first paint
 * with content and to the landing page's heading.
 */
export async function offlineColdStart(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-cold-'));
  const server = await launchServer({ PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1' }, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const first = await context.newPage();
    await first.goto(`${server.url}/`);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    await first.getByRole('heading', { level: 1 }).first().waitFor();
    await first.close();
    await context.setOffline(true);

    const paints: number[] = [];
    const headings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The heading can be in the page a frame before it is painted: the paint entry is waited for.
      const timing = await page.evaluate(() => {
        const now = performance.now();
        return new Promise<{ paint: number; now: number }>((resolve) => {
          new PerformanceObserver((entries, observer) => {
            const paint = entries.getEntriesByName('first-contentful-paint')[0];
            if (!paint) return;
            observer.disconnect();
            resolve({ paint: paint.startTime, now });
          }).observe({ type: 'paint', buffered: true });
        });
      });
      paints.push(timing.paint);
      headings.push(timing.now);
      await page.close();
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[2] as number;
    return { firstPaintMs: median(paints), headingMs: median(headings) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
