// Tells whether dist/ is older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(root = process.cwd()) {
  const outputs = OUTPUTS.map((path) => join(root, path));
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const sources = SOURCES.map((path) => join(root, path)).filter((path) => existsSync(path));
  return Math.max(...sources.map(newestMtime)) > built;
}
