import { Text, Title } from '@mantine/core';
import textWrap from './text-wrap.module.css';

/** A screen's heading, with what it belongs to (the tournament, the team) in small print above it once known. */
export function ScreenTitle({ of, title }: { of: string | null | undefined; title: string }) {
  return (
    <div>
      {of && (
        <Text size="sm" fw={600} c="dimmed" className={textWrap.anywhere}>
          {of}
        </Text>
      )}
      <Title order={1} className={textWrap.anywhere}>
        {title}
      </Title>
    </div>
  );
}
