import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, expect, it } from 'vitest';
import { createLocalDb } from './local-db';

const NAME = 'pitchside-upgrade-test';

afterEach(() => Dexie.delete(NAME));

it('a phone that kept only saved copies (the first version) keeps them, and gains the outbox and the rest', async () => {
  const first = new Dexie(NAME);
  first.version(1).stores({ tournaments: 'key, savedAt', fixtures: 'key, savedAt' });
  await first.table('tournaments').put({ key: 't1', data: { name: 'City League' }, savedAt: 1 });
  first.close();

  const db = createLocalDb(NAME);
  expect((await db.tournaments.get('t1'))?.data).toEqual({ name: 'City League' });
  await db.outbox.add({ id: 'e1', fixtureId: 'f1' } as never);
  await db.localResults.put({ fixtureId: 'f1' } as never);
  expect(await db.outbox.where('fixtureId').equals('f1').count()).toBe(1);
  expect(await db.localResults.count()).toBe(1);
  db.close();
});

it('a phone on the fourth version (no local results yet) keeps every row, and gains them', async () => {
  // The versions as the app declared them before it declared one.
  const reads = { tournaments: 'key, savedAt', fixtures: 'key, savedAt' };
  const fourth = new Dexie(NAME);
  fourth.version(1).stores(reads);
  fourth.version(2).stores({
    ...reads,
    outbox: '++seq, &id, fixtureId, [fixtureId+seq]',
    rejected: '&id, fixtureId, rejectedAt',
    matchLog: '++seq, &id, fixtureId, [fixtureId+seq]',
    lineupDrafts: '&key, fixtureId',
  });
  fourth.version(3).stores({ serverLog: '[fixtureId+seq], fixtureId' });
  fourth.version(4).stores({ workerCredential: '&key' });
  await fourth.table('outbox').add({ id: 'o1', fixtureId: 'f1' });
  await fourth.table('rejected').put({ id: 'r1', fixtureId: 'f1', rejectedAt: 1 });
  await fourth.table('matchLog').add({ id: 'm1', fixtureId: 'f1' });
  await fourth.table('lineupDrafts').put({ key: 'f1:home', fixtureId: 'f1' });
  await fourth.table('serverLog').put({ fixtureId: 'f1', seq: 1 });
  await fourth.table('workerCredential').put({ key: 'current', accessToken: 'a', userId: 'u', exp: 1 });
  fourth.close();

  const db = createLocalDb(NAME);
  expect(await db.outbox.where('[fixtureId+seq]').between(['f1', 0], ['f1', Infinity]).count()).toBe(1);
  expect(await db.rejected.where('fixtureId').equals('f1').count()).toBe(1);
  expect(await db.matchLog.where('fixtureId').equals('f1').count()).toBe(1);
  expect(await db.lineupDrafts.where('fixtureId').equals('f1').count()).toBe(1);
  expect(await db.serverLog.where('fixtureId').equals('f1').count()).toBe(1);
  expect((await db.workerCredential.get('current'))?.userId).toBe('u');
  await db.localResults.put({ fixtureId: 'f2' } as never);
  expect((await db.localResults.get('f2'))?.fixtureId).toBe('f2');
  db.close();
});

it('a phone on the fifth version keeps its queue, and finds the rows waiting out a backoff by their next attempt', async () => {
  const fifth = new Dexie(NAME);
  fifth.version(5).stores({ outbox: '++seq, &id, fixtureId, [fixtureId+seq]' });
  await fifth.table('outbox').bulkAdd([
    { id: 'due', fixtureId: 'f1', nextAttemptAt: 1 },
    { id: 'later', fixtureId: 'f1', nextAttemptAt: 9 },
  ]);
  fifth.close();

  const db = createLocalDb(NAME);
  expect(await db.outbox.count()).toBe(2);
  expect((await db.outbox.where('nextAttemptAt').above(5).toArray()).map((row) => row.id)).toEqual(['later']);
  db.close();
});
