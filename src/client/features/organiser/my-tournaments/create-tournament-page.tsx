import { Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { CreateTournamentForm } from './create-tournament-form';

/** /mytournaments/create-tournament: the create form as a page; opens the new tournament after. */
export default function CreateTournamentPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1}>{organiserMessages.tournamentForm.title}</Title>
        <CreateTournamentForm onCreated={(created) => navigate(`/mytournaments/${created.id}`)} />
      </Stack>
    </Container>
  );
}
