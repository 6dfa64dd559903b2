import { LIVE_STATUSES } from '../../shared/domain/fixture-status';

/** The period lists: which tournament is on today changes with a tournament's dates. */
export const TOURNAMENT_LISTS = ['/api/tournaments/past', '/api/tournaments/current', '/api/tournaments/future'];
/** The list of every team. */
export const TEAM_LIST = '/api/teams/all';

/** `list`: which tournaments are past, live and to come changed. */
export type ChangeKind = 'event' | 'lineup' | 'fixture' | 'fixtures' | 'list';

/** The tournament and teams of a fixture: the reads that show it are named by these ids. */
export interface FixtureScope {
  tournamentId: string;
  homeTeamId: string;
  awayTeamId: string;
}

/**
 * What a write changed, noted inside its transaction (docs/after-commit.md). A replayed write notes
 * nothing, so it appends no live message and drops no cached read.
 */
export class ChangeSet {
  readonly fixtures = new Map<string, { kind: ChangeKind; scope?: FixtureScope }>();
  readonly tournaments = new Map<string, ChangeKind>();
  /** Further ids or read addresses whose cached answers are stale, with no live message. */
  readonly names = new Set<string>();
  /** Something shown in reads that no id names (a team's name, a player's photo): every cached read goes stale. */
  everywhere = false;

  /** A match changed: its stream and its tournament's hear of it. Pass the scope when the fixture is gone. */
  fixture(id: string, kind: ChangeKind, scope?: FixtureScope): this {
    this.fixtures.set(id, { kind, scope: scope ?? this.fixtures.get(id)?.scope });
    return this;
  }

  /** A match's status moved from `before` to `after`: one that starts or stops being played moves its tournament between the lists. */
  statusMoved(before: string, after: string): this {
    if (LIVE_STATUSES.includes(before) !== LIVE_STATUSES.includes(after)) this.named(...TOURNAMENT_LISTS);
    return this;
  }

  tournament(id: string, kind: ChangeKind): this {
    this.tournaments.set(id, kind);
    return this;
  }

  named(...names: string[]): this {
    for (const name of names) this.names.add(name);
    return this;
  }

  shownEverywhere(): this {
    this.everywhere = true;
    return this;
  }

  get isEmpty(): boolean {
    return this.fixtures.size === 0 && this.tournaments.size === 0 && this.names.size === 0 && !this.everywhere;
  }
}
