import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const CORE = 'node_modules/@mantine/core/esm';
const STYLES = 'node_modules/@mantine/core/styles';

/** Where @mantine/core's index takes each of its exports from. */
function coreModules(): Map<string, string> {
  const index = readFileSync(join(CORE, 'index.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of index.matchAll(/import \{([^}]+)\} from "([^"]+)"/g)) {
    for (const name of (match[1] as string).split(',')) {
      modules.set(name.trim().split(' as ').pop() as string, resolve(CORE, match[2] as string));
    }
  }
  return modules;
}

/** The Mantine components a set of source files imports from '@mantine/core', by name. */
export function mantineImports(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
      for (const name of (match[1] as string).split(',').map((n) => n.trim())) {
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/**
 * The stylesheets (`@mantine/core/styles/<Name>.layer.css`) that what these components draw needs: their own and
 * those of every component they draw inside (a Select's Combobox and Popover, a Modal's Overlay and CloseButton),
 * found by following @mantine/core's own imports to each `<Name>.module.mjs` class map. In the order of Mantine's
 * full stylesheet, which puts what others build on (UnstyledButton, Input...) first.
 */
export function stylesheetsFor(components: Iterable<string>): string[] {
  const modules = coreModules();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      visit(resolve(dirname(file), match[1] as string));
    }
  };
  for (const name of components) {
    const file = modules.get(name);
    if (file) visit(file);
  }
  const names = [...seen].flatMap((file) => /\/([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1] ?? []);
  const full = readFileSync('node_modules/@mantine/core/styles.layer.css', 'utf8');
  const place = (name: string) => {
    const rule = /\.(m_[0-9a-f]+)/.exec(readFileSync(join(STYLES, `${name}.layer.css`), 'utf8'))?.[0];
    return rule ? full.indexOf(rule) : Number.MAX_SAFE_INTEGER;
  };
  return names
    .filter((name) => existsSync(join(STYLES, `${name}.layer.css`)))
    .sort((a, b) => place(a) - place(b))
    .map((name) => `@mantine/core/styles/${name}.layer.css`);
}

/** Every TypeScript source file under a folder, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}
