import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { ScreenTitle } from '../../../components/screen-title';
import { AddPlayersList } from '../add-player/add-players-list';
import { useAddTeam } from '../add-team/use-add-team';
import type { CreatedTeam } from '../api';
import { CreateTeamForm } from './create-team-form';

const text = organiserMessages;

/** Where the team is being made for: the tournament whose Add Teams list sent the organiser here. */
interface CreateTeamState {
  forTournament?: { id: string; name: string };
}

/**
 * /mytournaments/create-team: the team form, then its add-players step and 'Done' to the team page;
 * made from a tournament's Add Teams list, the team joins that tournament and the step leads back to it.
 */
export default function CreateTeamPage() {
  const [team, setTeam] = useState<CreatedTeam | null>(null);
  const forTournament = (useLocation().state as CreateTeamState | null)?.forTournament;
  const adder = useAddTeam(forTournament?.id ?? '', () => undefined);
  const created = (made: CreatedTeam) => {
    setTeam(made);
    // Made for that tournament: it joins at once (the organiser manages it), as 'Add' would.
    if (forTournament) void adder.add(made);
  };
  return (
    <Container size="sm" px={0}>
      {team ? (
        <Stack gap="md">
          <ScreenTitle of={team.name} title={text.addPlayers.title} />
          <Text c="dimmed">{text.addPlayers.intro(team.name)}</Text>
          {/* Above the players, who can be added later: the organiser came to add the team to a tournament. */}
          {forTournament && (
            <Button component={Link} to={`/mytournaments/${forTournament.id}?tab=teams`} size="md" mih={44}>
              {text.addPlayers.backTo(forTournament.name)}
            </Button>
          )}
          <AddPlayersList teamId={team.id} />
          {!forTournament && (
            <Button component={Link} to={`/teamdetails/${team.id}`} state={{ enableEdit: true }} size="md" mih={44}>
              {text.addPlayers.done}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={1}>{text.createTeam.title}</Title>
          <Text c="dimmed">{text.createTeam.intro}</Text>
          <CreateTeamForm onCreated={created} failedText={text.createTeam.wizardFailed} />
        </Stack>
      )}
    </Container>
  );
}
