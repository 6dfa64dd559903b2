import { Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TEAM_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { CardGridSkeleton } from '../../../components/card-grid';
import { OfflineNote } from '../../../components/offline-note';
import { ProblemAlert } from '../../../components/problem-alert';
import { useAllTeams, useTournament } from '../../../components/reads';
import { SearchInput } from '../../../components/search-input';
import { useInvitedTeams } from '../api';
import { AddTeamRow } from './add-team-row';
import { filterByName } from './team-search';
import { useAddTeam } from './use-add-team';

const text = organiserMessages.addTeam;

/**
 * Every team, searchable, each with an add button; teams already in the tournament show as added,
 * those waiting for their manager's answer as invited.
 */
export function AddTeamPanel({ tournamentId }: { tournamentId: string }) {
  const teams = useAllTeams();
  const tournament = useTournament(tournamentId).data;
  const joined = new Set((tournament?.teams ?? []).map((team) => team.id));
  const invitedTeams = useInvitedTeams(tournamentId, true);
  const invited = new Set((invitedTeams.data ?? []).map((team) => team.id));
  const { stateOf, add } = useAddTeam(tournamentId, invitedTeams.reload);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, TEAM_SEARCH_DEBOUNCE_MS);
  const failed = teams.status === 'error' || teams.status === 'missing';

  useEffect(() => {
    if (failed) toast.error(text.loadFailedToast);
  }, [failed]);

  if (failed) {
    return <ProblemAlert message={text.loadFailed} retryLabel={text.retryLoading} onRetry={teams.refresh} />;
  }

  const shown = filterByName(teams.data ?? [], debounced);
  return (
    <Stack gap="md">
      <SearchInput label={text.searchLabel} placeholder={text.searchPlaceholder} value={query} onChange={setQuery} />
      {teams.status === 'saved' && <OfflineNote savedAt={teams.savedAt} reason={teams.reason} />}
      {teams.status === 'loading' ? (
        <CardGridSkeleton count={4} height={56} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{debounced.trim() ? text.noResults : text.noTeams}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.title}>
          {shown.map((team) => (
            <AddTeamRow
              key={team.id}
              team={team}
              state={joined.has(team.id) ? 'added' : invited.has(team.id) ? 'invited' : stateOf(team.id)}
              onAdd={() => void add(team)}
            />
          ))}
        </Stack>
      )}
      <Text size="sm">
        {text.notFoundHint}{' '}
        <Anchor
          component={Link}
          to="/mytournaments/create-team"
          // The new team's last step leads back here, to add it.
          state={tournament ? { forTournament: { id: tournament.id, name: tournament.name } } : undefined}
          fw={600}
          py={12}
          display="inline-block"
        >
          {text.createTeam}
        </Anchor>
      </Text>
    </Stack>
  );
}
