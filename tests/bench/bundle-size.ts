import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const CLIENT = join('dist', 'client');

/** The chunks a route loads: its own and, recursively, their static imports. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;

/** Gzipped JS (and CSS) that opening the landing page downloads: entry, its imports and the home screen. */
export function landingRouteSize() {
  const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('build manifest lacks the entry: run npm run build');
  // The home page is in the entry chunk (routes.tsx imports it); a build that splits it off counts its chunk too.
  const home = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
  const entryMap = readFileSync(join(CLIENT, `${(manifest[entry] as ManifestChunk).file}.map`), 'utf8');
  if (!home && !entryMap.includes('features/home/home-page.tsx')) throw new Error('the build has no home page');
  const chunks = [...closure(manifest, home ? [entry, home] : [entry])].map((key) => manifest[key] as ManifestChunk);
  const js = chunks.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
  const css = chunks.flatMap((chunk) => chunk.css ?? []).reduce((sum, file) => sum + gzipped(file), 0);
  return { jsKb: js / 1024, cssKb: css / 1024, chunks: chunks.length };
}

/** Gzipped JS each lazily loaded screen adds to the shell when it is opened, by page module. */
export function routeSizes(): { page: string; jsKb: number }[] {
  const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
  const shell = closure(manifest, [entry]);
  return Object.keys(manifest)
    .filter((key) => /features\/.+-page\.tsx$/.test(key))
    .map((key) => {
      const own = [...closure(manifest, [key])].filter((chunk) => !shell.has(chunk));
      const bytes = own.reduce((sum, chunk) => sum + gzipped((manifest[chunk] as ManifestChunk).file), 0);
      return { page: key.replace(/^.*features\//, ''), jsKb: bytes / 1024 };
    })
    .sort((a, b) => b.jsKb - a.jsKb);
}
