import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LINEUP_ZONES, type LineupPick, type LineupZone as Zone } from '../../../shared/domain/lineup-rules';
import { lineupMessages } from '../../../shared/messages';
import { lineupAnnouncements, useLineupSensors, type ZoneData, zoneUnderCard } from './drag-setup';
import { LineupZone } from './lineup-zone';
import { PlayerCard } from './player-card';

const text = lineupMessages;

interface TeamBoardProps {
  sheet: LineupPick[];
  readOnly: boolean;
  onMove: (playerId: string, zone: Zone) => void;
  onJersey: (playerId: string, typed: string) => void;
}

/**
 * One team's sheet: Goalkeeper, Starting XI and Substitutes, then Available Players (beside them on
 * a wide screen). Each team has its own drag context, so a player can only move within his team.
 */
export function TeamBoard({ sheet, readOnly, onMove, onJersey }: TeamBoardProps) {
  const sensors = useLineupSensors();
  if (sheet.length === 0) return <Text c="dimmed">{text.noPlayers}</Text>;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const zone = (over?.data.current as ZoneData | undefined)?.zone;
    if (zone) onMove(String(active.id), zone);
  };
  const zone = (name: Zone) => {
    const players = sheet.filter((p) => p.zone === name);
    return (
      <LineupZone key={name} zone={name} count={players.length}>
        {players.map((pick) => (
          <PlayerCard key={pick.playerId} pick={pick} readOnly={readOnly} onMove={onMove} onJersey={onJersey} />
        ))}
      </LineupZone>
    );
  };
  const [goalkeeper, starting, substitutes, available] = LINEUP_ZONES;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={zoneUnderCard}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: lineupAnnouncements, screenReaderInstructions: { draggable: text.dragHint } }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          {zone(goalkeeper)}
          {zone(starting)}
          {zone(substitutes)}
        </Stack>
        {zone(available)}
      </SimpleGrid>
    </DndContext>
  );
}
