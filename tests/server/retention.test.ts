import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, liveMessages, otps } from '../../src/server/db/schema';
import { pruneOldRecords, RETENTION_DAYS } from '../../src/server/services/retention';
import { signUp } from '../support/auth-flow';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe('retention', () => {
  it('prunes write keys and live messages past retention, keeping the newest message of each topic', async () => {
    const user = await signUp(t.app, t.sms);
    const old = daysAgo(RETENTION_DAYS + 1);
    const recent = daysAgo(RETENTION_DAYS - 1);
    const key = (createdAt: Date) => ({
      key: randomUUID(),
      userId: user.user.id,
      requestHash: 'h',
      statusCode: 200,
      response: {},
      createdAt,
    });
    const [oldKey, recentKey] = [key(old), key(recent)];
    await t.db.insert(idempotencyKeys).values([oldKey, recentKey]);
    const message = (topic: string, seq: number, createdAt: Date) => ({
      topic,
      seq,
      kind: 'event',
      data: {},
      createdAt,
    });
    await t.db
      .insert(liveMessages)
      .values([
        message('fixture:a', 1, old),
        message('fixture:a', 2, old),
        message('fixture:a', 3, recent),
        message('fixture:b', 1, old),
        message('fixture:b', 2, old),
      ]);

    expect(await pruneOldRecords(t.db)).toEqual({ keys: 1, messages: 3, codes: 0 });

    const keys = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys).toEqual([{ key: recentKey.key }]);
    const left = await t.db.select({ topic: liveMessages.topic, seq: liveMessages.seq }).from(liveMessages);
    expect(left.sort((x, y) => x.topic.localeCompare(y.topic))).toEqual([
      { topic: 'fixture:a', seq: 3 },
      { topic: 'fixture:b', seq: 2 },
    ]);
  });

  it('prunes codes older than two days, with the password hashes of sign-ups never verified', async () => {
    const code = (createdAt: Date) => ({
      phoneNumber: '+919876543210',
      purpose: 'register',
      codeHash: 'h',
      expiresAt: new Date(createdAt.getTime() + 600_000),
      name: 'Asha Rao',
      passwordHash: 'argon2 hash',
      createdAt,
    });
    const recent = daysAgo(1);
    await t.db.insert(otps).values([code(daysAgo(3)), code(recent)]);
    expect(await pruneOldRecords(t.db)).toEqual({ keys: 0, messages: 0, codes: 1 });
    expect(await t.db.select({ createdAt: otps.createdAt }).from(otps)).toEqual([{ createdAt: recent }]);
  });
});
