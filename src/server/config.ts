import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPhoneRegion } from '../shared/domain/phone';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  smsTransport: 'console' | 'webhook';
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
  defaultRegion: string;
  /** Countries (ISO regions) whose phone numbers may be texted sign-up and reset codes. */
  smsAllowedCountries: string[];
  /** Texts the whole service may send per hour and per day, counted across processes in the database. */
  smsBudget: { hourly: number; daily: number };
  defaultTimeZone: string;
  /** Fastify's trustProxy: how many proxies stand in front, or their addresses; false when none. */
  trustProxy: number | string[] | false;
  logLevel: string;
  /** Seed the demo on the first start of an empty embedded database. */
  demo: boolean;
  /** The demo accounts' password: the published one only in development; null gives a random one. */
  demoPassword: string | null;
  /** Serve the API's browsable documentation at /api/docs. */
  apiDocs: boolean;
  /** Live streams one client address may hold open at once. */
  liveStreamsPerAddress: number;
  /** Per-IP limit on each sign-up, OTP, login and reset call. */
  authRateLimit: RateLimit;
  /** Per-IP limit on writes (organisers' calls and match events). */
  writeRateLimit: RateLimit;
  /** The landing page's 'Vote For Player Of The Month' form, if any. */
  voteUrl: string | null;
  /** The footer's sponsor ('OFFICIAL PHYSIO PARTNER'), if any. */
  sponsorUrl: string | null;
  /** The tournament whose top scorers the landing page shows; by default the live one with most goals. */
  featuredTournamentId: string | null;
  /** How often a live stream sends a comment line so proxies keep it open. */
  liveHeartbeatMs: number;
  clientDir: string;
  migrationsDir: string;
}

/** The folder holding package.json, whether running from src/ (tests, dev) or dist/ (start). */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project folder (package.json).');
    dir = parent;
  }
  return dir;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  return value;
}

function smsTransport(env: NodeJS.ProcessEnv, production: boolean): Config['smsTransport'] {
  const raw = env.SMS_TRANSPORT;
  if (!raw) {
    if (production)
      throw new ConfigError('SMS_TRANSPORT must be set in production (webhook, or console to log codes).');
    return 'console';
  }
  if (raw !== 'console' && raw !== 'webhook')
    throw new ConfigError(`SMS_TRANSPORT must be console or webhook, got "${raw}".`);
  if (raw === 'webhook' && !env.SMS_WEBHOOK_URL) throw new ConfigError('SMS_TRANSPORT=webhook needs SMS_WEBHOOK_URL.');
  return raw;
}

function smsAllowedCountries(env: NodeJS.ProcessEnv, defaultRegion: string): string[] {
  const listed = env.SMS_ALLOWED_COUNTRIES?.trim();
  const name = listed ? 'SMS_ALLOWED_COUNTRIES' : 'DEFAULT_REGION';
  const regions = (listed || defaultRegion)
    .split(',')
    .map((region) => region.trim().toUpperCase())
    .filter(Boolean);
  const unknown = regions.find((region) => !isPhoneRegion(region));
  if (unknown !== undefined) throw new ConfigError(`${name} must name countries such as IN or GB, got "${unknown}".`);
  return regions;
}

function webAddress(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!/^https?:\/\/[^\s]+$/.test(raw))
    throw new ConfigError(`${name} must be a web address (https://…), got "${raw}".`);
  return raw;
}

function tournamentId(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(raw)) {
    throw new ConfigError(`${name} must be a tournament id, got "${raw}".`);
  }
  return raw;
}

/** The password printed in the README: only ever used by a development machine's demo. */
export const PUBLISHED_DEMO_PASSWORD = 'pitchside-demo';

function demoPassword(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const raw = env.DEMO_PASSWORD || null;
  if (!production) return raw ?? PUBLISHED_DEMO_PASSWORD;
  if (raw === PUBLISHED_DEMO_PASSWORD)
    throw new ConfigError('DEMO_PASSWORD must not be the password published in the README in production.');
  return raw;
}

const isAddressOrRange = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For entries to believe: those added by the given number of proxies, or by
 * proxies at the given addresses. Trusting every hop would let a client pick its own address
 * and slip past per-address limits, so "true" is refused.
 */
function trustProxy(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === '0' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((item) => item.trim());
  if (addresses.every(isAddressOrRange)) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxies in front of the server (1 behind one load balancer) or their addresses (10.0.0.0/8,127.0.0.1), got "${raw}".`,
  );
}

function timeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    throw new ConfigError(`DEFAULT_TIME_ZONE must be an IANA time zone such as Asia/Kolkata, got "${value}".`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = projectRoot();
  const production = env.NODE_ENV === 'production';
  const defaultRegion = (env.DEFAULT_REGION || 'IN').toUpperCase();
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    production,
    dataDir: resolve(root, env.PITCHSIDE_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smsTransport: smsTransport(env, production),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || undefined,
    defaultRegion,
    smsAllowedCountries: smsAllowedCountries(env, defaultRegion),
    smsBudget: { hourly: integer(env, 'SMS_BUDGET_HOURLY', 500), daily: integer(env, 'SMS_BUDGET_DAILY', 3000) },
    defaultTimeZone: timeZone(env.DEFAULT_TIME_ZONE || 'Asia/Kolkata'),
    trustProxy: trustProxy(env),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    demo: production ? env.PITCHSIDE_DEMO === '1' : env.PITCHSIDE_DEMO !== '0',
    demoPassword: demoPassword(env, production),
    apiDocs: production ? env.API_DOCS === '1' : env.API_DOCS !== '0',
    liveStreamsPerAddress: integer(env, 'LIVE_STREAMS_PER_ADDRESS', 500),
    authRateLimit: { max: integer(env, 'AUTH_RATE_LIMIT', 20), windowMs: 60_000 },
    writeRateLimit: { max: integer(env, 'WRITE_RATE_LIMIT', 1200), windowMs: 60_000 },
    voteUrl: webAddress(env, 'VOTE_URL'),
    sponsorUrl: webAddress(env, 'SPONSOR_URL'),
    featuredTournamentId: tournamentId(env, 'FEATURED_TOURNAMENT_ID'),
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', 15_000),
    clientDir: join(root, 'dist', 'client'),
    migrationsDir: join(root, 'src', 'server', 'db', 'migrations'),
  };
}
