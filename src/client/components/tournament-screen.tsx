import type { ReactNode } from 'react';
import type { TournamentDetail } from '../../shared/schemas/reads';
import { DetailScreen } from './detail-screen';
import { useTournamentWithLocalResults } from './reads';
import { TournamentHeaderSkeleton } from './tournament-header';
import { useTournamentLive } from './use-tournament-live';

/** Every tournament screen: reads GET tournaments/all/{id} and shows it, or its loading, offline or error state. */
export function TournamentScreen({
  id,
  tabbed = false,
  children,
}: {
  id: string | undefined;
  /** Whether the screen opens on a row of tabs (DetailScreen). */
  tabbed?: boolean;
  children: (t: TournamentDetail) => ReactNode;
}) {
  const read = useTournamentWithLocalResults(id);
  useTournamentLive(read.data, [read.refresh]);
  return (
    <DetailScreen read={read} headerSkeleton={<TournamentHeaderSkeleton />} tabbed={tabbed}>
      {children}
    </DetailScreen>
  );
}
