import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { syncMessages, trackerTexts as t } from '../../../shared/messages';
import { useNow } from '../../lib/use-now';
import { useOutboxSummary, useStoragePersisted } from '../../sync/hooks';
import { useStorageNoteHidden } from './storage-note';
import classes from './tracker-screen.module.css';

/** How long ago, in the largest whole unit: "12 s", "3 min", "2 h". */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/** How often the age of the oldest waiting change is worked out again. */
const AGE_TICK_MS = 5000;

/** What waits, in words; nothing before the queue is read, or a phone reopened with changes waiting says all is sent. */
function queueText(known: boolean, pending: number, refused: number): string | null {
  if (!known) return null;
  if (pending > 0) return t.pending(pending);
  return refused === 0 ? t.allSynced : null;
}

/**
 * Never the browser's scroll anchor: when the strip is the first thing on screen and a line of it comes or goes
 * (a server's error), the anchor is the next thing down, which then stays where it is under the scorer's thumb.
 */
const STRIP = { overflowAnchor: 'none' } as const;
const NO_SHRINK = { flexShrink: 0 } as const;
const GROW = { flex: 1 } as const;

/**
 * The outbox at a glance (docs/offline.md): online or not, how many writes wait, since when, the last error.
 * A tap online leaves its height as it was: the queue stays on the badge's line and the storage warning
 * shows whether or not anything waits (until the scorer hides it), so the players under it do not
 * move under the scorer's next tap. `aside` sits at the end of the first line.
 */
export const SyncStrip = memo(function SyncStrip({ aside }: { aside?: ReactNode }) {
  const { pending, oldestCreatedAt, lastError, refused, waitingForAuthor, online, known } = useOutboxSummary();
  const now = useNow(AGE_TICK_MS, pending > 0, true);
  const persisted = useStoragePersisted();
  const [noteHidden, hideNote] = useStorageNoteHidden();
  // A failed connection is what the badge says, not a line of its own that comes and goes with the signal.
  const noConnection = lastError === syncMessages.offline;
  const connected = online && !noConnection;
  return (
    <Stack
      gap={4}
      role="status"
      aria-label={t.title}
      data-testid="sync-strip"
      style={STRIP}
      className={classes.paintsAlone}
    >
      <Group gap="xs" wrap="nowrap" mih={44}>
        <Badge color={connected ? 'pitch' : 'gray'} variant={connected ? 'light' : 'filled'} style={NO_SHRINK}>
          {connected ? t.online : t.offline}
        </Badge>
        {/* Two lines at most: the line keeps the height of what sits beside it. */}
        <Text size="sm" c="dimmed" lineClamp={2} style={GROW}>
          {queueText(known, pending, refused)}
          {oldestCreatedAt !== null && ` · ${t.oldest(formatAge(now - oldestCreatedAt))}`}
        </Text>
        {aside}
      </Group>
      {waitingForAuthor > 0 && (
        <Text size="sm" c="orange.8">
          {t.waitingForAuthor(waitingForAuthor)}
        </Text>
      )}
      {refused > 0 && (
        <Text size="sm" c="red">
          {t.refusedCount(refused)}
        </Text>
      )}
      {persisted === false && !noteHidden && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" style={GROW}>
            {t.mayBeCleared}
          </Text>
          <CloseButton size={44} aria-label={t.hideStorageNote} onClick={hideNote} />
        </Group>
      )}
      {lastError && !noConnection && (
        <Text size="sm" c="red">
          {t.lastError(lastError)}
        </Text>
      )}
    </Stack>
  );
});
