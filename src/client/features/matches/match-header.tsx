import { Badge, Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DEFAULT_VENUE } from '../../../shared/constants';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail, TeamRefRead } from '../../../shared/schemas/reads';
import { formatKickOff } from '../../components/date-format';
import { isUpcoming, showsScore, statusColor, statusLabel } from '../../components/fixture-status';
import { TeamBadge } from '../../components/team-badge';
import { TeamName } from '../../components/team-name';
import { Countdown } from './countdown';

const text = browseMessages;

function Side({ team }: { team: TeamRefRead }) {
  return (
    <Stack gap={6} align="center" ta="center" style={{ flex: 1, minWidth: 0 }}>
      <TeamBadge logo={team.logo} name={team.name} size={64} />
      <TeamName name={team.name} fw={700} fz={{ base: 'sm', sm: 'lg' }} />
    </Stack>
  );
}

interface MatchHeaderProps {
  fixture: FixtureDetail;
  /** The tournament's organisers see 'Start Match' before kick-off, 'Continue Scoring' until the match has ended. */
  isAdmin: boolean;
}

/** Both teams, score or VS, status, kick-off in the tournament's zone, venue, countdown and Start Match. */
export function MatchHeader({ fixture, isAdmin }: MatchHeaderProps) {
  const { status, homeTeam, awayTeam, tournament } = fixture;
  const upcoming = isUpcoming(status);
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack gap="sm" align="center">
        <Text size="sm" fw={600} c="dimmed" ta="center">
          {tournament.name}
        </Text>
        <VisuallyHidden component="h1">{text.fixtures.matchLink(homeTeam.name, awayTeam.name)}</VisuallyHidden>
        <Group gap="xs" justify="center">
          <Badge color={statusColor(status)} size="lg" tt="none">
            {statusLabel(status)}
          </Badge>
          {upcoming && (
            <Badge color="yellow" autoContrast size="lg">
              {text.status.liveSoon}
            </Badge>
          )}
        </Group>
        <Group wrap="nowrap" w="100%" align="center" gap="sm">
          <Side team={homeTeam} />
          <Text fw={800} fz={{ base: 28, sm: 40 }} ta="center" miw={80} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {showsScore(status) ? text.fixtures.score(fixture.homeScore, fixture.awayScore) : text.fixtures.vs}
          </Text>
          <Side team={awayTeam} />
        </Group>
        {fixture.homePenaltyScore !== null && fixture.awayPenaltyScore !== null && (
          <Text size="sm" fw={600}>
            {text.fixtures.penalties(fixture.homePenaltyScore, fixture.awayPenaltyScore)}
          </Text>
        )}
        <Text size="sm" ta="center">
          {formatKickOff(fixture.date, tournament.timeZone)}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {text.fixtures.venue(fixture.venue || DEFAULT_VENUE)}
        </Text>
        {upcoming && <Countdown kickOff={fixture.date} />}
        {isAdmin && status !== 'FULL_TIME' && (
          <Button
            component={Link}
            to={`/mytournaments/livescorecard/match-tracker/${fixture.id}`}
            state={{ match: fixture, fixture }}
            size="lg"
            fullWidth
            maw={360}
          >
            {status === 'SCHEDULED' || !status ? text.match.startMatch : text.match.continueScoring}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function MatchHeaderSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack align="center" gap="sm">
        <Skeleton h={24} w={120} />
        <Group wrap="nowrap" w="100%" justify="space-around">
          <Skeleton h={64} w={64} circle />
          <Skeleton h={40} w={80} />
          <Skeleton h={64} w={64} circle />
        </Group>
        <Skeleton h={14} w="60%" />
      </Stack>
    </Paper>
  );
}
