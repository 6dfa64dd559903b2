import type { TokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Writes } from './live/after-commit';
import type { LiveService } from './live/live-service';
import type { ReadCache } from './read-cache';
import type { AccountService } from './services/accounts';
import type { SessionService } from './services/sessions';
import type { SmsTransport } from './services/sms';

/** What routes reach through `app.ctx`: built once per app by buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  sms: SmsTransport;
  signer: TokenSigner;
  sessions: SessionService;
  accounts: AccountService;
  live: LiveService;
  readCache: ReadCache;
  /** Runs a write and its live messages in one transaction, then publishes them (docs/after-commit.md). */
  writes: Writes;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preParsing hook (after the rate limit, before any body is read) that demands a valid bearer token of a live session, before any body is read. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
    sessionId: string;
  }
}
