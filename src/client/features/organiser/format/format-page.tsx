import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { NotOrganiser } from '../../../components/not-organiser';
import { organises } from '../../../components/organisers';
import { ReadState } from '../../../components/read-state';
import { useTournament } from '../../../components/reads';
import { ScreenTitle } from '../../../components/screen-title';
import { useSession } from '../../../lib/session';
import { FormatBuilder } from './format-builder';

const text = organiserMessages.format;

/** /mytournaments/format/{tournamentId}: its admin and co-organisers build the tournament's competition format. */
export default function FormatPage() {
  const { tournamentId = '' } = useParams();
  const read = useTournament(tournamentId);
  const userId = useSession((session) => session.token?.user.id ?? null);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <ScreenTitle of={read.data?.name} title={text.title} />
        <ReadState read={read} skeleton={<CardGridSkeleton count={2} height={220} />}>
          {(tournament) => {
            if (!organises(tournament, userId)) {
              const back = { to: `/mytournaments/${tournament.id}`, label: text.backToTournament };
              return <NotOrganiser message={text.notOrganiser} back={back} />;
            }
            if (tournament.teams.length < 2) {
              const addTeams = {
                label: organiserMessages.fixtures.addTeams,
                to: `/mytournaments/add-team/${tournament.id}`,
              };
              return <EmptyState text={organiserMessages.fixtures.needTeams} action={addTeams} />;
            }
            return <FormatBuilder tournament={tournament} />;
          }}
        </ReadState>
      </Stack>
    </Container>
  );
}
