import type { TournamentPeriod } from '../../shared/domain/tournament-period';

export type TournamentKind = TournamentPeriod;

/** Where a tournament card leads (docs/rules.md#screens-and-routes): a different address per list, the same screen. */
export function tournamentPath(kind: TournamentKind, id: string): string {
  if (kind === 'future') return `/tournaments/futuretournaments/${id}`;
  if (kind === 'current') return `/tournaments/livetournaments/${id}`;
  return `/tournaments/pasttournaments/${id}`;
}
