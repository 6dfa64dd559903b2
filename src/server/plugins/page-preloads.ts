import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The screens people open from a shared link, by their address, with the modules the client router
 * loads for them (src/client/app/routes.tsx: every screen loads the Mantine styles with it). Named
 * in index.html, their code downloads beside the app's entry instead of after it has run: one round
 * trip fewer on a slow line before the match or the table shows.
 */
const STYLES = 'src/client/app/mantine-styles.ts';
const SHARED_PAGES: readonly { path: RegExp; module: string }[] = [
  { path: /^\/tournaments\/team\/players\/[^/]+\/?$/, module: 'src/client/features/matches/match-page.tsx' },
  {
    path: /^\/(tournaments\/)?(future|live|past)tournaments\/[^/]+\/?$/,
    module: 'src/client/features/tournaments/tournament-page.tsx',
  },
  { path: /^\/tournaments\/match-fixtures\/[^/]+\/?$/, module: 'src/client/features/tournaments/fixtures-page.tsx' },
  { path: /^\/teamdetails\/[^/]+\/?$/, module: 'src/client/features/teams/team-page.tsx' },
  { path: /^\/leaderboards\/[^/]+\/?$/, module: 'src/client/features/leaderboards/leaderboard-page.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every file a module needs that the entry does not already bring: its chunks and their styles. */
function filesOf(manifest: Manifest, module: string, entry: ReadonlySet<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(key) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(module);
  return { scripts, styles };
}

const linksOf = ({ scripts, styles }: ReturnType<typeof filesOf>) =>
  [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');

/**
 * index.html for an address: with the preload links of its screen when it is one of the shared
 * pages, else as built. Without a build manifest (a client built elsewhere) the page is as built.
 */
export function pageHtml(root: string): (url: string) => string {
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => shell;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = new Set(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key, ...(chunk.imports ?? [])] : [])),
  );
  const styles = filesOf(manifest, STYLES, entry);
  const pages = SHARED_PAGES.map(({ path, module }) => {
    const page = filesOf(manifest, module, entry);
    const links = linksOf({
      scripts: new Set([...page.scripts, ...styles.scripts]),
      styles: new Set([...page.styles, ...styles.styles]),
    });
    return { path, html: page.scripts.size ? shell.replace('</head>', `${links}</head>`) : shell };
  });
  return (url) => {
    const path = url.split('?')[0] ?? '';
    return pages.find((page) => page.path.test(path))?.html ?? shell;
  };
}
