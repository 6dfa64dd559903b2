import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pictures, teams } from '../../src/server/db/schema';
import { movePicturesToFiles } from '../../src/server/services/pictures-migration';
import { bearer, expectError, signUp } from '../support/auth-flow';
import { createTestApp, resetDatabase, rowCounts, type TestApp } from '../support/test-app';
import { CUP, card } from '../support/write-world';

/** Budget (docs/architecture.md#build-and-tests): no public read larger than this, whatever pictures were uploaded. */
const LARGEST_READ_BYTES = 256 * 1024;
const PICTURE_URL = /^\/api\/pictures\/([0-9a-f]{64})\.webp$/;

/** A photo-like PNG of about 1.9 MB (random pixels do not compress), as a phone could send it. */
async function bigPng(seed: number): Promise<string> {
  const [width, height] = [900, 700];
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

let t: TestApp;
let logos: string[];
beforeAll(async () => {
  t = await createTestApp();
  logos = await Promise.all([1, 2, 3].map(bigPng));
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const as = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('pictures are files, never copied into reads', () => {
  it('keeps every public read under 256 KB with 2 MB logos, 40 fixtures and a team in six tournaments', async () => {
    expect(Buffer.byteLength(logos[0] as string)).toBeGreaterThan(2_400_000);
    const owner = await signUp(t.app, t.sms);
    const [home, away] = await Promise.all(
      ['Rovers', 'Strikers'].map(async (name, i) => {
        const created = await as(owner.accessToken, '/api/teams/create', {
          name,
          description: 'Club',
          abbreviation: name.slice(0, 3),
          logo: logos[i],
        });
        expect(created.statusCode, created.body).toBe(201);
        return created.json().data.id as string;
      }),
    );
    const tournamentIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await as(owner.accessToken, '/api/tournaments/create', {
        ...CUP,
        name: `Cup ${i}`,
        logo: logos[2],
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.data.id as string;
      tournamentIds.push(id);
      for (const teamId of [home, away]) {
        expect(
          (await as(owner.accessToken, '/api/tournaments/add-team', { tournamentId: id, teamId })).statusCode,
        ).toBe(200);
      }
    }
    const [first] = tournamentIds as [string];
    const subfixtures = Array.from({ length: 40 }, (_, i) => {
      const time = `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
      return i % 2
        ? card(home as string, away as string, '2026-07-02', time)
        : card(away as string, home as string, '2026-07-03', time);
    });
    const built = await as(owner.accessToken, '/api/fixture/container', { tournamentId: first, subfixtures });
    expect(built.statusCode, built.body).toBeLessThan(300);
    // Six tournaments share one logo: it is stored once.
    expect((await t.db.select({ n: count() }).from(pictures))[0]?.n).toBe(3);

    const detail = (await t.app.inject({ url: `/api/tournaments/all/${first}` })).json().data;
    const fixtureId = detail.fixtures[0].id as string;
    const reads = [
      '/api/tournaments/past',
      '/api/tournaments/current',
      '/api/tournaments/future',
      `/api/tournaments/all/${first}`,
      '/api/teams/all',
      `/api/teams/all/${home}`,
      `/api/fixture/all/${fixtureId}`,
      `/api/matchEvent/fixture/${fixtureId}`,
      `/api/leaderboard/standings/${first}`,
      `/api/leaderboard/tournament/${first}`,
      `/api/leaderboard/awards/${first}`,
    ];
    for (const url of reads) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body.length, url).toBeLessThan(LARGEST_READ_BYTES);
      expect(response.body, url).not.toContain('data:image');
    }
    const team = (await t.app.inject({ url: `/api/teams/all/${home}` })).json().data;
    expect(team.homeFixtures.length + team.awayFixtures.length).toBe(40);
    expect(team.tournaments).toHaveLength(6);
    expect(team.logo).toMatch(PICTURE_URL);
  });

  it('serves a logo as WebP within 512 px, a thumbnail within 96 px, cached for good', async () => {
    const owner = await signUp(t.app, t.sms);
    const created = await as(owner.accessToken, '/api/tournaments/create', { ...CUP, logo: logos[0] });
    const logo = created.json().data.data.logo as string;
    expect(logo).toMatch(PICTURE_URL);

    const full = await t.app.inject({ url: logo });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.rawPayload.length).toBeLessThan(LARGEST_READ_BYTES);
    const fullSize = await sharp(full.rawPayload).metadata();
    expect([fullSize.format, Math.max(fullSize.width ?? 0, fullSize.height ?? 0)]).toEqual(['webp', 512]);

    const thumb = await t.app.inject({ url: logo.replace('.webp', '-thumb.webp') });
    const thumbSize = await sharp(thumb.rawPayload).metadata();
    expect([thumbSize.format, Math.max(thumbSize.width ?? 0, thumbSize.height ?? 0)]).toEqual(['webp', 96]);

    const again = await t.app.inject({ url: logo, headers: { 'if-none-match': full.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 with plain words for an address that holds no picture', async () => {
    for (const url of [`/api/pictures/${'a'.repeat(64)}.webp`, '/api/pictures/logo.png', '/api/pictures/..%2Fsecret']) {
      expectError(await t.app.inject({ url }), 404, 'There is no picture at this address.');
    }
  });

  it('refuses a PNG whose header is right but whose pixels do not decode, and stores nothing', async () => {
    const owner = await signUp(t.app, t.sms);
    const png = Buffer.from((logos[0] as string).split(',')[1] as string, 'base64');
    const truncated = `data:image/png;base64,${png.subarray(0, 2000).toString('base64')}`;
    const before = await rowCounts(t.db);
    const response = await as(owner.accessToken, '/api/tournaments/create', { ...CUP, logo: truncated });
    expectError(response, 400, 'Logo is not a valid image file.');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('moves a logo kept in its row as a data URL (saved before pictures were files) to a file', async () => {
    const owner = await signUp(t.app, t.sms);
    const [team] = await t.db
      .insert(teams)
      .values({ name: 'Old FC', description: '', abbreviation: 'OLD', logo: logos[1], managerId: owner.user.id })
      .returning();
    expect(await movePicturesToFiles(t.db)).toBe(1);
    const logo = (await t.app.inject({ url: `/api/teams/all/${team?.id}` })).json().data.logo as string;
    expect(logo).toMatch(PICTURE_URL);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);
    expect(await movePicturesToFiles(t.db)).toBe(0);
  });
});
