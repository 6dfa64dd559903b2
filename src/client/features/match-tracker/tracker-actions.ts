import { useEffect, useMemo, useRef } from 'react';
import { findPlayer, type TrackerEntry, type TrackerState, teamById } from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { afterPaint } from '../../sync/after-paint';
import type { EntryDraft, RecordResult } from './use-tracker';
import { buzz } from './wake-lock';

export interface Recorder {
  /** Records a tap; answers whether it was saved. Toasts say what happened (docs/rules.md#the-match-tracker). */
  tap: (draft: EntryDraft) => Promise<boolean>;
}

const nameOf = (state: TrackerState, teamId: string, playerId: string) => {
  const team = teamById(state, teamId);
  return (team && findPlayer(team, playerId)?.name) ?? '';
};

/** The fixed failure text of a write the phone could not store, or the server refused. */
function failureText(draft: EntryDraft): string {
  if (draft.kind === 'EVENT' && draft.type === 'PENALTY') return t.failedPenalty;
  if (draft.kind === 'SHOOTOUT_KICK') return t.failedPenalty;
  if (draft.kind === 'EVENT' && draft.type === 'OFFSIDE') return t.failedOffside;
  return t.failedEvent;
}

function successToast(draft: EntryDraft, after: TrackerState) {
  switch (draft.kind) {
    case 'EVENT': {
      const player = nameOf(after, draft.teamId, draft.playerId);
      if (draft.type === 'PENALTY') toast.success(t.penaltyRecorded(player, draft.penaltyOutcome ?? ''));
      // After a red card the Substitution needed prompt asks what the team does: no toast speaks for it.
      else toast.success(t.recorded(draft.type, player));
      return;
    }
    case 'SUBSTITUTION':
      toast.success(
        t.substituted(nameOf(after, draft.teamId, draft.playerOnId), nameOf(after, draft.teamId, draft.playerOffId)),
      );
      return;
    case 'UNDO':
      toast.success(t.undone);
      return;
    case 'CORRECTION':
      toast.success(t.corrected);
      return;
    default:
      return;
  }
}

/** The screen's one way to record: the rules' refusal or a storage failure becomes a toast. */
export function useRecorder(record: (draft: EntryDraft) => Promise<RecordResult>): Recorder {
  return useMemo(
    () => ({
      tap: async (draft) => {
        const result = await record(draft);
        if (result.ok) {
          buzz(); // felt, for a scorer whose eyes are on the play
          // After the saved entry is on screen: the toast is news of it, and must not hold it back.
          afterPaint(() => successToast(draft, result.state));
          return true;
        }
        if (result.reason !== null) toast.error(result.reason);
        else {
          console.error(result.error);
          toast.error(failureText(draft));
        }
        return false;
      },
    }),
    [record],
  );
}

/**
 * The fixed failure toast for each entry the server refuses while the screen is open (a
 * substitution's failure is only shown in the log). Refusals seen before are not
 * toasted again.
 */
export function useRefusalToasts(refused: readonly { entry: TrackerEntry }[]) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = refused.map((r) => r.entry.id);
    if (!seen.current) {
      seen.current = new Set(ids);
      return;
    }
    for (const { entry } of refused) {
      if (seen.current.has(entry.id)) continue;
      seen.current.add(entry.id);
      if (entry.kind !== 'SUBSTITUTION') toast.error(failureText(entry));
    }
  }, [refused]);
}
