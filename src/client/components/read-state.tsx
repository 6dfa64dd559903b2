import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { browseMessages } from '../../shared/messages';
import type { CachedReadState } from '../lib/use-cached-read';
import { OfflineNote } from './offline-note';

const text = browseMessages.read;

interface ReadStateProps<T> {
  read: CachedReadState<T>;
  /** Placeholders shaped like the content (SPEC §9 counts). */
  skeleton: ReactNode;
  /** A visible loading text where SPEC names one; otherwise screen readers hear "Loading…". */
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The five states of a cached read, the same on every screen: skeletons while loading, the data
 * (with a note when it came from the phone), a plain offline message or the server's error, each
 * with Retry. Never a spinner without an end.
 */
export function ReadState<T>({ read, skeleton, loadingText, children }: ReadStateProps<T>) {
  if (read.status === 'loading') {
    return (
      <Stack gap="sm" aria-busy="true">
        <div role="status">
          {loadingText ? <Text c="dimmed">{loadingText}</Text> : <VisuallyHidden>{text.loading}</VisuallyHidden>}
        </div>
        {skeleton}
      </Stack>
    );
  }
  if (read.status === 'missing') return <ReadProblem message={text.offlineMissing} color="gray" retry={read.refresh} />;
  if (read.status === 'error' || read.data === undefined || read.data === null) {
    const reason = read.error?.message ?? text.noData;
    return <ReadProblem message={text.error(reason)} color="red" retry={read.refresh} />;
  }
  return (
    <>
      {read.status === 'saved' && <OfflineNote savedAt={read.savedAt} />}
      {children(read.data)}
    </>
  );
}

function ReadProblem({ message, color, retry }: { message: string; color: string; retry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const onRetry = async () => {
    setBusy(true);
    try {
      await retry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert role="alert" color={color} variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button onClick={onRetry} loading={busy} mih={44}>
          {text.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
