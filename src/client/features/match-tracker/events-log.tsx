import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
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

interface LogRowProps {
  minute: number | null;
  text: string;
  counts: boolean;
  syncState: EntrySync['state'];
  reason: string | null;
  /** The event to correct, null when it cannot be corrected. */
  event: TrackerEvent | null;
  onCorrect: (event: TrackerEvent) => void;
}

/** One entry; memoised on plain values, so a tap renders only the rows it changed. */
const LogRow = memo(function LogRow({ minute, text, counts, syncState, reason, event, onCorrect }: LogRowProps) {
  return (
    <Paper component="li" withBorder p="xs" radius="sm" data-testid="log-entry">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {minute !== null && (
          <Text fw={700} miw={32} ta="right">
            {minute}'
          </Text>
        )}
        <Text size="sm" td={counts ? undefined : 'line-through'} c={counts ? undefined : 'dimmed'}>
          {text}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={4}>
        <Stack gap={2}>
          <Badge color={COLOR[syncState]} variant="light" data-testid="sync-state">
            {t.syncState[syncState]}
          </Badge>
          {reason !== null && (
            <Text size="xs" c="red">
              {t.rejectedBecause(reason)}
            </Text>
          )}
        </Stack>
        {event && !event.isShootout && (
          <Button mih={44} size="xs" variant="subtle" onClick={() => onCorrect(event)}>
            {t.correct}
          </Button>
        )}
      </Group>
    </Paper>
  );
});

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
          const event = line.counts && !state.locked && entry.kind === 'EVENT' ? line.event : null;
          const sync = entrySync(entry, states);
          return (
            <LogRow
              key={entry.id}
              minute={line.minute}
              text={line.text}
              counts={line.counts}
              syncState={sync.state}
              reason={sync.state === 'rejected' ? sync.reason : null}
              event={event}
              onCorrect={setCorrecting}
            />
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
