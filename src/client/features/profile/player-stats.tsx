import { Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { profileMessages } from '../../../shared/messages';
import type { Profile } from '../../../shared/schemas/auth';

const text = profileMessages;
type Stats = Profile['playerStats'][number];

const TILES = [
  ['appearances', text.stats.appearances],
  ['goals', text.stats.goals],
  ['assists', text.stats.assists],
  ['goalsSaved', text.stats.goalsSaved],
] as const;

const CARDS = [
  ['redCards', text.cards.red, 'var(--mantine-color-red-6)'],
  ['yellowCards', text.cards.yellow, 'var(--mantine-color-yellow-4)'],
] as const;

function Tile({ label, value, swatch }: { label: string; value: number; swatch?: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group gap="xs" wrap="nowrap">
        {swatch && <Box aria-hidden="true" w={14} h={20} bg={swatch} style={{ borderRadius: 3, flexShrink: 0 }} />}
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
      </Group>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** Appearances, Goals, Assists and 'Goal saved' tiles, then the Red Card and Yellow Card counters. */
export function PlayerStats({ stats }: { stats: Stats | undefined }) {
  const value = (key: keyof Stats) => stats?.[key] ?? 0;
  const list = { p: 0, m: 0, style: { listStyle: 'none' } } as const;
  return (
    <section aria-label={text.statsLabel}>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" {...list}>
        {TILES.map(([key, label]) => (
          <Tile key={key} label={label} value={value(key)} />
        ))}
      </SimpleGrid>
      <SimpleGrid component="ul" cols={2} spacing="sm" mt="sm" {...list}>
        {CARDS.map(([key, label, swatch]) => (
          <Tile key={key} label={label} value={value(key)} swatch={swatch} />
        ))}
      </SimpleGrid>
    </section>
  );
}
