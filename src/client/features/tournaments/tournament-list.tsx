import { useEffect } from 'react';
import { browseMessages } from '../../../shared/messages';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { useTournamentList } from '../../components/reads';
import { TournamentCard } from '../../components/tournament-card';
import type { TournamentKind } from '../../components/tournament-path';
import { rememberTournaments } from './local-cache';

const text = browseMessages.tournaments;

/** One tab of the tournaments list: its cards, 6 skeletons while loading, an empty text with a way on. */
export function TournamentList({ kind }: { kind: TournamentKind }) {
  const read = useTournamentList(kind);
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
