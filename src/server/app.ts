import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { messages } from '../shared/messages';
import { TokenSigner } from './auth/tokens';
import { BODY_LIMIT } from './body-limit';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { ChangePublisher, Writes } from './live/after-commit';
import { inProcessBus, type LiveBus } from './live/bus';
import { LiveService } from './live/live-service';
import { registerAuthenticate } from './plugins/authenticate';
import { clientApp } from './plugins/client-app';
import { apiDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { security } from './plugins/security';
import { ReadCache } from './read-cache';
import { authRoutes } from './routes/auth';
import { devSmsOutboxRoutes } from './routes/dev-sms-outbox';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { matchLogRoutes } from './routes/match-log';
import { pictureRoutes } from './routes/pictures';
import { readRoutes } from './routes/reads';
import { siteRoutes } from './routes/site';
import { syncBatchRoutes } from './routes/sync-batch';
import { writeRoutes } from './routes/writes';
import { AccountService } from './services/accounts';
import { LoginThrottle } from './services/login-throttle';
import { OtpService } from './services/otp';
import { SessionService } from './services/sessions';
import type { SmsTransport } from './services/sms';
import { SmsGate } from './services/sms-gate';

export interface AppDeps {
  config: Config;
  db: Database;
  sms: SmsTransport;
  secret: string;
  /** Log lines go to standard output, or to this destination; false silences them. */
  logger?: boolean | { write(line: string): void };
  /** The time codes, the SMS budget and sign-in waits are counted by (tests move one forward). */
  clock?: Clock;
  /** Carries live changes between processes; one process alone uses an in-process bus. */
  bus?: LiveBus;
  /** Keeps the rate limits' counts for every process; one process alone counts in memory. */
  rateLimitStore?: Redis;
}

/** A hop count trusts that many proxies nearest the server (the function form Fastify's types accept). */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject. */
export async function buildApp({
  config,
  db,
  sms,
  secret,
  logger = true,
  clock = systemClock,
  bus = inProcessBus(),
  rateLimitStore,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel, ...(typeof logger === 'object' ? { stream: logger } : {}) },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT.default,
    // Errors the router raises before any route runs (a malformed or over-long URL) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send({ status: 'error', message: messages.server.badUrl });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const signer = new TokenSigner(secret);
  const sessions = new SessionService(db, signer);
  const smsGate = new SmsGate(db, {
    allowedCountries: config.smsAllowedCountries,
    budget: config.smsBudget,
    alert: (text) => app.log.error(text),
    now: clock,
  });
  const otp = new OtpService(db, sms, secret, smsGate, clock);
  const readCache = new ReadCache(bus);
  const live = new LiveService(db, bus);
  const ctx: AppContext = {
    config,
    db,
    sms,
    signer,
    sessions,
    accounts: new AccountService(db, otp, sessions, new LoginThrottle(db, clock), config.defaultRegion),
    live,
    readCache,
    writes: new Writes(db, live, new ChangePublisher(readCache, bus)),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await bus.close();
    rateLimitStore?.disconnect();
  });
  registerErrorHandler(app);
  registerAuthenticate(app);
  await app.register(security, { redis: rateLimitStore });
  if (config.apiDocs) await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(devSmsOutboxRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(readRoutes);
      await api.register(pictureRoutes);
      await api.register(writeRoutes);
      await api.register(liveRoutes, { prefix: '/live' });
      await api.register(matchLogRoutes, { prefix: '/matchLog' });
      await api.register(syncBatchRoutes, { prefix: '/sync' });
    },
    { prefix: '/api' },
  );
  await app.register(clientApp, { root: config.clientDir });
  return app;
}
