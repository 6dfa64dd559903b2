export type TournamentKind = 'past' | 'current' | 'future';

/** Where a tournament card leads (SPEC §2): a different address per list, the same screen. */
export function tournamentPath(kind: TournamentKind, id: string): string {
  if (kind === 'future') return `/tournaments/futuretournaments/${id}`;
  if (kind === 'current') return `/tournaments/livetournaments/${id}`;
  return `/tournaments/pasttournaments/${id}`;
}

/** Which list a tournament belongs to by its days ("YYYY-MM-DD"), as of `today` in the same form. */
export function kindOf(
  startDate: string,
  endDate: string,
  today = new Date().toISOString().slice(0, 10),
): TournamentKind {
  if (startDate.slice(0, 10) > today) return 'future';
  if (endDate.slice(0, 10) < today) return 'past';
  return 'current';
}
