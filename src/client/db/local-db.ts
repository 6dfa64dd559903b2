import Dexie, { type EntityTable } from 'dexie';

/** A server answer kept on the phone: what a screen shows when the network does not answer. */
export interface CachedRead<T = unknown> {
  key: string;
  data: T;
  savedAt: number;
}

/** The tables of saved reads, one per kind of thing a visitor browses (DESIGN §4.6). */
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

type Tables = { [K in ReadTable]: EntityTable<CachedRead, 'key'> };

export const localDb = new Dexie('pitchside') as Dexie & Tables;

localDb.version(1).stores(Object.fromEntries(READ_TABLES.map((table) => [table, 'key, savedAt'])));
