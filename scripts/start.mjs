// npm start: builds the app when dist/ is missing or older than the sources, then runs the server.
import { execSync } from 'node:child_process';
import { buildIsStale } from './build-stamp.mjs';

if (buildIsStale()) {
  console.log('Building Pitchside (first start or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/main.js');
