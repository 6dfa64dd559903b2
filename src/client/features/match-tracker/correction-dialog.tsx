import { Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import {
  type Correction,
  type PenaltyOutcome,
  STAT_TYPES,
  type StatType,
  type TeamState,
  type TrackerEvent,
} from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { MAX_EVENT_MINUTE } from '../../../shared/schemas/match-day';
import { INLINE_MODAL } from './inline-modal';
import type { Recorder } from './tracker-actions';

interface CorrectionDialogProps {
  event: TrackerEvent | null;
  /** The two teams as they stand, for the player list: the same objects from tap to tap until a team changes. */
  home: TeamState;
  away: TeamState;
  teamNames: Record<string, string>;
  recorder: Recorder;
  onClose: () => void;
}

const OUTCOMES: readonly PenaltyOutcome[] = ['SCORED', 'MISSED', 'SAVED'];

/** The correction being made, its minute as typed. */
type Draft = Omit<Required<Correction>, 'minute'> & { minute: string };

/**
 * The minute typed, or why it cannot be saved: left empty, not in digits alone ('-5', '45.5'), or
 * past the last minute an event can have. A minute after the clock's is allowed: the clock may have
 * been started late.
 */
function readMinute(typed: string): { minute: number } | { problem: string } {
  const value = typed.trim();
  if (value === '') return { problem: t.minuteRequired };
  if (!/^\d+$/.test(value)) return { problem: t.minuteDigits };
  const minute = Number(value);
  return minute > MAX_EVENT_MINUTE ? { problem: t.minuteRange(MAX_EVENT_MINUTE) } : { minute };
}

/** The fields that differ from the event as it counts now: the correction sends only those. */
function changes(event: TrackerEvent, draft: Required<Correction>): Correction {
  const out: Correction = {};
  if (draft.playerId !== event.playerId) out.playerId = draft.playerId;
  if (draft.minute !== event.minute) out.minute = draft.minute;
  if (draft.type !== event.type) out.type = draft.type;
  if (draft.type === 'PENALTY' && draft.penaltyOutcome !== event.penaltyOutcome)
    out.penaltyOutcome = draft.penaltyOutcome;
  return out;
}

/**
 * Correct the player, minute or type of an event: a new log entry, the original stays (docs/match-log.md).
 * Memoised: closed, it does not render again with each tap's new log row.
 */
export const CorrectionDialog = memo(function CorrectionDialog({
  event,
  home,
  away,
  teamNames,
  recorder,
  onClose,
}: CorrectionDialogProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [minuteError, setMinuteError] = useState<string | null>(null);
  useEffect(() => {
    setMinuteError(null);
    setDraft(
      event
        ? {
            playerId: event.playerId,
            minute: String(event.minute),
            type: event.type as StatType,
            penaltyOutcome: event.penaltyOutcome,
          }
        : null,
    );
  }, [event]);
  const players = [home, away].map((team) => ({
    group: teamNames[team.teamId] ?? team.side,
    items: team.players.map((p) => ({ value: p.playerId, label: t.playerButton(p.name, p.jerseyNumber) })),
  }));
  const save = async () => {
    if (!event || !draft) return;
    const read = readMinute(draft.minute);
    setMinuteError('problem' in read ? read.problem : null);
    if ('problem' in read) return;
    const fields = changes(event, { ...draft, minute: read.minute });
    if (await recorder.tap({ kind: 'CORRECTION', targetId: event.id, ...fields })) onClose();
  };
  return (
    <Modal {...INLINE_MODAL} opened={!!event && !!draft} onClose={onClose} title={t.correctTitle} centered>
      {draft && (
        <Stack gap="sm">
          <Select
            size="lg"
            label={t.player}
            data={players}
            value={draft.playerId}
            onChange={(v) => v && setDraft({ ...draft, playerId: v })}
            allowDeselect={false}
            searchable
          />
          <TextInput
            size="lg"
            // Not a NumberInput: it drops a '-' or a '.' as they are typed, so '-5' was saved as 5 and
            // '45.5' read 455. Here what is typed stays, and is checked on save.
            inputMode="numeric"
            autoComplete="off"
            label={t.minute}
            value={draft.minute}
            onChange={(e) => setDraft({ ...draft, minute: e.currentTarget.value })}
            error={minuteError}
          />
          <Select
            size="lg"
            label={t.type}
            data={STAT_TYPES.map((type) => ({ value: type, label: t.statLabel(type) }))}
            value={draft.type}
            onChange={(v) => v && setDraft({ ...draft, type: v as StatType })}
            allowDeselect={false}
          />
          {draft.type === 'PENALTY' && (
            <Select
              size="lg"
              label={t.penaltyOutcomeLabel}
              data={OUTCOMES.map((o) => ({ value: o, label: t.outcomes[o] }))}
              value={draft.penaltyOutcome}
              onChange={(v) => setDraft({ ...draft, penaltyOutcome: v as PenaltyOutcome })}
              allowDeselect={false}
            />
          )}
          <SimpleGrid cols={2} spacing="xs">
            <Button mih={48} variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button mih={48} onClick={save}>
              {t.saveCorrection}
            </Button>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
});
