import { Box, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LINEUP_SKELETON } from '../../../shared/constants';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import { ChoiceSwitch } from '../../components/choice-switch';
import { shortName } from '../../components/names';
import { Placeholder } from '../../components/placeholder';
import { PlayerList } from '../../components/player-row';
import { TeamBadge } from '../../components/team-badge';
import { formationOf, shirtName } from './formation';
import { type SheetPlayer, teamSheet } from './lineup';
import classes from './match-centre.module.css';
import { PlayerMarkIcons } from './player-mark-icons';
import { hasMarks, type PlayerMarks, playerMarks } from './player-marks';

const text = browseMessages.match;

type FixtureTeam = FixtureDetail['homeTeam'];

type Marks = ReadonlyMap<string, PlayerMarks>;

function MarksOf({ marks, player }: { marks: Marks; player: SheetPlayer }) {
  const own = marks.get(player.playerId);
  return hasMarks(own) ? <PlayerMarkIcons marks={own} /> : null;
}

function Section({ title, players, marks }: { title: string; players: SheetPlayer[]; marks: Marks }) {
  if (players.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      <PlayerList players={players} actionFor={(player) => <MarksOf marks={marks} player={player} />} />
    </Stack>
  );
}

/** The starting XI on a pitch, goalkeeper at the bottom and strikers at the top. */
function Pitch({ team, starting, marks }: { team: FixtureTeam; starting: SheetPlayer[]; marks: Marks }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {text.startingXI}
      </Title>
      <Box className={classes.pitch} role="group" aria-label={text.pitchLabel(team.name)}>
        {formationOf(starting).map(({ line, players }) => (
          <ul key={line} className={classes.line} aria-label={text.positions[line]}>
            {players.map((player) => (
              <li key={player.id} className={`${classes.player} ${line === 'GOALKEEPER' ? classes.keeper : ''}`}>
                <span className={classes.shirt} aria-hidden="true">
                  {player.number ?? ''}
                </span>
                {/* The surname on the pitch, as fan apps show it; the full name for screen readers. */}
                <span className={classes.name} aria-hidden="true">
                  {shirtName(player.name)}
                </span>
                <VisuallyHidden>{text.pitchPlayer(player.name, player.number)}</VisuallyHidden>
                <MarksOf marks={marks} player={player} />
              </li>
            ))}
          </ul>
        ))}
      </Box>
    </Stack>
  );
}

function TeamSheet({ team, fixtureId, marks }: { team: FixtureTeam; fixtureId: string; marks: Marks }) {
  const sheet = teamSheet(team, fixtureId);
  const empty =
    sheet.kind === 'members' ? sheet.members.length === 0 : sheet.starting.length + sheet.substitutes.length === 0;
  return (
    <Stack gap="sm" miw={0}>
      <Group gap="sm" wrap="nowrap">
        <TeamBadge logo={team.logo} name={team.name} size={36} />
        <Title order={2} fz="h4">
          {team.name}
        </Title>
      </Group>
      {empty && <Text c="dimmed">{text.noPlayers}</Text>}
      {sheet.kind === 'lineup' ? (
        <>
          {sheet.starting.length > 0 && <Pitch team={team} starting={sheet.starting} marks={marks} />}
          <Section title={text.substitutes} players={sheet.substitutes} marks={marks} />
        </>
      ) : (
        <Section title={text.squad} players={sheet.members} marks={marks} />
      )}
    </Stack>
  );
}

/**
 * Lineups tab: each team's starting XI on a pitch by position with its substitutes below (or its
 * squad when it has no lineup), each player marked with their goals, cards and substitution. Side
 * by side from 48em; on a phone one team at a time, switched between home and away.
 */
export function LineupsPanel({ fixture, events }: { fixture: FixtureDetail; events: MatchEventRead[] | undefined }) {
  const [shown, setShown] = useState<'home' | 'away'>('home');
  const marks = useMemo(() => playerMarks(events ?? []), [events]);
  return (
    <Stack gap="md">
      <Box hiddenFrom="sm">
        <ChoiceSwitch
          label={text.teamSwitchLabel}
          value={shown}
          onChange={setShown}
          choices={[
            { value: 'home', label: shortName(fixture.homeTeam.name) },
            { value: 'away', label: shortName(fixture.awayTeam.name) },
          ]}
        />
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Box visibleFrom={shown === 'home' ? undefined : 'sm'}>
          <TeamSheet team={fixture.homeTeam} fixtureId={fixture.id} marks={marks} />
        </Box>
        <Box visibleFrom={shown === 'away' ? undefined : 'sm'}>
          <TeamSheet team={fixture.awayTeam} fixtureId={fixture.id} marks={marks} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}

/** 1 goalkeeper, 10 starting and 5 substitute placeholders (docs/rules.md#timings-and-counts). */
export function LineupSkeleton() {
  const rows = LINEUP_SKELETON.goalkeepers + LINEUP_SKELETON.starting + LINEUP_SKELETON.substitutes;
  return (
    <Stack gap={6} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Placeholder key={i} h={36} mt={i === LINEUP_SKELETON.goalkeepers + LINEUP_SKELETON.starting ? 'md' : 0} />
      ))}
    </Stack>
  );
}
