import { Button, Modal, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { TournamentHeader } from '../../components/tournament-header';
import { TournamentScreen } from '../../components/tournament-screen';
import { RegistrationForm } from './registration-form';
import { TeamList } from './team-list';

const text = browseMessages.registration;
const titleStyle = { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' };

/** /tournaments/registerationpage/{tournamentId}: the tournament, 'Register Now' and its teams. */
export default function RegistrationPage() {
  const { tournamentId } = useParams();
  const [open, modal] = useDisclosure(false);
  return (
    <>
      <TournamentScreen id={tournamentId}>
        {(tournament) => (
          <Stack gap="md">
            <TournamentHeader tournament={tournament}>
              <Button size="lg" onClick={modal.open} style={{ alignSelf: 'flex-start' }}>
                {text.registerNow}
              </Button>
            </TournamentHeader>
            <Title order={2} fz="h3">
              {text.teams}
            </Title>
            <TeamList teams={tournament.teams} />
          </Stack>
        )}
      </TournamentScreen>
      <Modal opened={open} onClose={modal.close} title={text.welcome} centered styles={{ title: titleStyle }}>
        <RegistrationForm onClose={modal.close} />
      </Modal>
    </>
  );
}
