import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema';

/** Any number of processes may start at once on PostgreSQL: only one migrates at a time. */
const MIGRATION_LOCK = 7_318_004;

export async function openPglite(dataDir: string | undefined, migrationsDir: string): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = dataDir ? new PGlite(join(dataDir, 'pglite')) : new PGlite();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openPostgres(url: string, migrationsDir: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: migrationsDir });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.migrationsDir)
    : openPglite(config.dataDir, config.migrationsDir);
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
