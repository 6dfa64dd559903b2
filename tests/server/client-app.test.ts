import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'pitchside-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Pitchside</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
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
});
