import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineImports, sourceFiles, stylesheetsFor } from './mantine-css';

const CLIENT = 'src/client';

const source = (file: string) => readFileSync(file, 'utf8');

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/**
 * The modules drawn with the shell's styles alone: the layout, the home screen and what the layout loads
 * without the screens' styles, their static imports, and the home screen's own lazy parts (its top scorers
 * and vote button).
 */
function landingModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = source(file);
    const specifiers = [...text.matchAll(/^import [^;]*? from '(\.[^']+)';/gms)].map((m) => m[1] as string);
    if (file.includes('/features/home/')) {
      specifiers.push(...[...text.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => m[1] as string));
    }
    for (const specifier of specifiers) {
      const next = resolveModule(file, specifier);
      if (next && !next.endsWith('.css')) visit(next);
    }
  };
  // What loads without the screens' styles (./mantine-styles): the shell, the landing page, and the parts
  // the layout loads on their own.
  for (const file of ['layout', 'not-found-page', 'refused-changes', 'update-notice', 'toaster']) {
    visit(resolve(CLIENT, `app/${file}.tsx`));
  }
  visit(resolve(CLIENT, 'features/home/home-page.tsx'));
  return [...seen];
}

const imports = (file: string) => [...source(file).matchAll(/^import '([^']+\.css)';/gm)].map((m) => m[1] as string);

describe('the landing page’s Mantine styles (src/client/app/landing-styles.ts)', () => {
  it('include the CSS of every Mantine component drawn without the screens’ styles, and of what those draw inside', () => {
    const needed = stylesheetsFor(mantineImports(landingModules()));
    expect(needed.length).toBeGreaterThan(5);
    const imported = imports(join(CLIENT, 'app/landing-styles.ts'));
    expect(needed.filter((sheet) => !imported.includes(sheet))).toEqual([]);
  });
});

describe('the other screens’ Mantine styles (src/client/app/mantine-styles.ts)', () => {
  it('are those of every Mantine component the app draws and of what those draw inside, in Mantine’s own order', () => {
    const file = join(CLIENT, 'app/mantine-styles.ts');
    // The shell's (landing-styles.ts) are on every page from the start: the list leaves them out.
    const loadedAtStart = new Set(imports(join(CLIENT, 'app/landing-styles.ts')));
    const needed = stylesheetsFor(mantineImports(sourceFiles(CLIENT)));
    expect(needed).toContain('@mantine/core/styles/Combobox.layer.css');
    expect(imports(file)).toEqual(needed.filter((sheet) => !loadedAtStart.has(sheet)));
  });
});
