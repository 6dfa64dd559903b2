/** The live match tracker: a reducer over the append-only log the phone stores and syncs. */
export { elapsedMs, elapsedSeconds, formatClock, minuteAt } from './clock';
export { DUPLICATE_WINDOW_MS } from './duplicates';
export {
  type DecidedAction,
  type EndMatchAction,
  type EndMatchOptions,
  endMatchEntry,
  endMatchOptions,
  finalResult,
  type LevelAction,
} from './end-match';
export { STAT_TYPES } from './match-events';
export {
  END_MATCH_CANCEL,
  END_MATCH_CONFIRM,
  END_MATCH_DRAW,
  END_MATCH_EXTRA_TIME,
  END_MATCH_SHOOTOUT,
  trackerMessages,
} from './messages';
export {
  findPlayer,
  goalkeepersOnField,
  onField,
  playerStatus,
  restingPosition,
  substitutes,
  teamById,
  toPosition,
} from './players';
export {
  admit,
  apply,
  canApply,
  entryOrder,
  initialState,
  minuteOfTap,
  type Replayed,
  replay,
  replayFrom,
} from './reducer';
export {
  type CorrectionValues,
  type Counted,
  correctedValues,
  counting,
  countingEvents,
  extraTimeStart,
  wentToExtraTime,
  wentToShootout,
} from './rewrites';
export {
  canEndShootout,
  isShootoutComplete,
  kickers,
  nextKicker,
  SHOOTOUT_ROUNDS,
  type ShootoutTally,
  shootoutTally,
  teamToKick,
} from './shootout';
export { isLevel, statusFor } from './stages';
export type * from './types';
