import { Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { useStandings } from '../../components/reads';
import { StandingsTable } from '../../components/standings-table';
import { useTournamentLive } from '../../components/use-tournament-live';

const text = browseMessages.tournament;

/** Leaderboard tab: the standings table and 'View All Leaderboards'. */
export function StandingsPanel({ tournament }: { tournament: TournamentDetail }) {
  const read = useStandings(tournament.id);
  useTournamentLive(tournament, [read.refresh]);
  return (
    <Stack gap="md">
      <ReadState read={read} skeleton={<Skeleton h={240} radius="md" />}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState text={text.noStandings} />
          ) : (
            <StandingsTable rows={rows} caption={browseMessages.standings.caption(tournament.name)} />
          )
        }
      </ReadState>
      <Button component={Link} to={`/leaderboards/${tournament.id}`} mih={44} style={{ alignSelf: 'flex-start' }}>
        {text.viewAllLeaderboards}
      </Button>
    </Stack>
  );
}
