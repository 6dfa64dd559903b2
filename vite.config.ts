import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, the roots with them. */
function staticReach(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * Chunk names for what a visitor's first page loads besides the app's entry: `after-landing`, what the entry
 * loads once a page is drawn (the local database, the toaster, the top scorers, the sync), and
 * `public-screens`, the rest of the code of the pages people open from a shared link. Two files instead of some
 * forty small ones shared by every combination of screens: over HTTP/1.1 a browser asks for six files at a
 * time, so on a slow line every six files cost a round trip.
 */
function firstVisitChunks(entry: string, publicPages: readonly string[]) {
  let names: Map<string, string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!names) {
      const initial = staticReach(graph, [entry]);
      const lazyOfTheShell = [...initial]
        .flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
        .filter((module) => !module.endsWith('-page.tsx'));
      const afterLanding = staticReach(graph, lazyOfTheShell);
      names = new Map();
      for (const module of staticReach(graph, publicPages)) names.set(module, 'public-screens');
      for (const module of afterLanding) names.set(module, 'after-landing');
      for (const module of initial) names.delete(module);
    }
    return names.get(id) ?? null;
  };
}

/** The chunks a visitor's first page runs besides the entry (firstVisitChunks). */
const FIRST_VISIT_CHUNKS = new Set(['after-landing', 'public-screens']);

/**
 * Marks the code a first visit runs for compiling while it downloads: Chromium (136 and later) then compiles
 * every function of the file on a background thread, instead of on the page's main thread the first time
 * each is called. At 4x CPU the live tournament page's blocking time went from 199 to 134 ms and its title came
 * 330 ms sooner (median of 9, page-blocking bench's method). Other browsers read a comment.
 */
function compileFirstVisitEagerly(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-first-visit-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the top of the entry: the comment must open the file.
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || FIRST_VISIT_CHUNKS.has(chunk.name))) continue;
          chunk.code = hint + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type !== 'asset') continue;
          // The code moved one line down.
          const json = JSON.parse(map.source.toString());
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      },
    },
  };
}

/** The screens people open from a shared link (src/server/plugins/page-preloads.ts). */
const PUBLIC_PAGES = [
  'src/client/features/matches/match-page.tsx',
  'src/client/features/tournaments/tournament-page.tsx',
  'src/client/features/tournaments/fixtures-page.tsx',
  'src/client/features/teams/team-page.tsx',
  'src/client/features/leaderboards/leaderboard-page.tsx',
];

export default defineConfig(({ command, mode }) => {
  // A build is for production even where NODE_ENV=development is set (a common developer setting):
  // Vite reads NODE_ENV after this config, and with "development" it bundles development React and
  // import.meta.env.PROD is false, so no service worker registers. `vite build --mode development`
  // still makes a development build on purpose.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      compileFirstVisitEagerly(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg', 'icons/*.png'],
        manifest: {
          name: 'Pitchside',
          short_name: 'Pitchside',
          description: 'Grassroots football tournaments: fixtures, live scores, standings and lineups, even offline.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#0b1f14',
          theme_color: '#1f8a4c',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          // Few, larger chunks: over HTTP/1.1 a browser fetches six files at a time, so on a slow line
          // (2.5 s round trips) every six files of a screen cost a round trip. What every page runs
          // (the shell, its router and the landing page) is one chunk; what it loads once drawn is another,
          // and the public pages' code a third (firstVisitChunks); the code of the other screens comes in
          // chunks of at least 8 KB, shared by the screens that use it, each page its own.
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], priority: 3, includeDependenciesRecursively: false },
              // Kept out of the screens' shared chunks, where merging small chunks into larger ones sent them to
              // pages that never run them: the screens' Mantine stylesheets (the landing page's are the shell's)
              // came with the landing page's footer, and the forms' code (zod, @mantine/form, the sign-up and
              // sign-in, the common-password list) with every public page, 40-55 KB gzipped.
              {
                name: 'mantine-styles',
                test: /src\/client\/app\/mantine-styles\.ts$|@mantine\/core\/styles\//,
                priority: 2,
              },
              {
                name: 'forms',
                test: /node_modules\/(zod|@mantine\/form|klona|fast-deep-equal)\/|src\/shared\/(schemas\/|domain\/common-password)|src\/client\/(features\/auth\/|.*-form\.tsx?$)/,
                entriesAware: true,
                entriesAwareMergeThreshold: 8 * 1024,
                includeDependenciesRecursively: false,
                priority: 2,
              },
              {
                // A visitor's first page: 9 files instead of 43 (tests/e2e/page-downloads.spec.ts).
                debugName: 'first-visit',
                name: firstVisitChunks(
                  resolve('src/client/main.tsx'),
                  PUBLIC_PAGES.map((page) => resolve(page)),
                ),
                priority: 1.5,
              },
              {
                name: 'screens',
                test: (id: string) => !/-page\.tsx$/.test(id),
                entriesAware: true,
                entriesAwareMergeThreshold: 8 * 1024,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  };
});
