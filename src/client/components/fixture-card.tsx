import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_VENUE } from '../../shared/constants';
import { browseMessages } from '../../shared/messages';
import type { FixtureSummary, TeamRefRead } from '../../shared/schemas/reads';
import { formatKickOff, formatKickOffTime } from './date-format';
import { decidedBeyondRegularTime, fixtureResult } from './fixture-result';
import { showsScore, statusColor, statusLabel } from './fixture-status';
import { TeamBadge } from './team-badge';
import { TeamName } from './team-name';
import textWrap from './text-wrap.module.css';

const text = browseMessages.fixtures;

interface FixtureCardProps {
  fixture: FixtureSummary;
  /** The tournament's IANA zone: times are shown there, naming it. */
  timeZone: string;
  /** Navigation state for the match screen: { match, tournament, isAdmin }. */
  state?: unknown;
  /** Buttons under the card (e.g. an organiser's Delete and Start), outside the link. */
  actions?: ReactNode;
  /** Under a day's heading that names the day and zone, the card says only the time. */
  timeOnly?: boolean;
  /** Under a heading that names the venue every fixture of it shares, the card leaves it out. */
  withVenue?: boolean;
}

function Side({ team, align }: { team: TeamRefRead; align: 'left' | 'right' }) {
  return (
    <Stack gap={4} align={align === 'left' ? 'flex-start' : 'flex-end'} ta={align} style={{ flex: 1, minWidth: 0 }}>
      <TeamBadge logo={team.logo} name={team.name} size={40} />
      <TeamName name={team.name} fw={600} size="sm" />
    </Stack>
  );
}

/** One match: both teams with logos, score or VS (and the result in full after extra time or penalties), status, kick-off in the tournament's zone, venue. */
export function FixtureCard({
  fixture,
  timeZone,
  state,
  actions,
  timeOnly = false,
  withVenue = true,
}: FixtureCardProps) {
  const { status } = fixture;
  return (
    <Card withBorder padding={0} radius="md">
      <Card component={Link} to={`/tournaments/team/players/${fixture.id}`} state={state} padding="md">
        <Group justify="space-between" gap="xs" mb="sm">
          <Badge color={statusColor(status)} variant={status === 'FULL_TIME' ? 'outline' : 'filled'} tt="none">
            {statusLabel(status)}
          </Badge>
          <Text size="xs" c="dimmed">
            {timeOnly ? formatKickOffTime(fixture.date, timeZone) : formatKickOff(fixture.date, timeZone)}
          </Text>
        </Group>
        <Group wrap="nowrap" gap="sm" align="center">
          <Side team={fixture.homeTeam} align="left" />
          <Text fw={800} fz="xl" ta="center" miw={64}>
            {showsScore(status) ? text.score(fixture.homeScore, fixture.awayScore) : text.vs}
          </Text>
          <Side team={fixture.awayTeam} align="right" />
        </Group>
        {showsScore(status) && decidedBeyondRegularTime(fixture) && (
          <Text size="xs" ta="center" c="dimmed" data-testid="fixture-result">
            {fixtureResult(fixture)}
          </Text>
        )}
        {/* A long venue with no spaces breaks within the card instead of running off it. */}
        {withVenue && (
          <Text size="xs" c="dimmed" mt="xs" className={textWrap.anywhere}>
            {text.venue(fixture.venue || DEFAULT_VENUE)}
          </Text>
        )}
      </Card>
      {actions && (
        <Group px="md" pb="md" gap="sm">
          {actions}
        </Group>
      )}
    </Card>
  );
}
