/**
 * Texts of the live match tracker. Fixed wordings (marked) are kept exactly (docs/rules.md#texts);
 * the others name rules that have no fixed wording. Kept here, beside the rules, so that only the tracker route loads them.
 */
export const trackerMessages = {
  /** Fixed wording. */
  selectStat: 'Please select a stat first.',
  /** Fixed wording. */
  oneGoalkeeper: 'You must have at least one goalkeeper on the field.',
  selectPlayer: 'Please select a player first.',
  choosePenaltyOutcome: 'Please choose whether the penalty was scored.',
  locked: 'The match is over: nothing more can be recorded.',
  inShootout: 'The penalty shootout is under way: only kicks can be recorded.',
  notInLineup: 'This player is not in the lineup.',
  notOnField: 'This player is not on the field.',
  sentOff: 'This player has been sent off and cannot take part any more.',
  alreadyOnField: 'This player is already on the field.',
  notSentOff: 'This player has not been sent off.',
  samePlayer: 'Choose two different players.',
  unknownTeam: 'This team does not play in this match.',
  clockRunning: 'The clock is already running.',
  clockStopped: 'The clock is not running.',
  halfTimeClock: 'It is half time: start the second half to restart the clock.',
  notStarted: 'Start the match first.',
  badStage: (from: string, to: string) => `The match cannot go from ${from} to ${to}.`,
  notLevel: 'The score is not level.',
  noShootout: 'There is no penalty shootout under way.',
  wrongTurn: "It is the other team's turn to kick.",
  notAKicker: 'Only outfield players on the field take kicks in the shootout.',
  shootoutDecided: 'The shootout is decided: end it.',
  shootoutNotDecided: 'The shootout is not decided yet.',
  duplicate: 'This entry has already been recorded.',
  unknownEntry: 'This entry is not understood.',
  noTarget: 'That entry does not count any more, or cannot be changed.',
  nothingToCorrect: 'The correction changes nothing.',
  outcomeOnlyForPenalty: 'Only a penalty has an outcome.',
  badMinute: 'The minute must be a whole number of at least 0.',
  notADuplicate: 'That entry is not waiting for an answer.',
  conflict: (reason: string) => `Later entries depend on this one (${reason}): change them first.`,
} as const;

/** End Match dialog labels (fixed wording). */
export const END_MATCH_DRAW = 'End Match as Draw';
export const END_MATCH_EXTRA_TIME = 'Play Extra Time';
export const END_MATCH_SHOOTOUT = 'Go to Penalty Shootout';
export const END_MATCH_CANCEL = 'Cancel';
export const END_MATCH_CONFIRM = 'Confirm';
