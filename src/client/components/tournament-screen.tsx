import type { ReactNode } from 'react';
import type { TournamentDetail } from '../../shared/schemas/reads';
import { DetailScreen } from './detail-screen';
import { useTournamentWithLocalResults } from './reads';
import { TournamentHeaderSkeleton } from './tournament-header';
import { useTournamentLive } from './use-tournament-live';

/** Every tournament screen: reads GET tournaments/all/{id} and shows it, or its loading, offline or error state. */
export function TournamentScreen({
  id,
  children,
}: {
  id: string | undefined;
  children: (t: TournamentDetail) => ReactNode;
}) {
  const read = useTournamentWithLocalResults(id);
  useTournamentLive(read.data, [read.refresh]);
  return (
    <DetailScreen read={read} headerSkeleton={<TournamentHeaderSkeleton />}>
      {children}
    </DetailScreen>
  );
}
