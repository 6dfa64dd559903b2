import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The screens people open from a shared link, by their address, with the modules the client router
 * loads for them (src/client/app/routes.tsx: every screen loads the Mantine styles with it) and the
 * public reads they make first (src/client/components/reads.ts). Named in index.html, their code
 * and their data download beside the app's entry instead of after it has run: on a slow line the
 * match or the table shows a round trip or two sooner.
 */
/** The chunk of the screens' Mantine styles (src/client/app/mantine-styles.ts), named in vite.config.ts. */
const STYLES_CHUNK = 'mantine-styles';
const ID = '([0-9a-fA-F-]{1,64})';
const SHARED_PAGES: readonly { path: RegExp; module: string; reads: (id: string) => string[] }[] = [
  {
    path: new RegExp(`^/tournaments/team/players/${ID}/?$`),
    module: 'src/client/features/matches/match-page.tsx',
    reads: (id) => [`fixture/all/${id}`, `matchEvent/fixture/${id}`],
  },
  {
    path: new RegExp(`^/(?:tournaments/)?(?:future|live|past)tournaments/${ID}/?$`),
    module: 'src/client/features/tournaments/tournament-page.tsx',
    reads: (id) => [`tournaments/all/${id}`],
  },
  {
    path: new RegExp(`^/tournaments/match-fixtures/${ID}/?$`),
    module: 'src/client/features/tournaments/fixtures-page.tsx',
    reads: (id) => [`tournaments/all/${id}`],
  },
  {
    path: new RegExp(`^/teamdetails/${ID}/?$`),
    module: 'src/client/features/teams/team-page.tsx',
    reads: (id) => [`teams/all/${id}`],
  },
  {
    path: new RegExp(`^/leaderboards/${ID}/?$`),
    module: 'src/client/features/leaderboards/leaderboard-page.tsx',
    reads: (id) => [`leaderboard/awards/${id}`, `tournaments/all/${id}`],
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
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
 * index.html for an address: with the preload links of its screen and of its first reads when it
 * is one of the shared pages, else as built. Without a build manifest (a client built elsewhere) the page is as built.
 */
export function pageHtml(root: string): (url: string) => string {
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => shell;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = new Set(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key, ...(chunk.imports ?? [])] : [])),
  );
  const stylesKey = Object.keys(manifest).find((key) => manifest[key]?.name === STYLES_CHUNK);
  const styles = stylesKey
    ? filesOf(manifest, stylesKey, entry)
    : { scripts: new Set<string>(), styles: new Set<string>() };
  const pages = SHARED_PAGES.map(({ path, module, reads }) => {
    const page = filesOf(manifest, module, entry);
    const links = linksOf({
      scripts: new Set([...page.scripts, ...styles.scripts]),
      styles: new Set([...page.styles, ...styles.styles]),
    });
    return { path, reads, links: page.scripts.size ? links : '' };
  });
  return (url) => {
    const address = url.split('?')[0] ?? '';
    for (const { path, reads, links } of pages) {
      const id = path.exec(address)?.[1];
      if (id === undefined) continue;
      // The id is only hex digits and dashes (the path's pattern), so it goes into the page as it is.
      const data = reads(id).map((read) => `<link rel="preload" as="fetch" crossorigin href="/api/${read}">`);
      return shell.replace('</head>', `${links}${data.join('')}</head>`);
    }
    return shell;
  };
}
