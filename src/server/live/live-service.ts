import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fixtures, liveMessages } from '../db/schema';
import type { ReadCache } from '../read-cache';
import type { LiveBus, LiveMessage } from './bus';

export type ChangeKind = 'event' | 'lineup' | 'fixture' | 'fixtures';

export const fixtureTopic = (fixtureId: string) => `fixture:${fixtureId}`;
export const tournamentTopic = (tournamentId: string) => `tournament:${tournamentId}`;

/** Stores each change under the next number of its topic, then tells every process's streams. */
export class LiveService {
  constructor(
    private readonly db: Database,
    readonly bus: LiveBus,
    private readonly readCache: ReadCache,
  ) {}

  /**
   * A fixture changed: the cached reads naming it, its tournament or its teams go stale first, so
   * a spectator who refetches on the message reads the change; then its stream and its
   * tournament's (standings, leaderboards) hear of it. When the fixture is gone (deleted), every
   * cached read goes stale.
   */
  async fixtureChanged(fixtureId: string, kind: ChangeKind, tournamentId?: string): Promise<void> {
    try {
      const scope = await this.scopeOf(fixtureId);
      const tournament = tournamentId ?? scope?.tournamentId;
      if (scope)
        await this.readCache.invalidateNaming([fixtureId, scope.tournamentId, scope.homeTeamId, scope.awayTeamId]);
      else await this.readCache.invalidate();
      const topics = [fixtureTopic(fixtureId), ...(tournament ? [tournamentTopic(tournament)] : [])];
      await this.append(topics, kind, { kind, fixtureId });
    } catch (error) {
      await this.readCache.invalidate();
      throw error;
    }
  }

  async tournamentChanged(tournamentId: string, kind: ChangeKind): Promise<void> {
    await this.readCache.invalidate();
    await this.append([tournamentTopic(tournamentId)], kind, { kind, tournamentId });
  }

  async tournamentOf(fixtureId: string): Promise<string | null> {
    return (await this.scopeOf(fixtureId))?.tournamentId ?? null;
  }

  private async scopeOf(fixtureId: string) {
    const [row] = await this.db
      .select({ tournamentId: fixtures.tournamentId, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
      .from(fixtures)
      .where(eq(fixtures.id, fixtureId));
    return row ?? null;
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

  private async append(topics: string[], kind: ChangeKind, data: unknown): Promise<void> {
    // The transaction locks number each topic's messages one after another on any process.
    const messages = await this.db.transaction(async (tx) => {
      const rows: LiveMessage[] = [];
      for (const topic of topics) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${topic}))`);
        const [row] = await tx
          .insert(liveMessages)
          .values({
            topic,
            kind,
            data,
            seq: sql`(select coalesce(max(${liveMessages.seq}), 0) + 1 from ${liveMessages} where ${liveMessages.topic} = ${topic})`,
          })
          .returning({
            topic: liveMessages.topic,
            seq: liveMessages.seq,
            kind: liveMessages.kind,
            data: liveMessages.data,
          });
        rows.push(row as LiveMessage);
      }
      return rows;
    });
    for (const message of messages) await this.bus.publish(message);
  }
}
