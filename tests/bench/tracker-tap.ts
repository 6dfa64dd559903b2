import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, request } from '@playwright/test';
import { byNumber, openTrackerWithLineups } from '../e2e/tracker-support';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { launchServer } from './server-start';

const TAPS = Number(process.env.BENCH_TAPS ?? 100);
/** Entries recorded before the measured taps: the budget times a tap with 200 entries in the log. */
const LOG_BEFORE = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * The budget "record an event": in Chromium on a phone profile, the time from the Submit tap to the
 * new entry on screen, which the tracker shows only after its IndexedDB transaction has committed.
 * The phone is online, so every tap is also sent and read back from the server's match log while
 * the next ones are made (the live follow); the taps are timed once 200 entries are in the log.
 */
export async function trackerTapLatency(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-tracker-'));
  const server = await launchServer(
    { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1', NODE_ENV: 'development' },
    port,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await request.newContext({ baseURL });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const page = await context.newPage();
    const fixture = await openTrackerWithLineups(page, api);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const striker = byNumber(fixture.homeTeam, 10);
    // tsx keeps function names with a __name helper that the page does not have.
    await page.evaluate('window.__name = (f) => f');
    const samples = await page.evaluate(
      async ({ taps, skip, playerLabel }) => {
        const button = (name: string) =>
          Array.from(document.querySelectorAll('button')).find((b) =>
            b.textContent?.trim().startsWith(name),
          ) as HTMLElement;
        const count = () => document.querySelectorAll('[data-testid="log-entry"]').length;
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const times: number[] = [];
        for (let i = 0; i < skip + taps; i++) {
          // Player and stat buttons toggle: press each only when it is not pressed yet, and wait
          // until the screen shows both picked (on a busy machine that may take a few frames).
          const pressed = (name: string) => button(name).getAttribute('aria-pressed') === 'true';
          for (const name of [playerLabel, 'Foul']) {
            if (pressed(name)) continue;
            button(name).click();
            const clicked = performance.now();
            while (!pressed(name)) {
              if (performance.now() - clicked > 5000) throw new Error(`tap ${i}: ${name} never picked`);
              await frame();
            }
          }
          const before = count();
          const started = performance.now();
          button('Submit').click();
          await new Promise<void>((resolve, reject) => {
            const check = () => {
              if (count() > before) resolve();
              else if (performance.now() - started > 5000)
                reject(
                  new Error(
                    `tap ${i} not shown: ${
                      document.querySelector('[data-testid=selected-player]')?.textContent +
                      ' | ' +
                      Array.from(document.querySelectorAll('.mantine-Notification-description'))
                        .map((n) => n.textContent)
                        .join(' | ')
                    } | last entries: ${Array.from(document.querySelectorAll('[data-testid="log-entry"]'))
                      .slice(0, 3)
                      .map((row) => row.textContent)
                      .join(' / ')} | strip: ${document.querySelector('[data-testid="sync-strip"]')?.textContent}`,
                  ),
                );
              else requestAnimationFrame(check);
            };
            check();
          });
          if (i >= skip) times.push(performance.now() - started);
          // As a scorer would, pick the next only once the screen shows the last picks cleared.
          const shown = performance.now();
          while (button(playerLabel).getAttribute('aria-pressed') === 'true') {
            if (performance.now() - shown > 5000) throw new Error(`tap ${i}: picks never cleared`);
            await frame();
          }
        }
        return times;
      },
      { taps: TAPS, skip: LOG_BEFORE, playerLabel: `${striker.number} ${striker.name}` },
    );
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), taps: samples.length };
  } finally {
    await api.dispose();
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
