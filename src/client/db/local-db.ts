import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { LocalResult } from '../../shared/domain/formats';
import type { TrackerEntry } from '../../shared/domain/match-tracker';
import type { LineupBody } from '../../shared/schemas/match-day';

/** A server answer kept on the phone: what a screen shows when the network does not answer. */
export interface CachedRead<T = unknown> {
  key: string;
  data: T;
  savedAt: number;
}

/** The tables of saved reads, one per kind of thing a visitor browses (docs/architecture.md#client). */
export const READ_TABLES = [
  'tournaments',
  'teams',
  'fixtures',
  'events',
  'lineups',
  'standings',
  'leaderboards',
  'awards',
  'lists',
] as const;
export type ReadTable = (typeof READ_TABLES)[number];

/** A write waiting for the server (docs/offline.md): sent in `seq` order per fixture, deleted only on a 2xx. */
export interface OutboxRow {
  seq?: number;
  /** The client's UUIDv7: the Idempotency-Key of the call. */
  id: string;
  /** The FIFO queue the call belongs to. */
  fixtureId: string;
  method: 'POST' | 'PUT';
  /** Path on the API's origin, e.g. `/api/matchEvent/create`. */
  path: `/api/${string}`;
  body: unknown;
  /** Who made it: it is sent only with their token (rows saved before authors were kept have none). */
  authorId?: string | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

/** A write the server refused with a 4xx: kept with its reason, never dropped silently. */
export interface RejectedRow extends Omit<OutboxRow, 'seq'> {
  status: number;
  reason: string;
  rejectedAt: number;
}

/** One entry this phone recorded in a fixture's tracker log, in the order it was recorded. */
export interface MatchLogRow {
  seq?: number;
  id: string;
  fixtureId: string;
  entry: TrackerEntry;
}

/** An entry of a fixture's log as the server took it (docs/match-log.md): what every phone replays. */
export interface ServerLogRow {
  fixtureId: string;
  /** The server's number of the entry in this fixture's log: the cursor of the next read. */
  seq: number;
  entry: TrackerEntry;
  authorId: string;
}

/**
 * A match this phone ended, kept so that the bracket it feeds shows its next pairing at once
 * (formats/local-results.ts) while the server has not confirmed it.
 */
export interface LocalResultRow extends LocalResult {
  /** The log entry that ended the match: the result counts while it is in the phone's log and not refused. */
  entryId: string;
}

/** A team's lineup as the organiser picked it, kept on the phone before and after it is sent. */
export interface LineupDraftRow {
  /** `${fixtureId}:${teamId}` */
  key: string;
  fixtureId: string;
  teamId: string;
  lineup: LineupBody;
  submittedAt: number | null;
}

/**
 * What the service worker needs to send the outbox after the page was closed (Background Sync):
 * the signed-in user's access token, never the refresh token, so only the page renews a session.
 */
export interface WorkerCredential {
  key: 'current';
  accessToken: string;
  userId: string;
  /** When the access token expires (unix seconds). */
  exp: number;
}

type Tables = { [K in ReadTable]: EntityTable<CachedRead, 'key'> } & {
  outbox: EntityTable<OutboxRow, 'seq'>;
  rejected: EntityTable<RejectedRow, 'id'>;
  matchLog: EntityTable<MatchLogRow, 'seq'>;
  serverLog: Table<ServerLogRow, [string, number]>;
  lineupDrafts: EntityTable<LineupDraftRow, 'key'>;
  localResults: EntityTable<LocalResultRow, 'fixtureId'>;
  workerCredential: EntityTable<WorkerCredential, 'key'>;
};

export type LocalDb = Dexie & Tables;

/**
 * Opens the phone's database under `name`. The app uses one (`localDb`); tests open their own on
 * another IndexedDB implementation, and two instances on one name behave like two tabs.
 */
export function createLocalDb(name: string, options?: DexieOptions): LocalDb {
  const db = new Dexie(name, options) as LocalDb;
  const readStores = Object.fromEntries(READ_TABLES.map((table) => [table, 'key, savedAt']));
  // The whole schema as one version: no version has an upgrade of its own, so a phone with an older
  // one is brought to this one by the difference (Dexie 3+). Declaring each of the first five versions made
  // Dexie work out every table five times: about 20 ms of the main thread as a page starts (2.7 ms
  // once the code is warm, against 0.4 ms now).
  db.version(6).stores({
    ...readStores,
    // By next attempt: the rows waiting out a backoff are found without reading the whole queue.
    outbox: '++seq, &id, fixtureId, [fixtureId+seq], nextAttemptAt',
    rejected: '&id, fixtureId, rejectedAt',
    matchLog: '++seq, &id, fixtureId, [fixtureId+seq]',
    lineupDrafts: '&key, fixtureId',
    serverLog: '[fixtureId+seq], fixtureId',
    workerCredential: '&key',
    localResults: '&fixtureId',
  });
  return db;
}

export const localDb = createLocalDb('pitchside');
