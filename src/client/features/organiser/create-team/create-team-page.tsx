import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { AddPlayersList } from '../add-player/add-players-list';
import type { CreatedTeam } from '../api';
import { CreateTeamForm } from './create-team-form';

const text = organiserMessages;

/** Where the team is being made for: the tournament whose Add Teams list sent the organiser here. */
interface CreateTeamState {
  forTournament?: { id: string; name: string };
}

/**
 * /mytournaments/create-team: the team form, then its add-players step and 'Done' to the team page,
 * or back to the tournament the organiser came from to add the team there.
 */
export default function CreateTeamPage() {
  const [team, setTeam] = useState<CreatedTeam | null>(null);
  const forTournament = (useLocation().state as CreateTeamState | null)?.forTournament;
  return (
    <Container size="sm" px={0}>
      {team ? (
        <Stack gap="md">
          <div>
            <Text size="sm" fw={600} c="dimmed">
              {team.name}
            </Text>
            <Title order={1}>{text.addPlayers.title}</Title>
          </div>
          <Text c="dimmed">{text.addPlayers.intro(team.name)}</Text>
          <AddPlayersList teamId={team.id} />
          {forTournament ? (
            <Button component={Link} to={`/mytournaments/${forTournament.id}?tab=teams`} size="md" mih={44}>
              {text.addPlayers.backTo(forTournament.name)}
            </Button>
          ) : (
            <Button component={Link} to={`/teamdetails/${team.id}`} state={{ enableEdit: true }} size="md" mih={44}>
              {text.addPlayers.done}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={1}>{text.createTeam.title}</Title>
          <Text c="dimmed">{text.createTeam.intro}</Text>
          <CreateTeamForm onCreated={setTeam} failedText={text.createTeam.wizardFailed} />
        </Stack>
      )}
    </Container>
  );
}
