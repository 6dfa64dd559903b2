import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { profileMessages } from '../../../shared/messages';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { TeamCard } from '../../components/team-card';
import { useMyTeams } from './api';

const text = profileMessages;
const EDIT_STATE = { enableEdit: true };
const CREATE_TEAM = '/mytournaments/create-team';

/** 'My Teams': the teams the player manages or plays in (6 skeletons while loading) and 'Add Team'. */
export function MyTeams({ userId }: { userId: string }) {
  const read = useMyTeams(userId);
  return (
    <Stack component="section" gap="md" aria-labelledby="my-teams-heading">
      <Group justify="space-between" align="center">
        <Title order={2} id="my-teams-heading">
          {text.myTeams}
        </Title>
        <Button component={Link} to={CREATE_TEAM} mih={44} variant="light">
          {text.addTeam}
        </Button>
      </Group>
      <ReadState read={read} skeleton={<CardGridSkeleton />}>
        {(teams) =>
          teams.length === 0 ? (
            <EmptyState text={text.noTeams} />
          ) : (
            <CardGrid>
              {teams.map((team) => (
                <TeamCard key={team.id} team={team} state={EDIT_STATE} />
              ))}
            </CardGrid>
          )
        }
      </ReadState>
    </Stack>
  );
}
