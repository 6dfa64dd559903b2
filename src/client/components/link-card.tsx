import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LinkCardProps {
  to: string;
  state?: unknown;
  /** The logo or photo beside the title. */
  picture: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}

/** A whole card that is one link: picture, title and a line or two below. */
export function LinkCard({ to, state, picture, title, children }: LinkCardProps) {
  return (
    <Card component={Link} to={to} state={state} withBorder padding="md" radius="md" mih={76} h="100%">
      <Group wrap="nowrap" gap="md" h="100%">
        {picture}
        <Stack gap={2} miw={0}>
          {title}
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
