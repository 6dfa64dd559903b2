import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { organiserMessages } from '../../shared/messages';

const text = organiserMessages.reorder;

export interface ReorderItem {
  id: string;
  name: string;
}

interface ReorderListProps<T extends ReorderItem> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
}

const swapped = <T,>(items: readonly T[], from: number, to: number) => {
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
};

/**
 * An order set by hand (seeds, a drawing of lots): the items numbered from the top, each moved a
 * place up or down with a thumb-sized button, the first not up and the last not down.
 */
export function ReorderList<T extends ReorderItem>({ label, items, onChange }: ReorderListProps<T>) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item, index) => (
        <Group component="li" key={item.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text flex={1} miw={0} truncate>
            {text.line(index + 1, item.name)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size={44}
              aria-label={text.moveUp(item.name)}
              disabled={index === 0}
              onClick={() => onChange(swapped(items, index, index - 1))}
            >
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={44}
              aria-label={text.moveDown(item.name)}
              disabled={index === items.length - 1}
              onClick={() => onChange(swapped(items, index, index + 1))}
            >
              <span aria-hidden="true">↓</span>
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
