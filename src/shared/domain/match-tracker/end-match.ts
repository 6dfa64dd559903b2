/**
 * The End Match confirmation (docs/rules.md#the-match-tracker): with the score level it offers
 * 'End Match as Draw', 'Play Extra Time' or 'Go to Penalty Shootout'; otherwise it shows the final score with Cancel/Confirm.
 * Extra time is played once: during it the level dialog offers the draw and the shootout only.
 * A knockout match cannot end level (formats/knockout-result.ts): its level dialog offers no draw.
 * A match of a format's groups or league counts in a table, where level is a draw: it offers only that.
 */
import { decideKnockout, type KnockoutProblem, type MatchScore } from '../formats';
import type { Score } from '../score';
import {
  END_MATCH_CANCEL,
  END_MATCH_CONFIRM,
  END_MATCH_DRAW,
  END_MATCH_EXTRA_TIME,
  END_MATCH_SHOOTOUT,
} from './messages';
import { wentToExtraTime } from './rewrites';
import { closedProblem, isLevel, PLAYING_STAGES } from './stages';
import type { TrackerEntry, TrackerState } from './types';

export type LevelAction = typeof END_MATCH_DRAW | typeof END_MATCH_EXTRA_TIME | typeof END_MATCH_SHOOTOUT;
export type DecidedAction = typeof END_MATCH_CANCEL | typeof END_MATCH_CONFIRM;
export type EndMatchAction = LevelAction | DecidedAction;

export type EndMatchOptions =
  /** `problem`: why a knockout match cannot end as it stands (the dialog explains it), null in a league. */
  | { level: true; finalScore: Score; actions: LevelAction[]; problem: KnockoutProblem | null }
  | { level: false; finalScore: Score; actions: DecidedAction[] };

const LEVEL_ACTIONS: readonly LevelAction[] = [END_MATCH_DRAW, END_MATCH_EXTRA_TIME, END_MATCH_SHOOTOUT];

/** Why the match cannot end with its score now: only a knockout match (`knockout`) must have a winner. */
export function knockoutEndProblem(state: TrackerState, knockout: boolean): KnockoutProblem | null {
  if (!knockout) return null;
  const decision = decideKnockout({ ...state.score, extraTime: false });
  return 'problem' in decision ? decision.problem : null;
}

/**
 * What the End Match dialog offers now, or null when End Match is not available. `knockout`: a
 * bracket match, which needs a winner; `tableMatch`: a group or league match of a format, drawn when level.
 */
export function endMatchOptions(state: TrackerState, knockout = false, tableMatch = false): EndMatchOptions | null {
  if (closedProblem(state) || !state.started || !PLAYING_STAGES.includes(state.stage)) return null;
  const finalScore = state.score;
  if (!isLevel(state)) return { level: false, finalScore, actions: [END_MATCH_CANCEL, END_MATCH_CONFIRM] };
  const problem = knockoutEndProblem(state, knockout);
  if (tableMatch) return { level: true, finalScore, actions: [END_MATCH_DRAW], problem };
  const actions = LEVEL_ACTIONS.filter(
    (action) =>
      !(action === END_MATCH_DRAW && problem) && !(action === END_MATCH_EXTRA_TIME && state.stage === 'Extra Time'),
  );
  return { level: true, finalScore, actions, problem };
}

/** The log entry an End Match choice appends (id and time come from the caller), or null for Cancel. */
export function endMatchEntry(action: EndMatchAction, id: string, at: number): TrackerEntry | null {
  switch (action) {
    case END_MATCH_DRAW:
    case END_MATCH_CONFIRM:
      return { kind: 'STAGE', stage: 'FULL_TIME', id, at };
    case END_MATCH_EXTRA_TIME:
      return { kind: 'STAGE', stage: 'EXTRA_TIME', id, at };
    case END_MATCH_SHOOTOUT:
      return { kind: 'SHOOTOUT_START', id, at };
    case END_MATCH_CANCEL:
      return null;
  }
}

/** The result of a match the log has ended (Full Time or after the shootout), or null while it goes on. */
export function finalResult(state: TrackerState): MatchScore | null {
  if (!state.locked) return null;
  return { ...state.score, extraTime: wentToExtraTime(state.log) };
}
