import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { LINEUP_ZONES, type LineupPick, type LineupZone } from '../../../shared/domain/lineup-rules';
import { lineupMessages } from '../../../shared/messages';
import { EntityAvatar } from '../../components/entity-avatar';
import type { CardData } from './drag-setup';

const text = lineupMessages;

interface PlayerCardProps {
  pick: LineupPick;
  readOnly: boolean;
  onMove: (playerId: string, zone: LineupZone) => void;
  onJersey: (playerId: string, typed: string) => void;
}

function GripIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
      {[4, 9, 14].flatMap((y) => [6, 12].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
      {[4, 9, 14].map((y) => (
        <circle key={y} cx="9" cy={y} r="1.6" />
      ))}
    </svg>
  );
}

/**
 * One player on the team sheet: a drag handle (mouse, touch, or Space and the arrow keys), the
 * player, the jersey number once selected, and a menu to move without dragging.
 */
export function PlayerCard({ pick, readOnly, onMove, onJersey }: PlayerCardProps) {
  const position = text.positions[pick.position];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: pick.playerId,
    data: { name: pick.name, zone: pick.zone } satisfies CardData,
    disabled: readOnly,
  });
  const selected = pick.zone !== 'available';

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="md"
      p={4}
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <Group gap={6} wrap="nowrap" mih={44}>
        {!readOnly && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size={44}
            aria-label={text.moveHandle(pick.name, position)}
            style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
            {...attributes}
            {...listeners}
          >
            <GripIcon />
          </ActionIcon>
        )}
        <EntityAvatar src={pick.image} name={pick.name} size={32} />
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          {/* Wrapped, not cut: 'Aditya Khan' and 'Aditya Kumar' both read 'Aditya K…' at 360 px. */}
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {pick.name}
          </Text>
          <Text size="xs" c="dimmed" fw={600}>
            {position}
          </Text>
        </Stack>
        {selected && (
          <TextInput
            aria-label={text.jersey(pick.name)}
            value={pick.jerseyNumber}
            onChange={(event) => onJersey(pick.playerId, event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="#"
            disabled={readOnly}
            w={56}
            // Mantine's padding (a third of the height a side) left room for 2 of a jersey's 3 digits.
            styles={{ input: { minHeight: 44, paddingInline: 6, textAlign: 'center', fontWeight: 700 } }}
          />
        )}
        {!readOnly && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size={44} aria-label={text.moveMenu(pick.name)}>
                <MoreIcon />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {LINEUP_ZONES.filter((zone) => zone !== pick.zone).map((zone) => (
                <Menu.Item key={zone} mih={44} onClick={() => onMove(pick.playerId, zone)}>
                  {text.moveTo(text.zones[zone])}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
