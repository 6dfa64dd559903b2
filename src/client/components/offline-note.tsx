import { Alert } from '@mantine/core';
import { browseMessages } from '../../shared/messages';
import { formatSavedAt } from './date-format';

/** Says plainly that what follows came from the phone, not the server, and how old it is. */
export function OfflineNote({ savedAt }: { savedAt: number | undefined }) {
  const time = savedAt ? formatSavedAt(savedAt) : '—';
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {browseMessages.read.offlineSaved(time)}
    </Alert>
  );
}
