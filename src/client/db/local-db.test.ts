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

it('a phone on the version before the last (no local results yet) opens with them added', async () => {
  const fourth = new Dexie(NAME);
  fourth.version(4).stores({
    tournaments: 'key, savedAt',
    outbox: '++seq, &id, fixtureId, [fixtureId+seq]',
    workerCredential: '&key',
  });
  await fourth.table('workerCredential').put({ key: 'current', accessToken: 'a', userId: 'u', exp: 1 });
  fourth.close();

  const db = createLocalDb(NAME);
  expect((await db.workerCredential.get('current'))?.userId).toBe('u');
  await db.localResults.put({ fixtureId: 'f2' } as never);
  expect((await db.localResults.get('f2'))?.fixtureId).toBe('f2');
  db.close();
});
