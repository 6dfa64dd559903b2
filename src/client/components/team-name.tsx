import { Text, type TextProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { shortName } from './names';

/** A team name, cut to two words when longer than three (docs/rules.md#timings-and-counts): the full name in a tooltip and for screen readers. */
export function TeamName({ name, ...props }: TextProps & { name: string }) {
  const short = shortName(name);
  if (short === name.trim()) {
    return (
      <Text span {...props}>
        {name}
      </Text>
    );
  }
  return (
    <Tooltip label={name} withArrow>
      <Text span {...props}>
        <span aria-hidden="true">{short}</span>
        <VisuallyHidden>{name}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}
