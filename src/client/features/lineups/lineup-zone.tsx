import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { LineupZone as Zone } from '../../../shared/domain/lineup-rules';
import { lineupMessages } from '../../../shared/messages';
import type { ZoneData } from './drag-setup';

const text = lineupMessages;

/** A drop zone of the team sheet: heading with a count, its players, and a hint when empty. */
export function LineupZone({ zone, count, children }: { zone: Zone; count: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: zone, data: { zone } satisfies ZoneData });
  // Both teams' sheets are in the page (one per tab): an id of the zone alone would be there twice.
  const headingId = useId();
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      bg={isOver ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined, minHeight: 96 }}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md" id={headingId}>
          {text.zones[zone]}
        </Title>
        <Badge variant="light" aria-hidden="true">
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" size="sm" py="sm" ta="center">
          {text.emptyZone}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
