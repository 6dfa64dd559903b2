import { ActionIcon, Group, List, Text } from '@mantine/core';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';

const text = organiserMessages.format;

interface SeedOrderProps {
  teams: readonly TeamRefRead[];
  seeds: readonly string[];
  onChange: (seeds: string[]) => void;
}

const moved = (seeds: readonly string[], from: number, to: number) => {
  const next = [...seeds];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
};

/** A knockout's seeds set by hand: the teams in seed order, each moved a place up or down with a thumb. */
export function SeedOrder({ teams, seeds, onChange }: SeedOrderProps) {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  return (
    <List listStyleType="none" spacing={4} aria-label={text.seeding}>
      {seeds.map((id, i) => {
        const name = names.get(id) ?? '';
        return (
          <List.Item key={id}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text truncate>{text.seedLine(i + 1, name)}</Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size={44}
                  aria-label={text.moveUp(name)}
                  disabled={i === 0}
                  onClick={() => onChange(moved(seeds, i, i - 1))}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size={44}
                  aria-label={text.moveDown(name)}
                  disabled={i === seeds.length - 1}
                  onClick={() => onChange(moved(seeds, i, i + 1))}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
              </Group>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
