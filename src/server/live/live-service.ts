import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fixtures, liveMessages, tournamentTeams } from '../db/schema';
import type { LiveBus, LiveMessage } from './bus';
import { type ChangeKind, type ChangeSet, type FixtureScope, TOURNAMENT_LISTS } from './change-set';

export const fixtureTopic = (fixtureId: string) => `fixture:${fixtureId}`;
export const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;
/** The Past, Live and Future lists: told whenever a write makes them stale. */
export const TOURNAMENT_LISTS_TOPIC = 'tournament-lists';

/** What a committed write hands to the publisher: its live messages and the cached reads it made stale. */
export interface CommittedChanges {
  messages: LiveMessage[];
  /** Ids (or read addresses) whose cached reads are stale. */
  names: string[];
  /** Every cached read is stale. */
  everywhere: boolean;
}

const NO_CHANGES: CommittedChanges = { messages: [], names: [], everywhere: false };

/** Live messages: numbered per topic, appended in the transaction of the write they announce. */
export class LiveService {
  constructor(
    private readonly db: Database,
    readonly bus: LiveBus,
  ) {}

  /**
   * Inside the write's transaction: appends a message to the stream of every fixture and tournament
   * the write changed (and to the lists' stream when it made the lists' cached reads stale), and works
   * out which cached reads name them. Committed together with the write, so a message is never lost
   * and never sent for a write that rolled back.
   */
  async record(tx: Database, changes: ChangeSet): Promise<CommittedChanges> {
    if (changes.isEmpty) return NO_CHANGES;
    const names = new Set(changes.names);
    let everywhere = changes.everywhere;
    const appends: { topic: string; kind: ChangeKind; data: unknown }[] = [];
    for (const [fixtureId, { kind, scope: given }] of changes.fixtures) {
      const scope = given ?? (await scopeOf(tx, fixtureId));
      appends.push({ topic: fixtureTopic(fixtureId), kind, data: { kind, fixtureId } });
      if (!scope) {
        everywhere = true;
        continue;
      }
      for (const id of [fixtureId, scope.tournamentId, scope.homeTeamId, scope.awayTeamId]) names.add(id);
      if (!changes.tournaments.has(scope.tournamentId))
        appends.push({ topic: tournamentTopic(scope.tournamentId), kind, data: { kind, fixtureId } });
    }
    for (const [tournamentId, kind] of changes.tournaments) {
      appends.push({ topic: tournamentTopic(tournamentId), kind, data: { kind, tournamentId } });
      for (const id of [tournamentId, ...TOURNAMENT_LISTS, ...(await teamsOf(tx, tournamentId))]) names.add(id);
    }
    if (TOURNAMENT_LISTS.some((list) => names.has(list)))
      appends.push({ topic: TOURNAMENT_LISTS_TOPIC, kind: 'list', data: { kind: 'list' } });
    // One order for every writer, so two transactions never wait on each other's topics.
    appends.sort((a, b) => (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0));
    const messages: LiveMessage[] = [];
    for (const append of appends) messages.push(await appendMessage(tx, append.topic, append.kind, append.data));
    return { messages, names: [...names], everywhere };
  }

  async lastSeq(topic: string): Promise<number> {
    const [row] = await this.db
      .select({ seq: max(liveMessages.seq) })
      .from(liveMessages)
      .where(eq(liveMessages.topic, topic));
    return row?.seq ?? 0;
  }

  /** Messages of a topic after `afterSeq`, oldest first. */
  async since(topic: string, afterSeq: number): Promise<LiveMessage[]> {
    const rows = await this.db
      .select({ topic: liveMessages.topic, seq: liveMessages.seq, kind: liveMessages.kind, data: liveMessages.data })
      .from(liveMessages)
      .where(and(eq(liveMessages.topic, topic), gt(liveMessages.seq, afterSeq)))
      .orderBy(asc(liveMessages.seq))
      .limit(1000);
    return rows;
  }
}

async function scopeOf(tx: Database, fixtureId: string): Promise<FixtureScope | null> {
  const [row] = await tx
    .select({ tournamentId: fixtures.tournamentId, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  return row ?? null;
}

async function teamsOf(tx: Database, tournamentId: string): Promise<string[]> {
  const rows = await tx
    .select({ teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, tournamentId));
  return rows.map((row) => row.teamId);
}

/** The next number of the topic: the transaction lock numbers a topic's messages one after another on any process. */
async function appendMessage(tx: Database, topic: string, kind: ChangeKind, data: unknown): Promise<LiveMessage> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${topic}))`);
  const [row] = await tx
    .insert(liveMessages)
    .values({
      topic,
      kind,
      data,
      seq: sql`(select coalesce(max(${liveMessages.seq}), 0) + 1 from ${liveMessages} where ${liveMessages.topic} = ${topic})`,
    })
    .returning({ topic: liveMessages.topic, seq: liveMessages.seq, kind: liveMessages.kind, data: liveMessages.data });
  return row as LiveMessage;
}
