import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TrackerEvent, TrackerState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { useSyncStates } from '../../sync/hooks';
import { CorrectionDialog } from './correction-dialog';
import { describeEntry } from './describe-entry';
import { type EntrySync, entrySync } from './entry-sync';
import type { Recorder } from './tracker-actions';

interface EventsLogProps {
  fixtureId: string;
  state: TrackerState;
  teamNames: Record<string, string>;
  recorder: Recorder;
}

const COLOR = { saved: 'pitch', waiting: 'yellow', rejected: 'red' } as const;

function SyncBadge({ sync }: { sync: EntrySync }) {
  return (
    <Stack gap={2}>
      <Badge color={COLOR[sync.state]} variant="light" data-testid="sync-state">
        {t.syncState[sync.state]}
      </Badge>
      {sync.state === 'rejected' && (
        <Text size="xs" c="red">
          {t.rejectedBecause(sync.reason)}
        </Text>
      )}
    </Stack>
  );
}

/** The Match Events log, newest first: every tap, whether it still counts, and whether the server has it. */
export function EventsLog({ fixtureId, state, teamNames, recorder }: EventsLogProps) {
  const states = useSyncStates(fixtureId);
  const [correcting, setCorrecting] = useState<TrackerEvent | null>(null);
  const last = state.events.at(-1);
  const entries = [...state.log].reverse();
  return (
    <Stack gap="xs" component="section" aria-labelledby="match-events-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="match-events-title">
          {t.eventsTitle}
        </Title>
        <Button
          mih={44}
          variant="light"
          disabled={!last || state.locked}
          onClick={() => last && recorder.tap({ kind: 'UNDO', targetId: last.id })}
        >
          {t.undoLast}
        </Button>
      </Group>
      {entries.length === 0 && <Text c="dimmed">{t.noEvents}</Text>}
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => {
          const line = describeEntry(state, entry, teamNames);
          const correctable = line.counts && line.event && !line.event.isShootout && entry.kind === 'EVENT';
          return (
            <Paper component="li" key={entry.id} withBorder p="xs" radius="sm" data-testid="log-entry">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {line.minute !== null && (
                  <Text fw={700} miw={32} ta="right">
                    {line.minute}'
                  </Text>
                )}
                <Text size="sm" td={line.counts ? undefined : 'line-through'} c={line.counts ? undefined : 'dimmed'}>
                  {line.text}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
                <SyncBadge sync={entrySync(entry, states)} />
                {correctable && !state.locked && (
                  <Button mih={44} size="xs" variant="subtle" onClick={() => setCorrecting(line.event)}>
                    {t.correct}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <CorrectionDialog
        event={correcting}
        state={state}
        teamNames={teamNames}
        onClose={() => setCorrecting(null)}
        recorder={recorder}
      />
    </Stack>
  );
}
