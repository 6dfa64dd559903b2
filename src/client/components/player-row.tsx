import { Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { browseMessages } from '../../shared/messages';
import { EntityAvatar } from './entity-avatar';

export interface PlayerRowData {
  id: string;
  name: string;
  image?: string | null;
  position?: string | null;
  number?: number | null;
}

/** One player in a list: shirt number, photo (initials fallback), name and position, and an action when given. */
export function PlayerRow({ player, action }: { player: PlayerRowData; action?: ReactNode }) {
  const { name, image, position, number } = player;
  return (
    <Group component="li" wrap="nowrap" gap="sm" mih={48}>
      <Text fw={700} w={36} ta="right" c="dimmed">
        {number != null && (
          <>
            <span aria-hidden="true">{number}</span>
            <VisuallyHidden>{browseMessages.team.playerNumber(number)}</VisuallyHidden>
          </>
        )}
      </Text>
      <EntityAvatar src={image} name={name} size={36} />
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed" fw={600} style={{ letterSpacing: '0.04em' }}>
          {position || browseMessages.team.noPosition}
        </Text>
      </Stack>
      {action && <Box ml="auto">{action}</Box>}
    </Group>
  );
}

const POSITION_ORDER = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'];
const positionRank = (position: string | null | undefined) => {
  const at = POSITION_ORDER.indexOf(position ?? '');
  return at < 0 ? POSITION_ORDER.length : at;
};

/** Goalkeepers first, then defenders, midfielders and strikers; by shirt number within each. */
export const byPositionThenNumber = (a: PlayerRowData, b: PlayerRowData) =>
  positionRank(a.position) - positionRank(b.position) || (a.number ?? 999) - (b.number ?? 999);

interface PlayerListProps<T extends PlayerRowData> {
  players: T[];
  /** Spreads the list over up to three columns on larger screens. */
  wide?: boolean;
  /** What can be done to a player, at the end of their row (the manager's Remove). */
  actionFor?: (player: T) => ReactNode;
}

/** A plain list of players (no bullets). */
export function PlayerList<T extends PlayerRowData>({ players, wide = false, actionFor }: PlayerListProps<T>) {
  return (
    <SimpleGrid
      component="ul"
      cols={wide ? { base: 1, sm: 2, lg: 3 } : 1}
      spacing="md"
      verticalSpacing={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {players.map((player) => (
        <PlayerRow key={player.id} player={player} action={actionFor?.(player)} />
      ))}
    </SimpleGrid>
  );
}
