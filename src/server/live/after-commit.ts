import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { ReadCache } from '../read-cache';
import type { LiveBus } from './bus';
import { ChangeSet } from './change-set';
import type { CommittedChanges, LiveService } from './live-service';

/**
 * After a write commits: drops exactly the cached reads its changes name, here and on every other
 * process, then tells the live streams. A failure is logged, never turned into an error for a write
 * that succeeded: the messages are in the database, and streams fill gaps from there by number.
 */
export class ChangePublisher {
  constructor(
    private readonly readCache: ReadCache,
    private readonly bus: LiveBus,
  ) {}

  async publish(changes: CommittedChanges, log: FastifyBaseLogger): Promise<void> {
    try {
      if (changes.everywhere) await this.readCache.invalidate();
      else if (changes.names.length > 0) await this.readCache.invalidateNaming(changes.names);
      for (const message of changes.messages) await this.bus.publish(message);
    } catch (error) {
      log.error({ err: error }, 'publishing a committed change failed');
    }
  }
}

export type WriteWork<T> = (tx: Database, changes: ChangeSet) => Promise<T>;

/**
 * The one path of every write that changes what readers see (docs/after-commit.md): the work and
 * its live messages commit in one transaction, then the publisher runs. A refused write throws,
 * rolls back and publishes nothing.
 */
export class Writes {
  constructor(
    private readonly db: Database,
    private readonly live: LiveService,
    readonly publisher: ChangePublisher,
  ) {}

  async run<T>(log: FastifyBaseLogger, work: WriteWork<T>): Promise<T> {
    const { result, committed } = await this.db.transaction(async (tx) => {
      const changes = new ChangeSet();
      const result = await work(tx, changes);
      return { result, committed: await this.live.record(tx, changes) };
    });
    await this.publisher.publish(committed, log);
    return result;
  }

  /**
   * A write that no live stream follows (a team, a profile, a co-organiser): its work runs on its
   * own (it may encode pictures, which no transaction should wait for), then the reads it names go.
   */
  async runUnstreamed<T>(
    log: FastifyBaseLogger,
    work: (changes: Pick<ChangeSet, 'named' | 'shownEverywhere'>) => Promise<T>,
  ): Promise<T> {
    const changes = new ChangeSet();
    const result = await work(changes);
    await this.publisher.publish({ messages: [], names: [...changes.names], everywhere: changes.everywhere }, log);
    return result;
  }
}
