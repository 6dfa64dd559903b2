import { gzipSync } from 'node:zlib';
import { devices } from '@playwright/test';
import { measureDemoPages } from './demo-pages';

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
export function pageDownloads(port: number): Promise<PageDownloads[]> {
  return measureDemoPages(port, async (browser, url) => {
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
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    await context.close();
    const kb = (ending: string) =>
      files.filter((file) => file.url.endsWith(ending)).reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
    return { jsKb: kb('.js'), cssKb: kb('.css'), files: files.length };
  });
}
