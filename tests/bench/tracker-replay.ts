import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, devices, type Page, request } from '@playwright/test';
import { outboxHead } from '../e2e/match-log-support';
import { byNumber, type Fixture, matchOfItsOwn, signInAsOrganiser, submitLineups } from '../e2e/tracker-support';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { launchServer } from './server-start';

/** A line at the edge of the ground: 300 ms added to every round trip, 1 Mbit/s each way. */
export const SLOW_LINE = { latency: 300, downloadThroughput: 125_000, uploadThroughput: 125_000 };

export interface TrackerReplaySample {
  events: number;
  seconds: number;
  requests: number;
  lost: number;
  duplicated: number;
}

/**
 * `count` taps stored as the tracker stores them while offline: the kick-off and fouls, each an
 * entry of the phone's log with its outbox row (written straight into IndexedDB: tapping 500 times
 * through the screen would time the taps, not the replay).
 */
async function queueTaps(page: Page, fixture: Fixture, count: number) {
  const player = byNumber(fixture.homeTeam, 10).id;
  await page.evaluate(
    async ({ fixtureId, teamId, playerId, count }) => {
      const userId = JSON.parse(localStorage.getItem('token') ?? '{}').user.id as string;
      const start = Date.now() - 2 * 3600_000;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['matchLog', 'outbox'], 'readwrite');
        for (let i = 0; i < count; i++) {
          const at = start + i * 1000;
          const id = crypto.randomUUID();
          const entry =
            i === 0 ? { kind: 'CLOCK_START', id, at } : { kind: 'EVENT', type: 'FOUL', teamId, playerId, id, at };
          tx.objectStore('matchLog').add({ id, fixtureId, entry });
          tx.objectStore('outbox').add({
            id,
            fixtureId,
            method: 'POST',
            path: '/api/matchLog/entry',
            body: { fixtureId, entry },
            authorId: userId,
            createdAt: Date.now(),
            attempts: 0,
            nextAttemptAt: 0,
            lastError: null,
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { fixtureId: fixture.id, teamId: fixture.homeTeam.id, playerId: player, count },
  );
}

interface ReplayOptions {
  count: number;
  /** Network conditions while the queue drains (none: loopback as it is). */
  line?: typeof SLOW_LINE;
  /** Answer the batch call with a 404, so the outbox sends one call at a time (the replay before batches). */
  oneAtATime?: boolean;
}

/** One phone: the tracker open, `count` taps queued offline, then signal; the time until the outbox is empty. */
async function replayOnce(browser: Browser, baseURL: string, options: ReplayOptions): Promise<TrackerReplaySample> {
  const api = await request.newContext({ baseURL });
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  try {
    const fixture = await matchOfItsOwn(api);
    await submitLineups(api, fixture);
    const page = await context.newPage();
    await signInAsOrganiser(page);
    await page.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
    await page.getByTestId('match-clock').waitFor();
    const cdp = await context.newCDPSession(page);
    const network = (offline: boolean) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline,
        latency: options.line?.latency ?? 0,
        downloadThroughput: options.line?.downloadThroughput ?? -1,
        uploadThroughput: options.line?.uploadThroughput ?? -1,
      });
    await cdp.send('Network.enable');
    await network(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await queueTaps(page, fixture, options.count);
    let requests = 0;
    page.on('request', (sent) => {
      if (/\/api\/(sync\/batch|matchLog\/entry)$/.test(new URL(sent.url()).pathname)) requests += 1;
    });
    if (options.oneAtATime) {
      await page.route('**/api/sync/batch', (route) => route.fulfill({ status: 404, json: { status: 'error' } }));
    }
    const started = Date.now();
    await network(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    while ((await outboxHead(page)).count > 0) {
      if (Date.now() - started > 600_000) throw new Error('the outbox did not drain in 10 minutes');
      await page.waitForTimeout(25);
    }
    const seconds = (Date.now() - started) / 1000;
    const read = await api.get(`/api/matchEvent/fixture/${fixture.id}`);
    const events = ((await read.json()).data.matchEvents as { id: string }[]).length;
    const expected = options.count - 1; // the kick-off is no event
    return {
      events: options.count,
      seconds,
      requests,
      lost: Math.max(0, expected - events),
      duplicated: Math.max(0, events - expected),
    };
  } finally {
    await context.close();
    await api.dispose();
  }
}

/**
 * The budget "replay 500 queued events", where the organiser is: Chromium on a phone profile with
 * the tracker open, against the real server, on loopback and through a slow line; each beside the
 * one-call-at-a-time replay measured in the same run (on the slow line with fewer events: 500 at
 * one round trip each would take minutes).
 */
export async function trackerReplay(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-replay-'));
  const server = await launchServer(
    { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1', NODE_ENV: 'development', WRITE_RATE_LIMIT: '100000' },
    port,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    return {
      loopback: await replayOnce(browser, baseURL, { count: 500 }),
      loopbackOneAtATime: await replayOnce(browser, baseURL, { count: 500, oneAtATime: true }),
      slow: await replayOnce(browser, baseURL, { count: 500, line: SLOW_LINE }),
      slowOneAtATime: await replayOnce(browser, baseURL, { count: 50, line: SLOW_LINE, oneAtATime: true }),
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
