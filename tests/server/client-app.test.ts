import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_MENU } from '../../src/server/plugins/page-preloads';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const BIG = `const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];`;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'pitchside-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html><head><title>Pitchside</title></head><body><div id="root"><header class="page-shell">${SHELL_MENU}<a href="/">Pitchside</a></header></div></body></html>`,
  );
  // A build manifest as Vite writes it: the entry, the public screens' chunk, a chunk it shares and the styles.
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_shared.js': {
        file: 'assets/shared-1.js',
        imports: ['index.html', '_runtime.js'],
        css: ['assets/shared-1.css'],
      },
      // The public screens' code is a chunk of its own (vite.config.ts), keyed by its file and named by its group.
      '_public-screens-1.js': {
        file: 'assets/public-screens-1.js',
        name: 'public-screens',
        imports: ['_shared.js', 'index.html'],
      },
      '_mantine-styles-1.js': {
        file: 'assets/mantine-styles-1.js',
        name: 'mantine-styles',
        css: ['assets/mantine-1.css'],
      },
    }),
  );
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A file with the compressed copies the build writes beside it (scripts/precompress.mjs).
  writeFileSync(join(clientDir, 'assets', 'big-1.js'), BIG);
  writeFileSync(join(clientDir, 'assets', 'big-1.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(clientDir, 'assets', 'big-1.js.gz'), gzipSync(BIG));
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the built app on the same origin', () => {
  it('answers any route of the app with the shell, revalidated each time', async () => {
    for (const url of ['/', '/tournaments/livetournaments/42', '/mytournaments/create-team?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names the code of a match page in its shell, so it downloads beside the app's entry", async () => {
    const match = (await get('/tournaments/team/players/42', { accept: 'text/html' })).body;
    for (const file of ['public-screens-1.js', 'shared-1.js', 'mantine-styles-1.js']) {
      expect(match).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(match).toContain('<link rel="preload" as="style" crossorigin href="/assets/mantine-1.css">');
    // What the entry brings is not named twice.
    expect(match).not.toContain('modulepreload crossorigin href="/assets/index-1.js"');
    expect(match).not.toContain('runtime-1.js');
    // Other addresses get the shell as built.
    const other = (await get('/mytournaments/create-team', { accept: 'text/html' })).body;
    expect(other).not.toContain('modulepreload');
  });

  it("names a shared page's first public reads, so its data comes with the code", async () => {
    const id = '3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b';
    const match = (await get(`/tournaments/team/players/${id}`, { accept: 'text/html' })).body;
    for (const read of [`fixture/all/${id}`, `matchEvent/fixture/${id}`]) {
      expect(match).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/${read}">`);
    }
    // An address that is not an id names nothing: what it carries never reaches the page.
    const odd = (await get('/tournaments/team/players/%22%3E%3Cscript%3E', { accept: 'text/html' })).body;
    expect(odd).not.toContain('preload');
    expect(odd).not.toContain('<script>');
  });

  it('draws the back arrow in the header of every page but the landing page and the dashboard, before the app runs', async () => {
    const arrow = '<span class="page-shell-back" aria-hidden="true">←</span>';
    for (const url of ['/tournaments/team/players/42', '/tournaments', '/mytournaments/create-team?x=1']) {
      const page = (await get(url, { accept: 'text/html' })).body;
      expect(page, url).toContain(`${SHELL_MENU}${arrow}<a href="/">Pitchside</a>`);
    }
    for (const url of ['/', '/dashboard', '/?from=home']) {
      expect((await get(url, { accept: 'text/html' })).body, url).not.toContain(arrow);
    }
  });

  it("the app's index.html has the header the server adds the arrow to", () => {
    expect(readFileSync('index.html', 'utf8')).toContain(SHELL_MENU);
  });

  it('answers a page asked again with an unchanged shell with 304', async () => {
    const first = await get('/tournaments/team/players/42', { accept: 'text/html' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/tournaments/team/players/42', { accept: 'text/html', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another screen's shell names other files: it is not the same page.
    const other = await get('/mytournaments/create-team', { accept: 'text/html', 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the shell', async () => {
    const response = await get('/assets/gone-999.js');
    expect(response.statusCode).toBe(404);
  });

  it('never answers an API path with the shell', async () => {
    const response = await get('/api/unknown', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'There is no such API call.' });
  });

  it('sends the security headers of a PWA', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the copy compressed at build time that the browser accepts, and says the answer varies by it', async () => {
    const br = await get('/assets/big-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(readFileSync(join(clientDir, 'assets', 'big-1.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const gz = await get('/assets/big-1.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(clientDir, 'assets', 'big-1.js.gz')))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await get('/assets/big-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(BIG);
  });
});
