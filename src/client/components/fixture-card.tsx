import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_VENUE } from '../../shared/constants';
import { stageName } from '../../shared/domain/formats/stage-name';
import { liveClock } from '../../shared/domain/match-centre';
import { browseMessages } from '../../shared/messages';
import type { FixtureSummary, TeamRefRead } from '../../shared/schemas/reads';
import { MINUTE_TICK_MS, useNow } from '../lib/use-now';
import { formatKickOff, formatKickOffTime } from './date-format';
import { resultBeyondScore } from './fixture-result';
import { isLive, showsScore, statusColor, statusLabel } from './fixture-status';
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
  /** The tournament's name, where a list holds the matches of several (a team's page). */
  tournamentName?: string;
}

function Side({ team, align }: { team: TeamRefRead; align: 'left' | 'right' }) {
  return (
    <Stack gap={4} align={align === 'left' ? 'flex-start' : 'flex-end'} ta={align} style={{ flex: 1, minWidth: 0 }}>
      <TeamBadge logo={team.logo} name={team.name} size={40} />
      <TeamName name={team.name} fw={600} size="sm" />
    </Stack>
  );
}

/**
 * Top right of a card: a live match's minute ("67'") where its scorer's clock is known, as a
 * match centre's list shows it; otherwise the kick-off (a match scored without the tracker has
 * no exact minute in the list, and an estimate from kick-off could be a half out).
 */
function CardTime({ fixture, timeZone, timeOnly }: { fixture: FixtureSummary; timeZone: string; timeOnly: boolean }) {
  const timed = isLive(fixture.status) && !!fixture.clock;
  const now = useNow(MINUTE_TICK_MS, timed);
  const minute = timed ? liveClock(fixture, [], now)?.minute : null;
  if (minute !== null && minute !== undefined) {
    return (
      <Text size="sm" fw={800} data-testid="card-minute" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {browseMessages.match.liveMinute(minute)}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {timeOnly ? formatKickOffTime(fixture.date, timeZone) : formatKickOff(fixture.date, timeZone)}
    </Text>
  );
}

/** One match: its round or group in a competition, both teams with logos, score or VS (and the result in full after extra time or penalties), status, the live minute or the kick-off in the tournament's zone, venue. */
export function FixtureCard({
  fixture,
  timeZone,
  state,
  actions,
  timeOnly = false,
  withVenue = true,
  tournamentName,
}: FixtureCardProps) {
  const { status } = fixture;
  const stage = [tournamentName, stageName(fixture)].filter(Boolean).join(' · ');
  const beyondScore = showsScore(status) ? resultBeyondScore(fixture) : null;
  return (
    <Card withBorder padding={0} radius="md">
      <Card component={Link} to={`/tournaments/team/players/${fixture.id}`} state={state} padding="md">
        <Group justify="space-between" gap="xs" mb="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Badge color={statusColor(status)} variant={status === 'FULL_TIME' ? 'outline' : 'filled'} tt="none">
              {statusLabel(status)}
            </Badge>
            {stage && (
              <Text size="xs" fw={600} c="dimmed" truncate data-testid="fixture-stage">
                {stage}
              </Text>
            )}
          </Group>
          <CardTime fixture={fixture} timeZone={timeZone} timeOnly={timeOnly} />
        </Group>
        <Group wrap="nowrap" gap="sm" align="center">
          <Side team={fixture.homeTeam} align="left" />
          <Text fw={800} fz="xl" ta="center" miw={64}>
            {showsScore(status) ? text.score(fixture.homeScore, fixture.awayScore) : text.vs}
          </Text>
          <Side team={fixture.awayTeam} align="right" />
        </Group>
        {beyondScore && (
          <Text size="xs" ta="center" c="dimmed" data-testid="fixture-result">
            {beyondScore}
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
