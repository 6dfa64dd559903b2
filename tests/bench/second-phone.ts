import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, chromium, devices, request } from '@playwright/test';
import { LOG_ROWS_SHOWN } from '../../src/shared/constants';
import { byNumber, type Fixture, matchOfItsOwn, signInAsOrganiser, submitLineups } from '../e2e/tracker-support';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { launchServer } from './server-start';

const ENTRIES = 300;

/** A match scored by another phone: both lineups and `ENTRIES` entries in its log on the server. */
async function scoredMatch(api: APIRequestContext): Promise<Fixture> {
  const fixture = await matchOfItsOwn(api);
  const headers = await submitLineups(api, fixture);
  const started = Date.now() - ENTRIES * 10_000;
  const players = [byNumber(fixture.homeTeam, 10), byNumber(fixture.awayTeam, 9)];
  for (let i = 0; i < ENTRIES; i++) {
    const id = crypto.randomUUID();
    const player = players[i % 2] as (typeof players)[number];
    const team = i % 2 === 0 ? fixture.homeTeam : fixture.awayTeam;
    const entry =
      i === 0
        ? { kind: 'CLOCK_START', id, at: started }
        : { kind: 'EVENT', type: 'FOUL', teamId: team.id, playerId: player.id, id, at: started + i * 10_000 };
    const sent = await api.post('/api/matchLog/entry', {
      headers: { ...headers, 'idempotency-key': id },
      data: { fixtureId: fixture.id, entry },
    });
    if (sent.status() !== 201) throw new Error(`entry ${i}: ${await sent.text()}`);
  }
  return fixture;
}

/**
 * The budget "a second phone opens a live match": a phone that never saw the match (signed in, the
 * app loaded) opens the tracker of a 300-entry match; the time from the navigation to the log
 * showing all 300 entries read from the server's log (the newest drawn, the rest counted).
 */
export async function secondPhoneOpen(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-second-phone-'));
  const server = await launchServer(
    { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1', NODE_ENV: 'development' },
    port,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await request.newContext({ baseURL });
  try {
    const fixture = await scoredMatch(api);
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const page = await context.newPage();
    await signInAsOrganiser(page);
    await page.goto(`/mytournaments/livescorecard/match-tracker/${fixture.id}`);
    // The moment the log shows all entries read (the newest drawn, the rest behind "Show … earlier
    // events"), from the navigation's start (performance's time origin).
    const shown = await page.waitForFunction(
      ({ entries, drawn }) =>
        document.querySelectorAll('[data-testid="log-entry"]').length === drawn &&
        document.body.textContent?.includes(`Show ${entries - drawn} earlier events`) &&
        performance.now(),
      { entries: ENTRIES, drawn: LOG_ROWS_SHOWN },
      { timeout: 30_000 },
    );
    return { ms: (await shown.jsonValue()) as number, entries: ENTRIES };
  } finally {
    await api.dispose();
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
