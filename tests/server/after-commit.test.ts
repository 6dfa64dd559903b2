import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, liveMessages, matchLog } from '../../src/server/db/schema';
import { trackerMessages } from '../../src/shared/domain/match-tracker/messages';
import { matchWriteMessages } from '../../src/shared/messages';
import { signUp } from '../support/auth-flow';
import { eventBody, lineupBody, sendWrite } from '../support/match-day';
import { changes, openSse } from '../support/sse-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const messageCount = async () => (await t.db.select().from(liveMessages)).length;

/** A tracker entry as the phone's outbox sends it. */
const entryBody = (entry: Record<string, unknown>) => ({
  fixtureId: w.fixture.id,
  entry: { id: randomUUID(), at: Date.now(), ...entry },
});
const sendEntry = (body: ReturnType<typeof entryBody>) =>
  sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchLog/entry', body, body.entry.id);

describe('a replayed write', () => {
  it('appends no live message, whichever call carried it', async () => {
    const kickOff = entryBody({ kind: 'CLOCK_START' });
    expect((await sendEntry(kickOff)).statusCode).toBe(201);
    const goal = eventBody(w);
    expect((await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/create', goal)).statusCode).toBe(201);
    const lineup = lineupBody(w);
    expect((await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/lineup/create', lineup)).statusCode).toBe(201);
    const status = { status: 'HALF_TIME' };
    const update = () =>
      sendWrite(t.app, w.owner.accessToken, 'PUT', `/api/fixture/update/${w.fixture.id}`, status, statusKey);
    const statusKey = randomUUID();
    expect((await update()).statusCode).toBe(200);
    const appended = await messageCount();
    // Each write told the fixture's stream and its tournament's; the kick-off, which lists the tournament as live, the lists' too.
    expect(appended).toBe(9);

    expect((await sendEntry(kickOff)).json().data.replayed).toBe(true);
    expect((await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/create', goal)).statusCode).toBe(201);
    expect((await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/lineup/create', lineup)).statusCode).toBe(201);
    expect((await update()).statusCode).toBe(200);

    expect(await messageCount()).toBe(appended);
  });

  it('a refused write appends none either', async () => {
    const before = await messageCount();
    // Nothing is played before kick-off.
    const early = await sendEntry(
      entryBody({ kind: 'EVENT', type: 'FOUL', teamId: w.home.id, playerId: w.home.players[0]?.id }),
    );
    expect(early.statusCode).toBe(409);
    expect(await messageCount()).toBe(before);
  });
});

describe('a write key', () => {
  it("is its author's: another organiser sending the same entry is refused, and nothing is appended", async () => {
    const co = await signUp(t.app, t.sms, { name: 'Co' });
    const added = await call(t.app, 'POST', '/api/tournaments/co-organisers', w.owner.accessToken, {
      tournamentId: w.tournament.id,
      phoneNumber: co.phone,
    });
    expect(added.statusCode).toBe(200);
    const kickOff = entryBody({ kind: 'CLOCK_START' });
    expect((await sendEntry(kickOff)).statusCode).toBe(201);
    const before = await messageCount();
    const theirs = await sendWrite(t.app, co.accessToken, 'POST', '/api/matchLog/entry', kickOff, kickOff.entry.id);
    expect(theirs.statusCode).toBe(422);
    expect(await messageCount()).toBe(before);
  });
});

describe('one table of write keys', () => {
  it("refuses a lineup's key sent again as a log entry's id", async () => {
    const lineup = lineupBody(w);
    expect((await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/lineup/create', lineup)).statusCode).toBe(201);
    const reused = entryBody({ kind: 'CLOCK_START' });
    reused.entry.id = lineup.id;
    expect((await sendEntry(reused)).statusCode).toBe(422);
  });

  it('an entry sent again after its key was pruned is not taken a second time', async () => {
    const kickOff = entryBody({ kind: 'CLOCK_START' });
    expect((await sendEntry(kickOff)).statusCode).toBe(201);
    await t.db.delete(idempotencyKeys);
    const before = await messageCount();
    const late = await sendEntry(kickOff);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(trackerMessages.duplicate);
    // The same id for another match: the log holds it, so it is refused as a used id.
    const elsewhere = await w.build.fixture({ tournament: w.tournament, home: w.home, away: w.away });
    const moved = await sendWrite(
      t.app,
      w.owner.accessToken,
      'POST',
      '/api/matchLog/entry',
      { ...kickOff, fixtureId: elsewhere.id },
      kickOff.entry.id,
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(matchWriteMessages.keyExpired);
    // As an event call, whose first event would start that match's clock: refused, and no clock start is left.
    const asEvent = await sendWrite(
      t.app,
      w.owner.accessToken,
      'POST',
      '/api/matchEvent/create',
      eventBody(w, { id: kickOff.entry.id, fixtureId: elsewhere.id }),
    );
    expect(asEvent.statusCode).toBe(409);
    expect(asEvent.json().message).toBe(matchWriteMessages.keyExpired);
    expect(await t.db.select().from(matchLog)).toHaveLength(1);
    expect(await messageCount()).toBe(before);
  });
});

describe('a process that dies between commit and publish', () => {
  it('loses no live message: after a restart the stream resumes with it', async () => {
    const dying = await createTestApp();
    const tellNobody = async () => {
      throw new Error('the process died before publishing');
    };
    dying.app.ctx.writes.publisher.publish = tellNobody;
    const first = entryBody({ kind: 'CLOCK_START' });
    const answer = await sendWrite(
      dying.app,
      w.owner.accessToken,
      'POST',
      '/api/matchLog/entry',
      first,
      first.entry.id,
    );
    // The phone got no success: it will send the entry again, and the server answers it as a replay.
    expect(answer.statusCode).toBe(500);
    await dying.app.close();

    const restarted = await createTestApp();
    const base = await restarted.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A spectator who had seen nothing of this match resumes from 0.
      const stream = await openSse(`${base}/api/live/fixture/${w.fixture.id}`, { 'last-event-id': '0' });
      const [frame] = await stream.next(1, changes);
      stream.close();
      expect(frame?.id).toBe('1');
      expect(JSON.parse(frame?.data ?? '')).toEqual({ kind: 'event', fixtureId: w.fixture.id });

      const again = await sendWrite(
        restarted.app,
        w.owner.accessToken,
        'POST',
        '/api/matchLog/entry',
        first,
        first.entry.id,
      );
      expect(again.json().data.replayed).toBe(true);
    } finally {
      await restarted.app.close();
    }
  });
});
