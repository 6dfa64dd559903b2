// npm run bench: builds when stale, then runs tests/bench/run.ts.
import { execSync } from 'node:child_process';
import { buildIsStale } from './build-stamp.mjs';

if (buildIsStale()) execSync('npm run build', { stdio: 'inherit' });
execSync('npx tsx tests/bench/run.ts', { stdio: 'inherit' });
