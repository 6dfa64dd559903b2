import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../shared/messages';
import type { TournamentDetail } from '../../shared/schemas/reads';
import { EmptyState } from './empty-state';
import { GroupTables } from './group-tables';
import { Placeholder } from './placeholder';
import { ReadState } from './read-state';
import { useStandings } from './reads';
import { StandingsTable } from './standings-table';
import { useTournamentLive } from './use-tournament-live';

const text = browseMessages.tournament;

/** The tournament's one table, from the standings read. */
function LeagueTable({ tournament }: { tournament: TournamentDetail }) {
  const read = useStandings(tournament.id);
  useTournamentLive(tournament, [read.refresh]);
  return (
    <ReadState read={read} skeleton={<Placeholder h={240} radius="md" />}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState text={text.noStandings} />
        ) : (
          <StandingsTable rows={rows} caption={browseMessages.standings.caption(tournament.name)} />
        )
      }
    </ReadState>
  );
}

/**
 * The Leaderboard tab of the public and the organiser's tournament pages: the group tables of a
 * competition in groups (from the tournament read, so they follow it live and offline), no table
 * for a knockout only (its matches count in no table), else the standings table; and 'View All
 * Leaderboards', passing the tournament on as page state.
 */
export function StandingsPanel({ tournament }: { tournament: TournamentDetail }) {
  const { fixtures: _fixtures, teams: _teams, competition, ...summary } = tournament;
  return (
    <Stack gap="md">
      {competition?.groups.length ? (
        <GroupTables competition={competition} />
      ) : competition?.format.kind === 'knockout' ? (
        <EmptyState text={text.knockoutNoTable} />
      ) : (
        <LeagueTable tournament={tournament} />
      )}
      <Button
        component={Link}
        to={`/leaderboards/${tournament.id}`}
        state={{ tournament: summary }}
        mih={44}
        style={{ alignSelf: 'flex-start' }}
      >
        {text.viewAllLeaderboards}
      </Button>
    </Stack>
  );
}
