import { Alert } from '@mantine/core';
import { browseMessages } from '../../shared/messages';
import type { SavedReason } from '../lib/use-cached-read';
import { formatSavedAt } from './date-format';

const text = browseMessages.read;
const NOTES: Record<SavedReason, (time: string) => string> = {
  offline: text.offlineSaved,
  unreachable: text.unreachableSaved,
  server: text.serverSaved,
  slow: text.slowSaved,
};

/**
 * Says plainly that what follows came from the phone, not the server, how old it is, and why:
 * "Offline" only when the phone has no network (docs/offline.md).
 */
export function OfflineNote({ savedAt, reason }: { savedAt: number | undefined; reason: SavedReason | undefined }) {
  const time = savedAt ? formatSavedAt(savedAt) : '—';
  return (
    <Alert
      role="status"
      color={reason === 'slow' ? 'gray' : 'yellow'}
      variant="light"
      mb="md"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {NOTES[reason ?? 'offline'](time)}
    </Alert>
  );
}
