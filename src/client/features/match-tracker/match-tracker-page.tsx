import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { nextPairing } from '../../../shared/domain/formats';
import type { MatchLineups } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { NotOrganiser } from '../../components/not-organiser';
import { organises } from '../../components/organisers';
import { Placeholder } from '../../components/placeholder';
import { ReadState } from '../../components/read-state';
import { useFixture, useTournamentWithLocalResults } from '../../components/reads';
import { type LiveDraft, useLiveDrafts } from '../../db/lineup-drafts';
import { useStorageProblem } from '../../db/use-storage-problem';
import { fixtureStream } from '../../lib/live-stream';
import { useSession } from '../../lib/session';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { trackerLineups } from './tracker-lineups';
import { type TrackedMatch, TrackerScreen } from './tracker-screen';

const LINEUP_CHANGES = ['lineup', 'fixture'];

function TrackerSkeleton() {
  return (
    <Stack gap="sm">
      <Placeholder h={150} radius="md" />
      <Placeholder h={100} radius="md" />
      <Placeholder h={300} radius="md" />
    </Stack>
  );
}

/**
 * The tracker's lineups, the same object while their content is the same: the fixture is read again
 * on every live message, and new lineups would make the whole match replay and render again.
 */
function useStableLineups(fixture: FixtureDetail, drafts: LiveDraft[]): MatchLineups | null {
  const kept = useRef<{ json: string; lineups: MatchLineups | null } | null>(null);
  return useMemo(() => {
    const lineups = trackerLineups(fixture, drafts);
    const json = JSON.stringify(lineups);
    if (kept.current?.json !== json) kept.current = { json, lineups };
    return kept.current.lineups;
  }, [fixture, drafts]);
}

/** The fixture's id, teams and kick-off, the same object while they are the same (the fixture is read on every live message). */
function useTrackedMatch({
  id,
  homeTeam: home,
  awayTeam: away,
  bracketMatch = null,
  matchType,
  stage = null,
  date: kickOff,
  tournament: { timeZone },
}: FixtureDetail): TrackedMatch {
  const knockout = bracketMatch !== null || matchType === 'Knockout';
  return useMemo(
    () => ({
      id,
      homeTeam: { id: home.id, name: home.name, logo: home.logo },
      awayTeam: { id: away.id, name: away.name, logo: away.logo },
      knockout,
      stage,
      kickOff,
      timeZone,
    }),
    [id, home.id, home.name, home.logo, away.id, away.name, away.logo, knockout, stage, kickOff, timeZone],
  );
}

/**
 * Where a knockout match's winner plays next, from the tournament's bracket as this phone has it
 * (with its own results), and the read to refresh once the match is over: ended from another phone,
 * or confirmed by the server, the bracket this phone saved at the start knows nothing of it.
 */
function useNextPairingNote({ tournament, bracketMatch }: FixtureDetail) {
  const { data, refresh } = useTournamentWithLocalResults(bracketMatch ? tournament.id : undefined);
  const next = bracketMatch ? nextPairing(data?.competition, bracketMatch) : null;
  return { note: next ? t.throughTo(next.team, next.match, next.opponent) : null, refresh };
}

function WithLineups({ fixture, drafts }: { fixture: FixtureDetail; drafts: LiveDraft[] }) {
  const lineups = useStableLineups(fixture, drafts);
  const match = useTrackedMatch(fixture);
  const next = useNextPairingNote(fixture);
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
  return <TrackerScreen fixture={match} lineups={lineups} nextNote={next.note} onEnded={next.refresh} />;
}

/** /mytournaments/livescorecard/match-tracker/{fixtureId}: opens offline from what the phone saved. */
export default function MatchTrackerPage() {
  const { fixtureId } = useParams();
  const fixture = useFixture(fixtureId);
  const drafts = useLiveDrafts(fixtureId);
  const userId = useSession((session) => session.token?.user.id ?? null);
  const noStorage = useStorageProblem();
  // A lineup changed from another phone reaches this one too (the log follows the stream on its own).
  useLiveRefresh(fixtureId ? fixtureStream(fixtureId) : null, [fixture.refresh], LINEUP_CHANGES);
  if (noStorage) {
    return (
      <Container size="sm" px={0}>
        <Alert color="red" variant="light" role="alert">
          {t.noStorage}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="sm" px={0}>
      <ReadState read={fixture} skeleton={<TrackerSkeleton />}>
        {(match) =>
          !organises(match.tournament, userId) ? (
            <NotOrganiser fixtureId={match.id} message={t.notOrganiser} />
          ) : drafts ? (
            <WithLineups fixture={match} drafts={drafts} />
          ) : (
            <TrackerSkeleton />
          )
        }
      </ReadState>
    </Container>
  );
}
