import { Button, Stack, Text, Title } from '@mantine/core';
import type { PlayerState, TeamState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { canPick, type Selection } from './selection';

interface TeamPanelProps {
  team: TeamState;
  selection: Selection;
  /** Locked at Full Time and during the shootout: nothing to tap. */
  disabled: boolean;
  onPick: (player: PlayerState) => void;
}

interface ZoneProps {
  title: string;
  players: PlayerState[];
}

function colorOf(selection: Selection, playerId: string): { variant: string; color?: string } {
  if (selection.sub?.offId === playerId) return { variant: 'filled', color: 'red' };
  if (selection.sub?.onId === playerId) return { variant: 'filled', color: 'pitch' };
  if (!selection.sub && selection.playerId === playerId) return { variant: 'filled', color: 'pitch' };
  return { variant: 'default' };
}

function Zone({ title, players, team, selection, disabled, onPick }: TeamPanelProps & ZoneProps) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {players.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noPlayers}
        </Text>
      )}
      {players.map((player) => {
        const chosen = colorOf(selection, player.playerId);
        return (
          <Button
            key={player.playerId}
            fullWidth
            mih={44}
            justify="space-between"
            {...chosen}
            aria-pressed={chosen.variant === 'filled'}
            disabled={disabled || !canPick(selection, team, player)}
            onClick={() => onPick(player)}
            rightSection={
              <Text span size="xs" fw={600} c={chosen.variant === 'filled' ? undefined : 'dimmed'}>
                {player.position}
              </Text>
            }
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {t.playerButton(player.name, player.jerseyNumber)}
          </Button>
        );
      })}
    </Stack>
  );
}

/** One team's players by zone: goalkeeper, the rest of the field (Starting XI), substitutes, sent off. */
export function TeamPanel(props: TeamPanelProps) {
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
}
