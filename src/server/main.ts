import { buildApp } from './app';
import { loadSecret } from './auth/secret';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { demoPasswordOf, demoSignIn, isEmpty, seedDemo } from './db/demo/seed';
import { openDatabase } from './db/open';
import { noteExtraTimeEvents } from './services/match-log/extra-time-notes';
import { movePicturesToFiles } from './services/pictures-migration';
import { keepPruning } from './services/retention';
import { smsFromConfig } from './services/sms';

/** Several processes share live updates and rate-limit counts through Redis; loaded only when configured. */
async function connectRedis(url: string) {
  const [{ redisBus }, { Redis }] = await Promise.all([import('./live/redis-bus'), import('ioredis')]);
  try {
    const bus = await redisBus(url);
    // Fails fast: a rate-limit check waiting on an unreachable Redis would hold up every call.
    const rateLimitStore = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    return { bus, rateLimitStore };
  } catch (error) {
    throw new ConfigError(`cannot reach Redis at REDIS_URL (${(error as Error).message}).`);
  }
}

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const handle = await openDatabase(config);
  const moved = await movePicturesToFiles(handle.db);
  if (moved > 0) console.log(`Moved ${moved} pictures out of their rows into files`);
  await noteExtraTimeEvents(handle.db);
  if (handle.kind === 'pglite' && config.demo && (await isEmpty(handle.db))) {
    const password = demoPasswordOf(config.demoPassword);
    await seedDemo(handle.db, config.defaultTimeZone, password);
    console.log(`Demo data added: ${demoSignIn(config.defaultRegion, password)}`);
  }
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({
    config,
    db: handle.db,
    sms: smsFromConfig(config),
    secret: loadSecret(config.jwtSecret, config.dataDir),
    ...redis,
  });

  const stopPruning = keepPruning(handle.db, (text) => app.log.warn(text));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    stopPruning();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = handle.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(`Pitchside is ready at http://localhost:${config.port} (${where}, started in ${seconds} s)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Pitchside cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      'Pitchside cannot start: its port is in use by another program. Stop it, or set PORT to another port.',
    );
  } else {
    console.error('Pitchside cannot start:', error);
  }
  process.exit(1);
});
