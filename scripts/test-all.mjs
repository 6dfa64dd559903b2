// npm test: every check in order, stopping at the first that fails, then one summary line.
// Steps: typecheck, lint (with import boundaries), unit + client + server tests on the embedded
// database, the server tests again on PostgreSQL when TEST_DATABASE_URL is set, build, browser tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL;
const embeddedEnv = { ...process.env, TEST_DATABASE_URL: '' };
// Two server processes sharing PostgreSQL and Redis: only where both are at hand.
const postgresProjects = ['--project', 'server', ...(process.env.REDIS_URL ? ['--project', 'scale'] : [])];
if (postgresUrl && !process.env.REDIS_URL)
  console.log('REDIS_URL is not set: the two-process scale-out test does not run.');
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function vitest(name, args, env) {
  const file = join(reports, `${name}.json`);
  return {
    name,
    command: ['npx', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    count() {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
    },
  };
}

const steps = [
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  vitest('tests (embedded database)', [], embeddedEnv),
  ...(postgresUrl ? [vitest('server tests (PostgreSQL)', postgresProjects, process.env)] : []),
  { name: 'build', command: ['npm', 'run', 'build'] },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    count() {
      const { stats } = JSON.parse(readFileSync(join(reports, 'e2e.json'), 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
  },
];

let failedStep = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env: step.env ?? process.env });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (step.count) {
    try {
      const counts = step.count();
      for (const key of Object.keys(totals)) totals[key] += counts[key];
    } catch {
      if (result.status === 0) result.status = 1;
    }
  }
  if (result.status !== 0) {
    failedStep = step.name;
    totals.failed = Math.max(totals.failed, 1);
    break;
  }
}

console.log(`\n${timings.join(' · ')}`);
if (failedStep) console.log(`✗ ${failedStep} failed`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
