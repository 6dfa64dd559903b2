import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface EmptyStateProps {
  text: string;
  /** The next thing a visitor can do from here. */
  action?: { label: string; to: string };
  /** Other next steps, e.g. a button that opens a dialog. */
  children?: ReactNode;
}

export function EmptyState({ text, action, children }: EmptyStateProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="md" ta="center">
        <Text>{text}</Text>
        {action && (
          <Button component={Link} to={action.to} variant="light" mih={44}>
            {action.label}
          </Button>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
