import { Container, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { CardGridSkeleton } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { NotOrganiser } from '../../../components/not-organiser';
import { organises } from '../../../components/organisers';
import { ReadState } from '../../../components/read-state';
import { useTournament } from '../../../components/reads';
import { ScreenTitle } from '../../../components/screen-title';
import { useSession } from '../../../lib/session';
import type { PickedMatch } from '../match-picker/match-team-picker';
import { FixtureBuilder } from './fixture-builder';

const text = organiserMessages.fixtures;

/** /mytournaments/create-fixture/{tournamentId}: the fixture builder over the tournament's teams. */
export default function CreateFixturePage() {
  const { tournamentId = '' } = useParams();
  const read = useTournament(tournamentId);
  const userId = useSession((session) => session.token?.user.id ?? null);
  // Opened from the match-team picker: its two teams start the first card.
  const picked = useLocation().state as PickedMatch | null;
  const failed = read.status === 'error' || read.status === 'missing';

  useEffect(() => {
    if (failed) toast.error(text.teamsFailed);
  }, [failed]);

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <ScreenTitle of={read.data?.name} title={text.title} />
        <ReadState read={read} skeleton={<CardGridSkeleton count={2} height={220} />}>
          {(tournament) => {
            // Said before the form is filled in, not by the server's refusal once it is sent.
            if (!organises(tournament, userId)) {
              const back = { to: `/mytournaments/${tournament.id}`, label: text.backToTournament };
              return <NotOrganiser message={text.notOrganiser} back={back} />;
            }
            if (tournament.teams.length < 2) {
              const addTeams = { label: text.addTeams, to: `/mytournaments/add-team/${tournament.id}` };
              return <EmptyState text={text.needTeams} action={addTeams} />;
            }
            return <FixtureBuilder tournament={tournament} picked={picked} />;
          }}
        </ReadState>
      </Stack>
    </Container>
  );
}
