import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { trackerTexts as t } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { ReadState } from '../../components/read-state';
import { useFixture } from '../../components/reads';
import { type LiveDraft, useLiveDrafts } from '../../db/lineup-drafts';
import { fixtureStream } from '../../lib/live-stream';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { trackerLineups } from './tracker-lineups';
import { TrackerScreen } from './tracker-screen';

function TrackerSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton h={150} radius="md" />
      <Skeleton h={100} radius="md" />
      <Skeleton h={300} radius="md" />
    </Stack>
  );
}

function WithLineups({ fixture, drafts }: { fixture: FixtureDetail; drafts: LiveDraft[] }) {
  const lineups = useMemo(() => trackerLineups(fixture, drafts), [fixture, drafts]);
  if (!lineups) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text>{t.noLineups}</Text>
        <Button component={Link} to={`/mytournaments/livescorecard/${fixture.id}`} mih={44}>
          {t.pickLineups}
        </Button>
      </Stack>
    );
  }
  return <TrackerScreen fixture={fixture} lineups={lineups} />;
}

/** /mytournaments/livescorecard/match-tracker/{fixtureId}: opens offline from what the phone saved. */
export default function MatchTrackerPage() {
  const { fixtureId } = useParams();
  const fixture = useFixture(fixtureId);
  const drafts = useLiveDrafts(fixtureId);
  // A lineup changed from another phone reaches this one too.
  useLiveRefresh(fixtureId ? fixtureStream(fixtureId) : null, [fixture.refresh]);
  return (
    <Container size="sm" px={0}>
      <ReadState read={fixture} skeleton={<TrackerSkeleton />}>
        {(match) => (drafts ? <WithLineups fixture={match} drafts={drafts} /> : <TrackerSkeleton />)}
      </ReadState>
    </Container>
  );
}
