import { useEffect } from 'react';
import { browseMessages } from '../../../shared/messages';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { useTournamentList } from '../../components/reads';
import { TournamentCard } from '../../components/tournament-card';
import type { TournamentKind } from '../../components/tournament-path';
import { TOURNAMENT_LISTS_STREAM } from '../../lib/live-stream';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { rememberTournaments } from './local-cache';

const text = browseMessages.tournaments;

/**
 * One tab of the tournaments list: its cards, 6 skeletons while loading, an empty text with a way on.
 * It follows the lists' stream: a tournament whose first match kicks off moves to Live by itself.
 */
export function TournamentList({ kind }: { kind: TournamentKind }) {
  const read = useTournamentList(kind);
  useLiveRefresh(TOURNAMENT_LISTS_STREAM, [read.refresh]);
  const fresh = read.status === 'fresh' ? read.data : undefined;

  useEffect(() => {
    if (fresh) rememberTournaments(kind, fresh);
  }, [kind, fresh]);

  return (
    <ReadState read={read} skeleton={<CardGridSkeleton />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState text={text.empty[kind]} action={{ label: text.emptyAction, to: '/mytournaments' }} />
        ) : (
          <CardGrid>
            {list.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} kind={kind} />
            ))}
          </CardGrid>
        )
      }
    </ReadState>
  );
}
