import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = 'src/client';
const STYLES = 'node_modules/@mantine/core/styles';

const source = (file: string) => readFileSync(file, 'utf8');

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/**
 * The modules the landing page draws with: the layout and the home screen, their static imports,
 * and the home screen's own lazy parts (its top scorers and vote button).
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
  visit(resolve(CLIENT, 'app/layout.tsx'));
  visit(resolve(CLIENT, 'features/home/home-page.tsx'));
  return [...seen];
}

describe('the landing page’s Mantine styles (src/client/app/landing-styles.ts)', () => {
  it('include the CSS of every Mantine component the layout and the landing page draw', () => {
    const imported = source(join(CLIENT, 'app/landing-styles.ts'));
    const used = new Set<string>();
    for (const file of landingModules()) {
      for (const match of source(file).matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        for (const name of (match[1] as string).split(',').map((n) => n.trim())) {
          if (/^[A-Z]/.test(name) && existsSync(join(STYLES, `${name}.layer.css`))) used.add(name);
        }
      }
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !imported.includes(`@mantine/core/styles/${name}.layer.css`));
    expect(missing).toEqual([]);
  });
});
