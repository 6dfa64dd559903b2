import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DEFAULT_VENUE } from '../../../shared/constants';
import { liveClock, matchSummary, type Side as TeamSide } from '../../../shared/domain/match-centre';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead, TeamRefRead } from '../../../shared/schemas/reads';
import { formatKickOff } from '../../components/date-format';
import { fixtureResult, resultBeyondScore } from '../../components/fixture-result';
import { isLive, isUpcoming, showsScore, statusColor, statusLabel } from '../../components/fixture-status';
import { Placeholder } from '../../components/placeholder';
import { TeamBadge } from '../../components/team-badge';
import { TeamName } from '../../components/team-name';
import textWrap from '../../components/text-wrap.module.css';
import { MINUTE_TICK_MS, useNow } from '../../lib/use-now';
import { Countdown } from './countdown';
import { EventIcon } from './event-icon';
import { scorerText, sentOffText } from './scorer-lines';

const text = browseMessages;

const SIDE = { flex: 1, minWidth: 0 } as const;

/** A team's crest and name, leading to the team's page (its players, its other matches). */
function Side({ team }: { team: TeamRefRead }) {
  return (
    <Anchor component={Link} to={`/teamdetails/${team.id}`} c="inherit" underline="hover" style={SIDE}>
      <Stack gap={6} align="center" ta="center">
        <TeamBadge logo={team.logo} name={team.name} size={64} />
        <TeamName name={team.name} fw={700} fz={{ base: 'sm', sm: 'lg' }} />
      </Stack>
    </Anchor>
  );
}

/** One line: the status, and while the match is on its minute and half ("67'", "Second Half") or "Penalty Shootout". */
function StatusLine({ fixture, events }: { fixture: FixtureDetail; events?: readonly MatchEventRead[] }) {
  const { status } = fixture;
  const live = isLive(status);
  const now = useNow(MINUTE_TICK_MS, live);
  // No minute until the events are read: the kick-off alone would guess one, then jump.
  const clock = live ? liveClock(fixture, events ?? [], now) : null;
  if (clock && !events) clock.minute = null;
  return (
    <Group gap="xs" justify="center" wrap="wrap">
      <Badge color={statusColor(status)} size="lg" tt="none">
        {statusLabel(status)}
      </Badge>
      {clock && clock.phase !== 'halfTime' && (
        <Text fw={700} size="sm" data-testid="live-clock">
          {clock.minute !== null && (
            <Text span fw={800} fz="lg" mr={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {text.match.liveMinute(clock.minute)}
            </Text>
          )}
          {clock.minute !== null && ' '}
          {text.match.phases[clock.phase]}
          {clock.paused && ` · ${text.match.clockPaused}`}
        </Text>
      )}
    </Group>
  );
}

/** Under the score: each side's scorers with minutes, and any player sent off. */
function Scorers({ fixture, events }: { fixture: FixtureDetail; events: readonly MatchEventRead[] }) {
  const summary = matchSummary(events, fixture.homeTeamId, fixture.awayTeamId);
  const sides: TeamSide[] = ['home', 'away'];
  const any = sides.some((side) => summary.scorers[side].length + summary.sentOff[side].length > 0);
  if (!any) return null;
  return (
    <SimpleGrid cols={2} spacing="md" w="100%">
      {sides.map((side) => {
        const team = side === 'home' ? fixture.homeTeam : fixture.awayTeam;
        const align = side === 'home' ? 'right' : 'left';
        return (
          <Stack key={side} gap={2} ta={align} miw={0}>
            {summary.scorers[side].length > 0 && (
              <ul aria-label={text.match.scorersLabel(team.name)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {summary.scorers[side].map((line) => (
                  <Text
                    component="li"
                    key={`${line.name}-${line.goals[0]?.minute}`}
                    size="sm"
                    className={textWrap.anywhere}
                  >
                    {scorerText(line)}
                  </Text>
                ))}
              </ul>
            )}
            {summary.sentOff[side].length > 0 && (
              <ul aria-label={text.match.sentOffLabel(team.name)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {summary.sentOff[side].map((red) => (
                  <Text component="li" key={`${red.name}-${red.minute}`} size="sm" className={textWrap.anywhere}>
                    <span style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}>
                      <EventIcon kind="red" />
                    </span>
                    <VisuallyHidden>{`${text.match.redCard}: `}</VisuallyHidden>
                    {sentOffText(red)}
                  </Text>
                ))}
              </ul>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

interface MatchHeaderProps {
  fixture: FixtureDetail;
  /** The match's events, once read: scorers, red cards and the live minute come from them. */
  events?: readonly MatchEventRead[];
  /** The tournament's organisers see 'Start Match' before kick-off, 'Continue Scoring' until the match has ended. */
  isAdmin: boolean;
}

/**
 * Both teams, the score (or VS) with the scorers and red cards under it (and a shootout's score,
 * running or final), one status line (live: minute and half, or the shootout), kick-off in the
 * tournament's zone and venue, and before kick-off the LIVE SOON countdown; Start Match for the
 * organisers.
 */
export function MatchHeader({ fixture, events, isAdmin }: MatchHeaderProps) {
  const { status, homeTeam, awayTeam, tournament } = fixture;
  const upcoming = isUpcoming(status);
  const scored = showsScore(status);
  // After extra time or penalties, what the result says beyond the score goes under it; a screen reader says the result in full.
  const beyondScore = scored ? resultBeyondScore(fixture) : null;
  const fullResult = beyondScore && fixtureResult(fixture);
  const score = text.fixtures.score(fixture.homeScore, fixture.awayScore);
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack gap="sm" align="center">
        <Text size="sm" fw={600} c="dimmed" ta="center">
          {tournament.name}
        </Text>
        <VisuallyHidden component="h1">{text.fixtures.matchLink(homeTeam.name, awayTeam.name)}</VisuallyHidden>
        <StatusLine fixture={fixture} events={events} />
        <Group wrap="nowrap" w="100%" align="center" gap="sm">
          <Side team={homeTeam} />
          <Text fw={800} fz={{ base: 28, sm: 40 }} ta="center" miw={80} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {scored ? (
              <>
                <span aria-hidden={fullResult ? true : undefined}>{score}</span>
                {fullResult && <VisuallyHidden>{fullResult}</VisuallyHidden>}
              </>
            ) : (
              text.fixtures.vs
            )}
          </Text>
          <Side team={awayTeam} />
        </Group>
        {beyondScore && (
          <Text size="sm" fw={700} aria-hidden data-testid="match-result">
            {beyondScore}
          </Text>
        )}
        {scored && events && <Scorers fixture={fixture} events={events} />}
        <Stack gap={2} align="center">
          <Text size="sm" ta="center">
            {formatKickOff(fixture.date, tournament.timeZone)}
          </Text>
          <Text size="sm" c="dimmed" ta="center" className={textWrap.anywhere}>
            {text.fixtures.venue(fixture.venue || DEFAULT_VENUE)}
          </Text>
        </Stack>
        {upcoming && (
          <Stack gap={6} align="center">
            <Badge color="yellow" autoContrast size="lg">
              {text.status.liveSoon}
            </Badge>
            <Countdown kickOff={fixture.date} />
          </Stack>
        )}
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

/** The match header's parts where they will come: tournament, status, crests and names, score, scorers, day and venue. */
export function MatchHeaderSkeleton() {
  const team = (
    <Stack align="center" gap={8}>
      <Placeholder h={64} w={64} circle />
      <Placeholder h={14} w={80} />
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack align="center" gap="sm">
        <Placeholder h={14} w={110} />
        <Placeholder h={24} w={160} />
        <Group wrap="nowrap" w="100%" justify="space-around" align="flex-start">
          {team}
          <Placeholder h={40} w={80} mt={12} />
          {team}
        </Group>
        <Placeholder h={14} w="70%" />
        <Placeholder h={14} w="60%" />
        <Placeholder h={14} w="40%" />
      </Stack>
    </Paper>
  );
}
