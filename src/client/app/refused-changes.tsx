import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { syncMessages as m } from '../../shared/messages';
import { localDb, type RejectedRow } from '../db/local-db';
import { dismissRefused, retryRefused } from '../sync/refused';

/** The tracker lists its own refused entries in its log; this lists every other refused change. */
const TRACKER_PATH = '/api/matchLog/entry';

function describe(row: RejectedRow): string {
  if (row.path.startsWith('/api/lineup/')) return m.refusedLineup;
  if (row.path.startsWith('/api/fixture/')) return m.refusedFixture;
  return m.refusedOther;
}

/**
 * Changes saved on this phone that the server refused (docs/offline.md): nothing is dropped silently,
 * each can be sent again or let go.
 */
export default function RefusedChanges() {
  const rows = useLiveQuery(() => localDb.rejected.orderBy('rejectedAt').toArray(), []);
  const refused = (rows ?? []).filter((row) => row.path !== TRACKER_PATH);
  if (refused.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={m.refusedTitle(refused.length)} mb="md" role="alert">
      <Stack gap="xs">
        {refused.map((row) => (
          <Group key={row.id} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              {describe(row)}: {row.reason}
            </Text>
            <Group gap="xs">
              <Button mih={44} size="xs" variant="light" onClick={() => void retryRefused(row.id)}>
                {m.retry}
              </Button>
              <Button mih={44} size="xs" variant="subtle" color="gray" onClick={() => void dismissRefused(row.id)}>
                {m.dismiss}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
