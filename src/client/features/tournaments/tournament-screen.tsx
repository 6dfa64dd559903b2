import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { CardGridSkeleton } from '../../components/card-grid';
import { ReadState } from '../../components/read-state';
import { useTournament } from '../../components/reads';
import { useTournamentLive } from '../../components/use-tournament-live';
import { TournamentHeaderSkeleton } from './tournament-header';

/** Every tournament screen: reads GET tournaments/all/{id} and shows it, or its loading, offline or error state. */
export function TournamentScreen({
  id,
  children,
}: {
  id: string | undefined;
  children: (t: TournamentDetail) => ReactNode;
}) {
  const read = useTournament(id);
  useTournamentLive(read.data, [read.refresh]);
  return (
    <Container size="lg" px={0}>
      <ReadState
        read={read}
        skeleton={
          <>
            <TournamentHeaderSkeleton />
            <CardGridSkeleton />
          </>
        }
      >
        {children}
      </ReadState>
    </Container>
  );
}
