import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { browseMessages } from '../../shared/messages';
import type { CachedReadState } from '../lib/use-cached-read';
import { OfflineNote } from './offline-note';
import { ProblemAlert } from './problem-alert';

const text = browseMessages.read;

interface ReadStateProps<T> {
  read: CachedReadState<T>;
  /** Placeholders shaped like the content (SPEC §9 counts). */
  skeleton: ReactNode;
  /** A visible loading text where SPEC names one; otherwise screen readers hear "Loading…". */
  loadingText?: string;
  /** Whether to say the data came from the phone (a panel inside a page that says it already does not). */
  withNote?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The five states of a cached read, the same on every screen: skeletons while loading, the data
 * (with a note when it came from the phone), a plain offline message or the server's error, each
 * with Retry. Never a spinner without an end.
 */
export function ReadState<T>({ read, skeleton, loadingText, withNote = true, children }: ReadStateProps<T>) {
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
  if (read.status === 'missing') {
    const message =
      read.reason === 'server'
        ? text.serverMissing
        : read.reason === 'unreachable'
          ? text.unreachableMissing
          : text.offlineMissing;
    return <ProblemAlert message={message} color="gray" retryLabel={text.retry} onRetry={read.refresh} />;
  }
  if (read.status === 'error' || read.data === undefined || read.data === null) {
    const reason = read.error?.message ?? text.noData;
    return <ProblemAlert message={text.error(reason)} retryLabel={text.retry} onRetry={read.refresh} />;
  }
  return (
    <>
      {withNote && read.status === 'saved' && <OfflineNote savedAt={read.savedAt} reason={read.reason} />}
      {children(read.data)}
    </>
  );
}
