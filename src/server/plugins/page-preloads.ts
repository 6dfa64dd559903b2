import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { showsBackArrow } from '../../shared/page-header';

/**
 * The screens people open from a shared link, by their address, with the public reads they make first
 * (src/client/components/reads.ts). Their code comes in one chunk (vite.config.ts, PUBLIC_PAGES), with the
 * screens' Mantine styles (src/client/app/routes.tsx). Named in index.html, their code and their data download
 * beside the app's entry instead of after it has run: on a slow line the match or the table shows a round trip
 * or two sooner.
 */
/** The chunks of the public screens' code and of the screens' Mantine styles, as vite.config.ts names them. */
const PAGES_CHUNKS = ['public-screens', 'mantine-styles'];
const ID = '([0-9a-fA-F-]{1,64})';
const SHARED_PAGES: readonly { path: RegExp; reads: (id: string) => string[] }[] = [
  {
    path: new RegExp(`^/tournaments/team/players/${ID}/?$`),
    reads: (id) => [`fixture/all/${id}`, `matchEvent/fixture/${id}`],
  },
  {
    path: new RegExp(`^/(?:tournaments/)?(?:future|live|past)tournaments/${ID}/?$`),
    reads: (id) => [`tournaments/all/${id}`],
  },
  { path: new RegExp(`^/tournaments/match-fixtures/${ID}/?$`), reads: (id) => [`tournaments/all/${id}`] },
  { path: new RegExp(`^/teamdetails/${ID}/?$`), reads: (id) => [`teams/all/${id}`] },
  {
    path: new RegExp(`^/leaderboards/${ID}/?$`),
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

/** Every file the chunks under `keys` need that the entry does not already bring: their chunks and their styles. */
function filesOf(manifest: Manifest, keys: readonly string[], entry: ReadonlySet<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(key) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

const linksOf = ({ scripts, styles }: ReturnType<typeof filesOf>) =>
  [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');

export const SHELL_MENU = '<span class="page-shell-menu" aria-hidden="true"></span>';

/** index.html as built draws the landing page's header before the app's code runs; other pages' have a back arrow. */
const withBackArrow = (html: string) =>
  html.replace(SHELL_MENU, `${SHELL_MENU}<span class="page-shell-back" aria-hidden="true">←</span>`);

/**
 * index.html for an address: its header drawn as the app will draw it, and the preload links of its screen
 * and of its first reads when it is one of the shared pages. Without a build manifest (a client built
 * elsewhere) there are no preload links.
 */
export function pageHtml(root: string): (url: string) => string {
  const built = readFileSync(join(root, 'index.html'), 'utf8');
  const backArrowed = withBackArrow(built);
  const shellOf = (address: string) => (showsBackArrow(address) ? backArrowed : built);
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return (url) => shellOf(url.split('?')[0] ?? '');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = new Set(
    Object.entries(manifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key, ...(chunk.imports ?? [])] : [])),
  );
  const chunks = Object.keys(manifest).filter((key) => PAGES_CHUNKS.includes(manifest[key]?.name ?? ''));
  const files = filesOf(manifest, chunks, entry);
  const links = files.scripts.size ? linksOf(files) : '';
  return (url) => {
    const address = url.split('?')[0] ?? '';
    for (const { path, reads } of SHARED_PAGES) {
      const id = path.exec(address)?.[1];
      if (id === undefined) continue;
      // The id is only hex digits and dashes (the path's pattern), so it goes into the page as it is.
      const data = reads(id).map((read) => `<link rel="preload" as="fetch" crossorigin href="/api/${read}">`);
      return shellOf(address).replace('</head>', `${links}${data.join('')}</head>`);
    }
    return shellOf(address);
  };
}
