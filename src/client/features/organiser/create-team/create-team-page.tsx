import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { AddPlayersList } from '../add-player/add-players-list';
import type { CreatedTeam } from '../api';
import { CreateTeamForm } from './create-team-form';

const text = organiserMessages;

/** /mytournaments/create-team: the team form, then its add-players step and 'Done' to the team page. */
export default function CreateTeamPage() {
  const [team, setTeam] = useState<CreatedTeam | null>(null);
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
          <Button component={Link} to={`/teamdetails/${team.id}`} state={{ enableEdit: true }} size="md" mih={44}>
            {text.addPlayers.done}
          </Button>
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
