import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database, DatabaseHandle } from '../../src/server/db/database';
import { openPglite, openPostgres } from '../../src/server/db/open';
import { consoleSms, type SmsTransport } from '../../src/server/services/sms';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let opened: Promise<DatabaseHandle> | undefined;

/** In-memory PGlite, or the PostgreSQL of TEST_DATABASE_URL (emptied first): one per test worker. */
export function testDatabase(): Promise<DatabaseHandle> {
  opened ??= (async () => {
    const { migrationsDir } = loadConfig({});
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return openPglite(undefined, migrationsDir);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
    );
    await client.end();
    return openPostgres(url, migrationsDir);
  })();
  return opened;
}

async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`);
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
}

/** Empties every table, so each test starts from a clean database (and a cold read cache). */
export async function resetDatabase({ app, db }: TestApp): Promise<void> {
  const tables = (await tableNames(db)).map((name) => `"${name}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await app.ctx.readCache.invalidate();
}

/** The number of rows in every table, by table name: compare two snapshots to prove nothing was written. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await tableNames(db);
  if (tables.length === 0) return {};
  const query = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const result = await db.execute(sql.raw(query));
  const rows = (result as unknown as { rows: { name: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  sms: SmsTransport;
}

/** The real time moved forward by a test: waits are passed by moving it, never by sleeping. */
export class TestClock {
  private offsetMs = 0;
  readonly now: Clock = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestAppOptions {
  clock?: TestClock;
  /** Collects the app's log lines (JSON, at the configured level) instead of silencing them. */
  logLines?: string[];
}

/** A real app on the test database; the SMS transport is the console one, silenced. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { db } = await testDatabase();
  const config: Config = { ...loadConfig({}), authRateLimit: { max: 10_000, windowMs: 60_000 }, ...overrides };
  const sms = consoleSms(() => {});
  const { logLines } = options;
  const logger = logLines ? { write: (line: string) => void logLines.push(line) } : false;
  const app = await buildApp({ config, db, sms, secret: TEST_SECRET, logger, clock: options.clock?.now });
  await app.ready();
  return { app, db, sms };
}
