import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { groupName } from '../../../../shared/domain/formats/groups';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';

const text = organiserMessages.format;

interface GroupAssignmentProps {
  teams: readonly TeamRefRead[];
  groupCount: number;
  groupOf: Record<string, number>;
  error?: string;
  onChange: (groupOf: Record<string, number>) => void;
}

/** Groups set by hand: a group for every team, with each group's count as it changes. */
export function GroupAssignment({ teams, groupCount, groupOf, error, onChange }: GroupAssignmentProps) {
  const names = Array.from({ length: groupCount }, (_, i) => groupName(i));
  const counts = names.map((name, i) =>
    text.groupCountLine(name, teams.filter((t) => (groupOf[t.id] ?? 0) === i).length),
  );
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite" c={error ? 'red' : undefined}>
        {text.groupCounts}: {counts.join(' · ')}
      </Text>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {teams.map((team) => (
          <NativeSelect
            size="md"
            key={team.id}
            label={team.name}
            aria-label={text.groupOf(team.name)}
            data={names.map((name, i) => ({ value: String(i), label: text.groupLabel(name) }))}
            value={String(groupOf[team.id] ?? 0)}
            onChange={(event) => onChange({ ...groupOf, [team.id]: Number(event.currentTarget.value) })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
