import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { demoPages } from './demo-pages';
import { demoServer } from './match-day';

export interface PageDownloads {
  page: string;
  jsKb: number;
  cssKb: number;
  files: number;
}

/**
 * What a first visit to each demo page downloads, gzipped, until its title is drawn and the network has been
 * quiet: its own code and what it loads after the first paint (the local database, the toaster, the top
 * scorers), where the landing-route rows count only what the build's manifest says the route needs to draw.
 */
export async function pageDownloads(port: number): Promise<PageDownloads[]> {
  const server = await demoServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: PageDownloads[] = [];
    for (const { page: name, path } of await demoPages(server)) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        if (!/\.(js|css)$/.test(response.url())) return;
        bodies.push(
          response
            .body()
            .then((body) => ({ url: response.url(), bytes: gzipSync(body).length }))
            .catch(() => ({ url: response.url(), bytes: 0 })),
        );
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(bodies);
      const kb = (ending: string) =>
        files.filter(({ url }) => url.endsWith(ending)).reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
      results.push({ page: name, jsKb: kb('.js'), cssKb: kb('.css'), files: files.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
