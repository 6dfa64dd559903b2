import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, devices, expect, type Locator, type Page, request } from '@playwright/test';
import { byNumber, openTrackerWithLineups } from '../e2e/tracker-support';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { benchmarkIndex, midTierSlowdown } from './phone-slowdown';
import { launchServer } from './server-start';

const TAPS = Number(process.env.BENCH_TAPS ?? 100);
/** Entries recorded before the measured taps: the budget times a tap with 200 entries in the log. */
const LOG_BEFORE = 200;
/** Entries recorded offline before the signal comes back on a slow line: the queue then sending. */
const QUEUED = 200;
/** One bar of signal: the round trip and speed of the slow-line tests (read-states.spec.ts). */
const SLOW_LINE = { latency: 2_500, downloadThroughput: 250_000, uploadThroughput: 250_000 };

/**
 * A finger's tap at the middle of the button, found and brought into view first. Not
 * `locator.tap()`: Playwright then listens in the page to the very touch, pointer and click events
 * being timed (its hit-target check, an elementsFromPoint of the whole page on each), work the page
 * does for the test and never for a finger, and the more of it the bigger the page.
 */
async function fingerTap(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button to tap is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * Installs the stopwatch in the page: from the Submit button's pointerdown (the finger touching the
 * glass, as the browser stamps it) to the frame that paints the new log row (the first task after
 * the animation frame in which the row is in the document). The tracker shows a row only after its
 * IndexedDB transaction has committed.
 */
function installStopwatch() {
  const w = window as unknown as { tapTimes: number[] };
  w.tapTimes = [];
  // The log draws its newest rows first (and only the newest): a tap's row is the new first one.
  const newest = () => document.querySelector('[data-testid="log-entry"]')?.getAttribute('data-entry-id');
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = (event.target as Element).closest('button');
      if (!button?.textContent?.trim().startsWith('Submit')) return;
      const touched = event.timeStamp;
      const before = newest();
      const observer = new MutationObserver(() => {
        if (newest() === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const after = new MessageChannel();
          after.port1.onmessage = () => w.tapTimes.push(performance.now() - touched);
          after.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    { capture: true },
  );
}

/**
 * The budget "record an event": in Chromium on a phone profile, real pointer taps (player, stat,
 * Submit) timed from Submit's pointerdown to the new row painted. The phone is online, so every tap
 * is also sent and read back from the server's match log while the next ones are made (the live
 * follow). 200 entries are recorded first; then `TAPS` taps are timed at full speed, again with
 * the CPU four times slower (the budget's mid-range phone), and again slowed as much as makes this
 * machine that phone by Lighthouse's calculator (phone-slowdown.ts). Last, at full speed on a match of its own, 200
 * entries recorded offline are sending on a slow line while `TAPS` more are timed; the row reports
 * how many were still waiting when the last tap was timed, so a queue that had drained shows. Each
 * result says how many entries the log held when its taps began.
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
    const startStopwatch = async () => {
      // tsx keeps function names with a __name helper that the page does not have.
      await page.evaluate('window.__name = (f) => f');
      await page.evaluate(installStopwatch);
    };
    await startStopwatch();
    const playerButton = (striker: { number: number | null; name: string }) =>
      page.getByRole('button', { name: new RegExp(`^${striker.number} ${striker.name}`) });
    const foul = page.getByRole('button', { name: 'Foul', exact: true });
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    const timed = () => page.evaluate(() => (window as unknown as { tapTimes: number[] }).tapTimes.length);

    const tapTimes = async (taps: number, striker = byNumber(fixture.homeTeam, 10)) => {
      const player = playerButton(striker);
      const first = await timed();
      for (let i = 0; i < taps; i++) {
        // As a scorer would: pick the player and the stat, see them picked, then Submit.
        for (const button of [player, foul]) {
          if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
        }
        await fingerTap(page, submit);
        await expect.poll(timed, { timeout: 5000 }).toBe(first + i + 1);
        await expect(player).not.toHaveAttribute('aria-pressed', 'true');
      }
      return page.evaluate((from) => (window as unknown as { tapTimes: number[] }).tapTimes.slice(from), first);
    };

    await tapTimes(LOG_BEFORE);
    // Each row says how many entries the log held when its taps began: every timed tap adds one.
    const fast = { ...summary(await tapTimes(TAPS)), entriesBefore: LOG_BEFORE };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const throttled = { ...summary(await tapTimes(TAPS)), entriesBefore: LOG_BEFORE + TAPS };
    // 4× stands for a mid-tier phone on the desktop Lighthouse assumes; on this machine that phone is
    // the slowdown its CPU throttling calculator gives for this machine's BenchmarkIndex.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const index = await benchmarkIndex(context);
    const phoneSlowdown = midTierSlowdown(index);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneSlowdown });
    const midTier = {
      ...summary(await tapTimes(TAPS)),
      entriesBefore: LOG_BEFORE + 2 * TAPS,
      benchmarkIndex: index,
      slowdown: phoneSlowdown,
    };
    const floor = {
      fast: await floorTapTimes(context, 1),
      throttled: await floorTapTimes(context, 4),
      midTier: await floorTapTimes(context, phoneSlowdown),
    };

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // A match of its own, whose log holds the budget's 200 entries, all of them recorded offline.
    const second = await openTrackerWithLineups(page, api);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await startStopwatch();
    const line = (offline: boolean) => cdp.send('Network.emulateNetworkConditions', { offline, ...SLOW_LINE });
    await cdp.send('Network.enable');
    await line(true);
    await tapTimes(QUEUED, byNumber(second.homeTeam, 10));
    const waiting = page.getByTestId('sync-strip').getByText(/changes? to sync/);
    const waitingCount = async () => Number((await waiting.textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(waitingCount).toBeGreaterThanOrEqual(QUEUED);
    await line(false);
    const sending = summary(await tapTimes(TAPS, byNumber(second.homeTeam, 10)));
    return {
      fast,
      throttled,
      midTier,
      floor,
      sending: { ...sending, entriesBefore: QUEUED, queued: QUEUED, stillWaiting: await waitingCount() },
    };
  } finally {
    await api.dispose();
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A page with only what every tap needs (one IndexedDB write, then its row drawn), timed with the
 * same stopwatch in the same browser: the part of the tracker's figures that is Chromium's input,
 * storage and frame on this machine, which no screen can go below.
 */
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><button>Submit</button><ol></ol>
<script>
  // Where the floor's time goes, tap by tap: the finger lifted, the click, the row stored, the row painted.
  window.floorParts = [];
  let lifted = 0;
  document.addEventListener('pointerup', (event) => { lifted = event.timeStamp; }, { capture: true });
  const opened = indexedDB.open('floor', 1);
  opened.onupgradeneeded = () => opened.result.createObjectStore('log', { autoIncrement: true });
  opened.onsuccess = () => document.querySelector('button').addEventListener('click', () => {
    const part = { lifted, clicked: performance.now() };
    const tx = opened.result.transaction('log', 'readwrite');
    const id = String(Math.random());
    tx.objectStore('log').add({ id });
    tx.oncomplete = () => {
      part.stored = performance.now();
      const row = document.createElement('li');
      row.dataset.testid = 'log-entry';
      row.dataset.entryId = id;
      row.textContent = 'Foul';
      document.querySelector('ol').prepend(row);
      requestAnimationFrame(() => {
        const after = new MessageChannel();
        after.port1.onmessage = () => floorParts.push({ ...part, painted: performance.now() });
        after.port2.postMessage(null);
      });
    };
  });
</script>`;

interface FloorPart {
  lifted: number;
  clicked: number;
  stored: number;
  painted: number;
}

async function floorTapTimes(context: BrowserContext, cpuSlowdown: number) {
  // An origin of its own: the app's service worker would answer on the server's.
  const url = 'http://tap-floor.test/';
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
  try {
    await page.goto(url);
    await page.evaluate('window.__name = (f) => f');
    await page.evaluate(installStopwatch);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const timed = () => page.evaluate(() => (window as unknown as { tapTimes: number[] }).tapTimes.length);
    for (let i = 0; i < TAPS; i++) {
      await fingerTap(page, page.getByRole('button', { name: 'Submit' }));
      await expect.poll(timed, { timeout: 5000 }).toBe(i + 1);
    }
    const { tapTimes, floorParts } = await page.evaluate(() => {
      const w = window as unknown as { tapTimes: number[]; floorParts: FloorPart[] };
      return { tapTimes: w.tapTimes, floorParts: w.floorParts };
    });
    const median = (part: (p: FloorPart) => number) => summary(floorParts.map(part)).p50Ms;
    return {
      ...summary(tapTimes),
      parts: {
        liftToClickMs: median((p) => p.clicked - p.lifted),
        clickToStoredMs: median((p) => p.stored - p.clicked),
        storedToPaintedMs: median((p) => p.painted - p.stored),
      },
    };
  } finally {
    await page.close();
  }
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), taps: samples.length };
}
