import type { TournamentSummary } from '../../../shared/schemas/reads';
import type { TournamentKind } from '../../components/tournament-path';

const KEY = 'tournaments';

export type RememberedTournaments = Record<TournamentKind, TournamentSummary[]>;

export function readRememberedTournaments(): RememberedTournaments {
  const empty: RememberedTournaments = { past: [], current: [], future: [] };
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RememberedTournaments> | null;
    if (!stored || typeof stored !== 'object') return empty;
    for (const kind of ['past', 'current', 'future'] as const) {
      if (Array.isArray(stored[kind])) empty[kind] = stored[kind];
    }
    return empty;
  } catch {
    return empty;
  }
}

/** The lists are also kept under 'tournaments' as {past, current, future}; a load replaces its own list only. */
export function rememberTournaments(kind: TournamentKind, list: TournamentSummary[]): void {
  const known = readRememberedTournaments();
  known[kind] = list;
  try {
    localStorage.setItem(KEY, JSON.stringify(known));
  } catch {
    // Storage full or blocked: the Dexie copy still serves the screen.
  }
}
