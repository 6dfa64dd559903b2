import { Badge, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { trackerTexts as t } from '../../../shared/messages';
import { useOutboxSummary, useStoragePersisted } from '../../sync/hooks';
import { useNow } from './use-now';

/** How long ago, in the largest whole unit: "12 s", "3 min", "2 h". */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/** What waits, in words; nothing before the queue is read, or a phone reopened with changes waiting says all is sent. */
function queueText(known: boolean, pending: number, refused: number): string | null {
  if (!known) return null;
  if (pending > 0) return t.pending(pending);
  return refused === 0 ? t.allSynced : null;
}

/** The outbox at a glance (docs/offline.md): online or not, how many writes wait, since when, the last error. */
export const SyncStrip = memo(function SyncStrip() {
  const { pending, oldestCreatedAt, lastError, refused, waitingForAuthor, online, known } = useOutboxSummary();
  const now = useNow(pending > 0, 5000);
  const persisted = useStoragePersisted();
  return (
    <Group gap="xs" wrap="wrap" role="status" aria-label={t.title} data-testid="sync-strip">
      <Badge color={online ? 'pitch' : 'gray'} variant={online ? 'light' : 'filled'}>
        {online ? t.online : t.offline}
      </Badge>
      <Text size="sm" c="dimmed">
        {queueText(known, pending, refused)}
        {oldestCreatedAt !== null && ` · ${t.oldest(formatAge(now - oldestCreatedAt))}`}
      </Text>
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
      {pending > 0 && persisted === false && (
        <Text size="sm" c="dimmed">
          {t.mayBeCleared}
        </Text>
      )}
      {lastError && (
        <Text size="sm" c="red">
          {t.lastError(lastError)}
        </Text>
      )}
    </Group>
  );
});
