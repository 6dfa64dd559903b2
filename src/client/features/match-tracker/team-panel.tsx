import { Button, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { PlayerState, TeamState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { canPick, type Selection } from './selection';
import classes from './tracker-screen.module.css';

interface TeamPanelProps {
  team: TeamState;
  selection: Selection;
  /** Locked at Full Time and during the shootout: nothing to tap. */
  disabled: boolean;
  /** The same function for the whole screen: it takes the team and player tapped. */
  onPick: (team: TeamState, player: PlayerState) => void;
}

interface ZoneProps {
  title: string;
  players: PlayerState[];
}

type Chosen = 'off' | 'on' | 'picked' | null;

function chosenAs(selection: Selection, playerId: string): Chosen {
  if (selection.sub?.offId === playerId) return 'off';
  if (selection.sub?.onId === playerId) return 'on';
  if (!selection.sub && selection.playerId === playerId) return 'picked';
  return null;
}

const LABEL_STYLES = { label: { overflow: 'hidden', textOverflow: 'ellipsis' } } as const;

interface PlayerButtonProps {
  team: TeamState;
  player: PlayerState;
  chosen: Chosen;
  disabled: boolean;
  onPick: (team: TeamState, player: PlayerState) => void;
}

/** One player; memoised on what it shows, so a pick or a tap renders only the buttons that change. */
const PlayerButton = memo(function PlayerButton({ team, player, chosen, disabled, onPick }: PlayerButtonProps) {
  const filled = chosen !== null;
  return (
    <Button
      fullWidth
      mih={44}
      justify="space-between"
      variant={filled ? 'filled' : 'default'}
      color={chosen === 'off' ? 'red' : filled ? 'pitch' : undefined}
      aria-pressed={filled}
      disabled={disabled}
      onClick={() => onPick(team, player)}
      rightSection={
        <Text span size="xs" fw={600} c={filled ? undefined : 'dimmed'}>
          {player.cameOff ? t.cameOff : player.position}
        </Text>
      }
      styles={LABEL_STYLES}
    >
      {t.playerButton(player.name, player.jerseyNumber)}
    </Button>
  );
});

function Zone({ title, players, team, selection, disabled, onPick }: TeamPanelProps & ZoneProps) {
  return (
    <Stack gap={6} component="section" aria-label={title} className={classes.paintsAlone}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {players.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noPlayers}
        </Text>
      )}
      {players.map((player) => (
        <PlayerButton
          key={player.playerId}
          team={team}
          player={player}
          chosen={chosenAs(selection, player.playerId)}
          disabled={disabled || !canPick(selection, team, player)}
          onPick={onPick}
        />
      ))}
    </Stack>
  );
}

/**
 * One team's players by zone: goalkeeper, the rest of the field (Starting XI), substitutes, sent off.
 * Memoised: a stat tap leaves the team as it was, and renders nothing here.
 */
export const TeamPanel = memo(function TeamPanel(props: TeamPanelProps) {
  const { players } = props.team;
  const field = players.filter((p) => p.status === 'ON_FIELD');
  const sentOff = players.filter((p) => p.status === 'SENT_OFF');
  return (
    <Stack gap="md">
      <Zone {...props} title={t.goalkeeperZone} players={field.filter((p) => p.position === 'GOALKEEPER')} />
      <Zone {...props} title={t.startingXi} players={field.filter((p) => p.position !== 'GOALKEEPER')} />
      <Zone {...props} title={t.substitutesZone} players={players.filter((p) => p.status === 'SUBSTITUTE')} />
      {sentOff.length > 0 && <Zone {...props} title={t.sentOffZone} players={sentOff} />}
    </Stack>
  );
});
