import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../shared/messages';
import type { CachedReadState } from '../lib/use-cached-read';
import { useGoBack } from '../lib/use-go-back';
import { OfflineNote } from './offline-note';
import { PlaceholderGroup } from './placeholder';
import { ProblemAlert } from './problem-alert';

const text = browseMessages.read;

interface ReadStateProps<T> {
  read: CachedReadState<T>;
  /** Placeholders shaped like the content (docs/rules.md#timings-and-counts). */
  skeleton: ReactNode;
  /** A visible loading text where the screen has one; otherwise screen readers hear "Loading…". */
  loadingText?: string;
  /** Whether to say the data came from the phone (a panel inside a page that says it already does not). */
  withNote?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The thing does not exist (an unknown, deleted or malformed id): trying again will not help, going
 * back or home will, as on the page-not-found screen.
 */
function GoneAlert({ message }: { message: string }) {
  const goBack = useGoBack();
  return (
    <Alert role="alert" color="gray" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Group gap="sm">
          <Button mih={44} variant="default" onClick={goBack}>
            {text.goBack}
          </Button>
          <Button mih={44} component={Link} to="/">
            {text.returnHome}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The read's content, drawn again only when its data or its drawing changes: a refresh that brought
 * nothing new (useCachedRead keeps the same data) redraws none of a tournament's cards.
 */
const ReadContent = memo(function ReadContent({ data, render }: { data: unknown; render: (data: never) => ReactNode }) {
  return render(data as never);
});

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
        <PlaceholderGroup gap="sm">{skeleton}</PlaceholderGroup>
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
  // Not found, or an address whose id the server refuses as no id at all: neither comes back on Retry.
  if (read.status === 'error' && (read.error?.status === 404 || read.error?.status === 400))
    return <GoneAlert message={text.error(read.error.message)} />;
  if (read.status === 'error' || read.data === undefined || read.data === null) {
    const reason = read.error?.message ?? text.noData;
    return <ProblemAlert message={text.error(reason)} retryLabel={text.retry} onRetry={read.refresh} />;
  }
  return (
    <>
      {withNote && read.status === 'saved' && <OfflineNote savedAt={read.savedAt} reason={read.reason} />}
      <ReadContent data={read.data} render={children} />
    </>
  );
}
