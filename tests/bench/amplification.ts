import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../src/shared/schemas/image';
import { Api, percentile } from './match-day';
import { launchServer, rssMb } from './server-start';

/**
 * The amplification attack: one signed-up account uploads logos as large as a write may carry
 * (2 MB, random noise so no compression shrinks them) on two teams and a tournament, puts the two
 * teams in it with 40 fixtures between them and one team in 5 more tournaments; then anonymous
 * visitors read every page those logos appear on, over and over, half the rounds right after a
 * write that drops those pages from the read cache. What it checks: the pages stay small (they
 * carry the logo's address, not its bytes), the server's memory stays bounded, and /api/health
 * keeps answering meanwhile.
 */

const SECONDS = Number(process.env.BENCH_AMPLIFICATION_SECONDS ?? 20);
const VISITORS = 4;
const FIXTURES = 40;
const MORE_TOURNAMENTS = 5;
const LOGO_SIDE = 1400;
const SAMPLE_MS = 100;
const PROBE_MS = 100;
const IDLE_SECONDS = 3;
/** A probe or read not answered within this long counts as unanswered. */
const TIMEOUT_MS = 10_000;

export interface ReadSize {
  path: string;
  /** Which page: tournament, team, standings, fixture. */
  page: string;
  /** The JSON body as the phone parses it, and as it came over the wire (gzip when the server sent it so). */
  bodyKb: number;
  wireKb: number | null;
}

export interface AmplificationResult {
  seconds: number;
  visitors: number;
  fixtures: number;
  tournaments: number;
  logoKb: number;
  /** Bytes of one stored logo as GET /api/pictures serves it (WebP), and its width. */
  pictureKb: number;
  pictureWidth: number;
  largest: ReadSize;
  sizes: ReadSize[];
  reads: number;
  readErrors: number;
  /** Writes made between rounds to drop the pages from the read cache. */
  cacheDrops: number;
  writeErrors: number;
  peakRssMb: number;
  peakRssUploadsMb: number;
  peakRssReadsMb: number;
  rssAtStartMb: number;
  rssSamples: number;
  probes: number;
  probesUnanswered: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  /** The same probe for IDLE_SECONDS before the reads, on the same server with the same data: the yardstick. */
  idle: { probes: number; p99Ms: number; maxMs: number };
}

/** A grey PNG of random noise, stored without compression: as close to the 2 MB limit as a real picture gets. */
async function noiseLogo(): Promise<{ dataUrl: string; bytes: number }> {
  const png = await sharp(randomBytes(LOGO_SIDE * LOGO_SIDE), {
    raw: { width: LOGO_SIDE, height: LOGO_SIDE, channels: 1 },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length > IMAGE_MAX_BYTES) throw new Error(`the noise logo is ${png.length} bytes, over the limit`);
  return { dataUrl: `data:image/png;base64,${png.toString('base64')}`, bytes: png.length };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Register a new account and confirm it with the code the development SMS outbox shows. */
async function signUp(api: Api): Promise<string> {
  const phone = '9876500001';
  const password = 'amplification-bench';
  await api.call('POST', '/auth/register', {
    name: 'Logo Uploader',
    phoneNumber: phone,
    password,
    confirmPassword: password,
  });
  const texts = await api.get<{ to: string; text: string }[]>(`/dev/sms-outbox?phoneNumber=%2B91${phone}`);
  const otp = texts.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
  if (!otp) throw new Error('no sign-up code in the development SMS outbox');
  return (await api.call<{ accessToken: string }>('POST', '/auth/verify-otp', { phoneNumber: phone, otp })).accessToken;
}

/** Samples the server's RSS every SAMPLE_MS; the peak of each phase it was told of. */
function rssSampler(pid: number) {
  let phase: 'uploads' | 'reads' = 'uploads';
  const peak = { uploads: 0, reads: 0 };
  let samples = 0;
  const timer = setInterval(() => {
    try {
      const mb = rssMb(pid);
      samples += 1;
      peak[phase] = Math.max(peak[phase], mb);
    } catch {
      // The server is gone: the run fails on its reads.
    }
  }, SAMPLE_MS);
  return {
    reads: () => {
      phase = 'reads';
    },
    stop: () => {
      clearInterval(timer);
      return { ...peak, samples };
    },
  };
}

/** GET /api/health every PROBE_MS until told to stop; each probe's time, unanswered ones at TIMEOUT_MS. */
async function healthProbe(url: string, running: () => boolean) {
  const times: number[] = [];
  let unanswered = 0;
  while (running()) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    const ms = performance.now() - started;
    times.push(ok ? ms : Math.max(ms, TIMEOUT_MS));
    if (!ok) unanswered += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_MS - ms)));
  }
  return { times, unanswered };
}

export async function amplification(port: number): Promise<AmplificationResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-amplification-'));
  const server = await launchServer(
    { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '0', WRITE_RATE_LIMIT: '100000' },
    port,
  );
  const sampler = rssSampler(server.pid);
  try {
    const api = new Api(server.url);
    const token = await signUp(api);
    const logos = [await noiseLogo(), await noiseLogo(), await noiseLogo()];
    const [teamLogo, otherTeamLogo, tournamentLogo] = logos as [
      (typeof logos)[0],
      (typeof logos)[0],
      (typeof logos)[0],
    ];

    const team = (name: string, abbreviation: string, logo: string) =>
      api.call<{ id: string }>('POST', '/teams/create', { name, description: 'Bench team', abbreviation, logo }, token);
    const home = await team('Noise Rovers', 'NRV', teamLogo.dataUrl);
    const away = await team('Static United', 'STU', otherTeamLogo.dataUrl);
    const tournament = async (name: string) =>
      (
        await api.call<{ data: { id: string } }>(
          'POST',
          '/tournaments/create',
          {
            name,
            description: 'Bench tournament',
            logo: tournamentLogo.dataUrl,
            startDate: day(0),
            endDate: day(FIXTURES + 10),
          },
          token,
        )
      ).data.id;
    const addTeam = (tournamentId: string, teamId: string) =>
      api.call('POST', '/tournaments/add-team', { tournamentId, teamId }, token);

    const cup = await tournament('Noise Cup');
    await addTeam(cup, home.id);
    await addTeam(cup, away.id);
    const { fixtureIds } = await api.call<{ fixtureIds: string[] }>(
      'POST',
      '/fixture/container',
      {
        tournamentId: cup,
        matchType: 'League',
        subfixtures: Array.from({ length: FIXTURES }, (_, i) => ({
          homeTeam: i % 2 === 0 ? home.id : away.id,
          awayTeam: i % 2 === 0 ? away.id : home.id,
          matchDate: day(i + 1),
          time: '18:00',
          venue: 'Bench Ground',
        })),
      },
      token,
    );
    for (let i = 0; i < MORE_TOURNAMENTS; i++) await addTeam(await tournament(`Noise Cup ${i + 2}`), home.id);

    const fixture = fixtureIds[0] as string;
    const pages: Record<string, string> = {
      [`/api/tournaments/all/${cup}`]: 'tournament',
      [`/api/teams/all/${home.id}`]: 'team in 6 tournaments',
      [`/api/teams/all/${away.id}`]: 'other team',
      [`/api/leaderboard/standings/${cup}`]: 'standings',
      [`/api/fixture/all/${fixture}`]: 'fixture',
    };
    const paths = Object.keys(pages);

    // One stored logo as a visitor's phone fetches it once (it is immutable under its address).
    const teamPage = await api.get<{ logo: string | null }>(`/teams/all/${home.id}`);
    if (!teamPage.logo?.startsWith('/api/pictures/')) throw new Error(`the team's logo is not a picture address`);
    const picture = Buffer.from(await (await fetch(`${server.url}${teamPage.logo}`)).arrayBuffer());
    const pictureWidth = (await sharp(picture).metadata()).width ?? Number.NaN;

    const idleUntil = performance.now() + IDLE_SECONDS * 1000;
    const idle = await healthProbe(server.url, () => performance.now() < idleUntil);

    sampler.reads();
    const sizes = new Map<string, ReadSize>();
    let reads = 0;
    let readErrors = 0;
    let cacheDrops = 0;
    let writeErrors = 0;
    const until = performance.now() + SECONDS * 1000;
    const reading = () => performance.now() < until;
    const probing = healthProbe(server.url, reading);

    const read = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const wire = response.headers.get('content-length');
      const seen = sizes.get(path);
      if (!seen || body.byteLength / 1024 > seen.bodyKb) {
        sizes.set(path, {
          path,
          page: pages[path] ?? path,
          bodyKb: body.byteLength / 1024,
          wireKb: wire === null ? null : Number(wire) / 1024,
        });
      }
    };
    // Every second round of a visitor starts with a venue change of the fixture read: that write
    // names the fixture, its tournament and both teams, so the pages read next are computed again.
    const dropCache = async () => {
      cacheDrops += 1;
      await api.call('PUT', `/fixture/update/${fixture}`, { venue: `Bench Ground ${cacheDrops}` }, token).catch(() => {
        writeErrors += 1;
      });
    };
    const visitor = async () => {
      for (let round = 0; reading(); round++) {
        if (round % 2 === 0) await dropCache();
        for (const path of paths) {
          await read(path).then(
            () => {
              reads += 1;
            },
            () => {
              readErrors += 1;
            },
          );
        }
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    const health = await probing;
    const rss = sampler.stop();

    const all = [...sizes.values()];
    const largest = all.reduce((a, b) => (b.bodyKb > a.bodyKb ? b : a));
    return {
      seconds: SECONDS,
      visitors: VISITORS,
      fixtures: fixtureIds.length,
      tournaments: 1 + MORE_TOURNAMENTS,
      logoKb: teamLogo.bytes / 1024,
      pictureKb: picture.length / 1024,
      pictureWidth,
      largest,
      sizes: all,
      reads,
      readErrors,
      cacheDrops,
      writeErrors,
      peakRssMb: Math.max(server.rssMb, rss.uploads, rss.reads),
      peakRssUploadsMb: rss.uploads,
      peakRssReadsMb: rss.reads,
      rssAtStartMb: server.rssMb,
      rssSamples: rss.samples,
      probes: health.times.length,
      probesUnanswered: health.unanswered,
      healthP50Ms: percentile(health.times, 50),
      healthP99Ms: percentile(health.times, 99),
      healthMaxMs: Math.max(...health.times),
      idle: { probes: idle.times.length, p99Ms: percentile(idle.times, 99), maxMs: Math.max(...idle.times) },
    };
  } finally {
    sampler.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
