import { Anchor, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { useTournament } from '../../../components/reads';
import { ScreenTitle } from '../../../components/screen-title';
import { MatchTeamPicker } from '../match-picker/match-team-picker';
import { AddTeamPanel } from './add-team-panel';

const text = organiserMessages.addTeam;

/** /mytournaments/add-team/{tournamentId}: the add-team panel as a page, and the match-team picker. */
export default function AddTeamPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId).data;
  const name = tournament?.name;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <ScreenTitle of={name} title={text.title} />
        <AddTeamPanel tournamentId={tournamentId} />
        {tournament && <MatchTeamPicker tournamentId={tournamentId} teams={tournament.teams} />}
        <Anchor component={Link} to={`/mytournaments/${tournamentId}`} fw={600} py={12}>
          {text.backToTournament}
        </Anchor>
      </Stack>
    </Container>
  );
}
