import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface ProblemAlertProps {
  message: string;
  /** The button's words: 'Retry', or a screen's own, e.g. 'Retry Loading'. */
  retryLabel: string;
  onRetry: () => unknown;
  color?: string;
}

/** Something could not be loaded: what went wrong, and a Retry that spins until the new try ends. */
export function ProblemAlert({ message, retryLabel, onRetry, color = 'red' }: ProblemAlertProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert role="alert" color={color} variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button onClick={() => void retry()} loading={busy} mih={44}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
