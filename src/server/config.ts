import { existsSync } from 'node:fs';
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
  trustProxy: boolean;
  logLevel: string;
  /** Seed the demo on the first start of an empty embedded database. */
  demo: boolean;
  /** Per-IP limit on each sign-up, OTP, login and reset call. */
  authRateLimit: RateLimit;
  /** Per-IP limit on writes (organisers' calls and match events). */
  writeRateLimit: RateLimit;
  /** The landing page's 'Vote For Player Of The Month' form, if any. */
  voteUrl: string | null;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    demo: env.PITCHSIDE_DEMO !== '0',
    authRateLimit: { max: integer(env, 'AUTH_RATE_LIMIT', 20), windowMs: 60_000 },
    writeRateLimit: { max: integer(env, 'WRITE_RATE_LIMIT', 1200), windowMs: 60_000 },
    voteUrl: webAddress(env, 'VOTE_URL'),
    featuredTournamentId: tournamentId(env, 'FEATURED_TOURNAMENT_ID'),
    liveHeartbeatMs: integer(env, 'LIVE_HEARTBEAT_MS', 15_000),
    clientDir: join(root, 'dist', 'client'),
    migrationsDir: join(root, 'src', 'server', 'db', 'migrations'),
  };
}
