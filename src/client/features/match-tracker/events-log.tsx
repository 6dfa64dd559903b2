import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { LOG_ROWS_SHOWN } from '../../../shared/constants';
import type { StatType, TrackerEntry, TrackerEvent, TrackerState } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import type { SyncState } from '../../sync/hooks';
import { dismissRefused, retryRefused } from '../../sync/refused';
import { CorrectionDialog } from './correction-dialog';
import { describeEntry } from './describe-entry';
import { useDoubledTap } from './doubled-tap';
import { type EntrySync, entrySync } from './entry-sync';
import type { Recorder } from './tracker-actions';
import classes from './tracker-screen.module.css';

interface EventsLogProps {
  /** Where each of this phone's changes stands; an entry the queue's read has not seen yet waits (useTracker). */
  syncStates: ReadonlyMap<string, SyncState>;
  state: TrackerState;
  refused: readonly { entry: TrackerEntry; reason: string }[];
  conflicting: readonly { entry: TrackerEntry; reason: string }[];
  teamNames: Record<string, string>;
  recorder: Recorder;
}

const COLOR = { saved: 'pitch', waiting: 'yellow', rejected: 'red' } as const;

type NoteKind = 'duplicate' | 'merged' | 'refused' | 'undone' | null;

/**
 * Once the scorer has asked for the whole log, a row out of sight is not laid out or painted (its
 * height is taken from the last time it was): a new row costs the browser the rows on screen, not
 * the whole match. The rows stay in the document, for screen readers, search and the tests.
 * Not for the newest rows alone: a new row would cost a second layout of the page, once the
 * browser has found it in sight.
 */
const ROW_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 96px' } as const;

/** Plain values only, so that a replay's new objects re-render just the rows that changed. */
interface LogRowProps {
  id: string;
  minute: number | null;
  text: string;
  counts: boolean;
  syncState: EntrySync['state'];
  reason: string | null;
  note: NoteKind;
  /** The stat's label, for the answers to a probable duplicate. */
  label: string;
  /** Whether the entry is an event that can be corrected now. */
  correctable: boolean;
  onCorrect: (id: string) => void;
  onAnswer: (targetId: string, same: boolean) => void;
  /** Whether the row is drawn only when in sight. */
  lazy: boolean;
}

type RowNoteProps = Pick<LogRowProps, 'id' | 'note' | 'label' | 'onAnswer'>;

function RowNote({ id, note, label, onAnswer }: RowNoteProps) {
  if (!note) return null;
  if (note === 'merged') return <Text size="xs">{t.mergedNote}</Text>;
  if (note === 'undone') return <Text size="xs">{t.undoneNote}</Text>;
  if (note === 'refused')
    return (
      <Group gap="xs">
        <Button mih={44} size="xs" variant="light" onClick={() => void retryRefused(id)}>
          {t.retry}
        </Button>
        <Button mih={44} size="xs" variant="subtle" color="gray" onClick={() => void dismissRefused(id)}>
          {t.dismiss}
        </Button>
      </Group>
    );
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {t.duplicateNote}
      </Text>
      <Group gap="xs">
        <Button mih={44} size="xs" variant="light" onClick={() => onAnswer(id, true)}>
          {t.sameFact(label)}
        </Button>
        <Button mih={44} size="xs" variant="light" onClick={() => onAnswer(id, false)}>
          {t.twoFacts(label)}
        </Button>
      </Group>
    </Stack>
  );
}

/** One entry; memoised on plain values, so a tap renders only the rows it changed. */
const LogRow = memo(function LogRow(props: LogRowProps) {
  const { id, minute, text, counts, syncState, reason, note, label, correctable, onCorrect, onAnswer, lazy } = props;
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      data-testid="log-entry"
      data-entry-id={id}
      style={lazy ? ROW_STYLE : undefined}
    >
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
      <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
        <Stack gap={2}>
          {/* Saved but not counting (undone, a probable duplicate): in the plain colours, as green would read as counted. */}
          <Badge
            color={COLOR[syncState]}
            variant={!counts && syncState === 'saved' ? 'default' : 'light'}
            data-testid="sync-state"
          >
            {t.syncState[syncState]}
          </Badge>
          {reason !== null && (
            <Text size="xs" c="red">
              {reason}
            </Text>
          )}
          <RowNote id={id} note={note} label={label} onAnswer={onAnswer} />
        </Stack>
        {correctable && (
          <Button mih={44} size="xs" variant="subtle" onClick={() => onCorrect(id)}>
            {t.correct}
          </Button>
        )}
      </Group>
    </Paper>
  );
});

function noteOf(state: TrackerState, entry: TrackerEntry, refused: boolean, undone: ReadonlySet<string>): NoteKind {
  if (refused) return 'refused';
  if (state.merged.includes(entry.id)) return 'merged';
  if (state.duplicates.some((d) => d.id === entry.id)) return 'duplicate';
  if (undone.has(entry.id)) return 'undone';
  return null;
}

/**
 * The Match Events log, newest first: every entry of every phone, whether it still counts, and
 * whether the server has it; this phone's refused entries with Retry and Dismiss.
 */
export const EventsLog = memo(function EventsLog({
  syncStates: states,
  state,
  refused,
  conflicting,
  teamNames,
  recorder,
}: EventsLogProps) {
  const [correctingId, setCorrectingId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const eventsById = useMemo(() => new Map(state.events.map((e) => [e.id, e])), [state.events]);
  const correcting: TrackerEvent | null = (correctingId && eventsById.get(correctingId)) || null;
  const last = state.events.at(-1);
  const refusedIds = new Set(refused.map((r) => r.entry.id));
  const conflicts = new Map(conflicting.map((r) => [r.entry.id, r.reason]));
  // Taken back by an Undo, and not counting since (an Undo the match's rules set aside leaves it counting).
  const undone = useMemo(
    () =>
      new Set(
        state.log.flatMap((entry) =>
          entry.kind === 'UNDO' && !eventsById.has(entry.targetId) ? [entry.targetId] : [],
        ),
      ),
    [state.log, eventsById],
  );
  const entries = useMemo(
    () =>
      [...state.log, ...refused.map((r) => r.entry), ...conflicting.map((r) => r.entry)].sort((a, b) => b.at - a.at),
    [state.log, refused, conflicting],
  );
  // An earlier entry that asks the scorer something (refused, won't count, a probable duplicate) stays in view.
  const asks = (entry: TrackerEntry) =>
    refusedIds.has(entry.id) ||
    conflicts.has(entry.id) ||
    states.get(entry.id)?.state === 'rejected' ||
    noteOf(state, entry, false, undone) === 'duplicate';
  const shown = showAll ? entries : entries.filter((entry, i) => i < LOG_ROWS_SHOWN || asks(entry));
  const closeCorrection = useCallback(() => setCorrectingId(null), []);
  // A doubled tap on Undo would take back the event before the last one too: a goal, say.
  const doubledUndo = useDoubledTap();
  const answer = useCallback(
    (targetId: string, same: boolean) => void recorder.tap({ kind: 'RESOLVE_DUPLICATE', targetId, same }),
    [recorder],
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="match-events-title" className={classes.paintsAlone}>
      <Group justify="space-between">
        <Title order={2} size="h4" id="match-events-title">
          {t.eventsTitle}
        </Title>
        <Button
          mih={44}
          variant="light"
          disabled={!last || state.locked}
          onClick={() => last && !doubledUndo() && recorder.tap({ kind: 'UNDO', targetId: last.id })}
        >
          {t.undoLast}
        </Button>
      </Group>
      {entries.length === 0 && <Text c="dimmed">{t.noEvents}</Text>}
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((entry) => {
          const isRefused = refusedIds.has(entry.id);
          const conflict = conflicts.get(entry.id);
          const line = describeEntry(state, entry, teamNames, eventsById);
          const correctable = line.counts && !state.locked && entry.kind === 'EVENT' && !isRefused;
          const sync = entrySync(entry.id, states);
          return (
            <LogRow
              key={entry.id}
              id={entry.id}
              minute={line.minute}
              text={line.text}
              counts={line.counts && !isRefused && conflict === undefined}
              syncState={sync.state}
              reason={
                sync.state === 'rejected' ? t.rejectedBecause(sync.reason) : conflict ? t.wontCount(conflict) : null
              }
              note={noteOf(state, entry, isRefused, undone)}
              label={entry.kind === 'EVENT' ? t.statLabel(entry.type as StatType) : ''}
              correctable={correctable}
              onCorrect={setCorrectingId}
              onAnswer={answer}
              lazy={showAll}
            />
          );
        })}
      </Stack>
      {shown.length < entries.length && (
        <Button mih={44} variant="subtle" onClick={() => setShowAll(true)}>
          {t.showEarlier(entries.length - shown.length)}
        </Button>
      )}
      <CorrectionDialog
        event={correcting}
        home={state.home}
        away={state.away}
        teamNames={teamNames}
        onClose={closeCorrection}
        recorder={recorder}
      />
    </Stack>
  );
});
