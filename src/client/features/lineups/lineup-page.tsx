import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { lineupMessages } from '../../../shared/messages';
import { NotOrganiser } from '../../components/not-organiser';
import { organises } from '../../components/organisers';
import { ReadState } from '../../components/read-state';
import { useSession } from '../../lib/session';
import { LineupSelection } from './lineup-selection';
import { LineupBoardSkeleton } from './lineup-skeleton';
import { useLineupSources } from './use-lineup-sources';

const text = lineupMessages;

function LineupScreen({ fixtureId }: { fixtureId: string }) {
  const { fixture, sheets, setSheets, submitted, savedSheet } = useLineupSources(fixtureId);
  const userId = useSession((session) => session.token?.user.id ?? null);
  return (
    <ReadState read={fixture} loadingText={text.loading} skeleton={<LineupBoardSkeleton />}>
      {(match) =>
        !organises(match.tournament, userId) ? (
          <NotOrganiser fixtureId={match.id} message={text.notOrganiser} />
        ) : sheets ? (
          <LineupSelection
            fixture={match}
            sheets={sheets}
            setSheets={setSheets}
            submitted={submitted}
            savedSheet={savedSheet}
          />
        ) : (
          <Stack gap="sm" aria-busy="true">
            <Text c="dimmed" role="status">
              {text.loading}
            </Text>
            <LineupBoardSkeleton />
          </Stack>
        )
      }
    </ReadState>
  );
}

/** /mytournaments/livescorecard/{fixtureId}: pick both teams' lineups, home first, then start the match. */
export default function LineupPage() {
  const { fixtureId = '' } = useParams();
  return (
    <Container size="lg" px={0}>
      <Stack gap="xs" mb="md">
        <Title order={1} fz="h2">
          {text.title}
        </Title>
        <Text c="dimmed" size="sm">
          {text.intro}
        </Text>
      </Stack>
      <LineupScreen key={fixtureId} fixtureId={fixtureId} />
    </Container>
  );
}
