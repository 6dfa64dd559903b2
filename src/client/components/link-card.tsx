import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EntityAvatar } from './entity-avatar';

interface LinkCardProps {
  to: string;
  state?: unknown;
  /** Picture beside the title; its initials are the fallback. */
  image: string | null;
  name: string;
  title: ReactNode;
  children?: ReactNode;
}

/** A whole card that is one link: picture, title and a line or two below. */
export function LinkCard({ to, state, image, name, title, children }: LinkCardProps) {
  return (
    <Card component={Link} to={to} state={state} withBorder padding="md" radius="md" mih={76} h="100%">
      <Group wrap="nowrap" gap="md" h="100%">
        <EntityAvatar src={image} name={name} size={48} />
        <Stack gap={2} miw={0}>
          {title}
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
