import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../shared/messages';
import type { FixtureSummary } from '../../shared/schemas/reads';
import {
  type BracketMatchRead,
  type BracketRead,
  type BracketRound,
  bracketColumns,
  openingRound,
  roundsInOrder,
  teamPath,
  winnerSide,
} from './bracket-layout';
import classes from './bracket-view.module.css';
import { isLive, statusColor, statusLabel } from './fixture-status';
import { ScrollRegion } from './scroll-region';
import { TeamBadge } from './team-badge';
import { TeamName } from './team-name';

const text = browseMessages.competition;
const scoreText = browseMessages.fixtures.score;

type Side = 'home' | 'away';
type PathTeam = { id: string; name: string } | null;

interface PathProps {
  /** The team whose path is highlighted. */
  path: PathTeam;
  onPick: (team: PathTeam) => void;
}

interface SlotProps {
  slot: BracketMatchRead['home'];
  won: boolean;
  lost: boolean;
  path: PathTeam;
  onPick: (team: PathTeam) => void;
}

/** A place in a match: a team (tap it to follow its path) or where its team will come from. */
function Slot({ slot, won, lost, path, onPick }: SlotProps) {
  const { team } = slot;
  if (!team) {
    return (
      <Text size="sm" fs="italic" c="dimmed" className={classes.slot}>
        {slot.label}
      </Text>
    );
  }
  const picked = path?.id === team.id;
  return (
    <UnstyledButton
      className={classes.slot}
      aria-pressed={picked}
      title={text.showPath(team.name)}
      onClick={() => onPick(picked ? null : team)}
    >
      <TeamBadge logo={team.logo} name={team.name} size={24} />
      <TeamName name={team.name} size="sm" fw={won ? 800 : 500} c={lost ? 'dimmed' : undefined} truncate />
      {won && <VisuallyHidden>{`, ${text.winner}`}</VisuallyHidden>}
    </UnstyledButton>
  );
}

/** What the bracket takes of the tournament's fixtures: the score of a match being played. */
export type FixtureScore = Pick<FixtureSummary, 'id' | 'status' | 'homeScore' | 'awayScore'>;

interface MatchCardProps extends PathProps {
  match: BracketMatchRead;
  round: string;
  onPath: boolean;
  /** "1–0" while the match is being played, else null. */
  liveScore: string | null;
}

function MatchCard({ match, round, onPath, liveScore, path, onPick }: MatchCardProps) {
  const winner = winnerSide(match);
  const side = (s: Side) => (
    <Slot slot={match[s]} won={winner === s} lost={winner !== null && winner !== s} path={path} onPick={onPick} />
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      className={classes.match}
      data-on-path={onPath || undefined}
      data-testid="bracket-match"
      component="article"
      aria-label={text.match(match.id, round)}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} c="dimmed">
            {match.id}
          </Text>
          {match.status && (
            <Badge size="sm" tt="none" color={statusColor(match.status)} variant="light" autoContrast>
              {statusLabel(match.status)}
            </Badge>
          )}
        </Group>
        {match.fixtureId && (
          <Button
            component={Link}
            to={`/tournaments/team/players/${match.fixtureId}`}
            variant="subtle"
            size="compact-sm"
            mih={44}
            aria-label={text.openMatchLabel(match.id)}
          >
            {text.openMatch}
          </Button>
        )}
      </Group>
      {side('home')}
      {side('away')}
      {match.result ? (
        <Text size="sm" fw={700} ta="center" data-testid="bracket-result">
          {match.result}
        </Text>
      ) : liveScore ? (
        <Text size="sm" fw={700} ta="center" data-testid="bracket-live-score">
          <VisuallyHidden>{text.scoreNow}</VisuallyHidden>
          {liveScore}
        </Text>
      ) : (
        // A match being played says so in its badge.
        !(match.status && isLive(match.status)) && (
          <Text size="xs" c="dimmed" ta="center">
            {text.notPlayed}
          </Text>
        )
      )}
      {(match.unconfirmed || match.home.unconfirmed || match.away.unconfirmed) && (
        <Text size="xs" c="dimmed" ta="center" data-testid="bracket-unconfirmed">
          {text.unconfirmed}
        </Text>
      )}
      {onPath && path && <VisuallyHidden>{text.onPath(path.name)}</VisuallyHidden>}
    </Card>
  );
}

interface RoundProps extends PathProps {
  round: BracketRound;
  current: boolean;
  /** The matches on the picked team's path. */
  pathMatches: ReadonlySet<string>;
  liveScores: ReadonlyMap<string, string>;
}

function Round({ round, current, pathMatches, liveScores, ...pathProps }: RoundProps) {
  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={round.name}
      className={classes.round}
      data-current={current || undefined}
    >
      <Title order={2} fz="sm">
        {round.name}
      </Title>
      {round.matches.map((match) => (
        <MatchCard
          key={match.id}
          match={match}
          round={round.name}
          onPath={pathMatches.has(match.id)}
          liveScore={(!match.result && match.fixtureId && liveScores.get(match.fixtureId)) || null}
          {...pathProps}
        />
      ))}
    </Stack>
  );
}

/** The score of each of `fixtures` being played now, by fixture id. */
function liveScoresOf(fixtures: readonly FixtureScore[]): Map<string, string> {
  return new Map(
    fixtures.flatMap((f) => (isLive(f.status) ? [[f.id, scoreText(f.homeScore, f.awayScore)] as const] : [])),
  );
}

interface BracketViewProps {
  bracket: BracketRead;
  /** The tournament's fixtures: a match being played shows its score as it stands. */
  fixtures?: readonly FixtureScore[];
}

/**
 * The knockout bracket: on a desktop every round as a column; on a phone one round at a time, picked
 * by buttons in thumb reach, opening on the round being played. Tapping a team highlights its path;
 * a match with a fixture links to its match page, and shows its score while it is played. A pure
 * view of the reads it is given.
 */
export function BracketView({ bracket, fixtures = [] }: BracketViewProps) {
  const rounds = roundsInOrder(bracket);
  const liveScores = liveScoresOf(fixtures);
  // Only the round the user tapped is kept; until then (or once it is gone) the round follows the
  // bracket as results come in.
  const [picked, setPicked] = useState<string | null>(null);
  const [path, setPath] = useState<PathTeam>(null);
  const current = rounds.some((round) => round.name === picked) ? picked : openingRound(bracket);
  const pathMatches = path ? teamPath(bracket, path.id) : new Set<string>();
  return (
    <Stack gap="sm">
      <Group gap="xs" hiddenFrom="sm" role="group" aria-label={text.roundsLabel}>
        {rounds.map((round) => (
          <Button
            key={round.name}
            mih={44}
            size="sm"
            variant={round.name === current ? 'filled' : 'light'}
            aria-pressed={round.name === current}
            onClick={() => setPicked(round.name)}
          >
            {round.name}
          </Button>
        ))}
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap" aria-live="polite" mih={path ? 44 : undefined}>
        {path && (
          <>
            <Text size="sm">{text.pathShown(path.name)}</Text>
            <Button variant="subtle" mih={44} onClick={() => setPath(null)}>
              {text.clearPath}
            </Button>
          </>
        )}
      </Group>
      <ScrollRegion label={text.bracketLabel}>
        <div className={classes.columns}>
          {bracketColumns(bracket).map((column) => (
            <div key={column[0]?.name} className={classes.column}>
              {column.map((round) => (
                <Round
                  key={round.name}
                  round={round}
                  current={round.name === current}
                  pathMatches={pathMatches}
                  liveScores={liveScores}
                  path={path}
                  onPick={setPath}
                />
              ))}
            </div>
          ))}
        </div>
      </ScrollRegion>
    </Stack>
  );
}
