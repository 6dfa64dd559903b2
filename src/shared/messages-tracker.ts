/**
 * Texts of the live match tracker screen (docs/rules.md#the-match-tracker). Fixed wordings are kept
 * exactly (docs/rules.md#texts); the rules' own refusals live beside the rules (domain/match-tracker/messages.ts).
 */
import type { StatType } from './domain/match-tracker';

const STAT_LABELS: Record<StatType, string> = {
  GOAL: 'Goal',
  OWN_GOAL: 'Own Goal',
  ASSIST: 'Assist',
  SAVE: 'Save',
  FOUL: 'Foul',
  YELLOW_CARD: 'Yellow Card',
  RED_CARD: 'Red Card',
  OFFSIDE: 'Offside',
  PENALTY: 'Penalty',
};

export const trackerTexts = {
  title: 'Match Tracker',
  heading: (home: string, away: string) => `Match Tracker: ${home} v ${away}`,
  loading: 'Loading the match...',
  noLineups: 'No lineups for this match yet: pick both teams before you start.',
  pickLineups: 'Pick lineups',
  notOrganiser:
    "Only this tournament's organisers can score this match. Ask its organiser to add you as a co-organiser.",
  viewMatch: 'View the match',
  noStorage:
    'This browser does not let Pitchside keep anything on the phone (private browsing may be on), so a match cannot be scored here without signal. Open Pitchside in a normal window to score.',
  // Controls (docs/rules.md#the-match-tracker)
  start: 'Start',
  pause: 'Pause',
  /** On the pinned scoreboard while the clock is stopped mid-half. */
  paused: 'Paused',
  halfTime: 'Half Time',
  /** Half Time cannot be undone: a slip of the thumb would stop the first half for good. */
  halfTimeQuestion:
    'End the first half? The clock stops until you start the second half, and Half Time cannot be undone.',
  keepPlaying: 'Keep Playing',
  secondHalf: 'Second Half',
  endMatch: 'End Match',
  resetMatch: 'Reset Match',
  resetQuestion: 'Reset the match? The clock, the score and every event go back to the start.',
  clockLabel: 'Match clock',
  stageLabel: 'Stage',
  scoreLabel: (home: string, homeScore: number, awayScore: number, away: string) =>
    `${home} ${homeScore}, ${away} ${awayScore}`,
  penaltiesScore: (home: number, away: number) => `Penalties ${home}–${away}`,
  lockedNote: 'The match is over: the tracker is locked.',
  /** Before Start, on a match set for another day: a tap on the wrong fixture would make it live for everyone. */
  otherDayNote: (kickOff: string) =>
    `This match is set for ${kickOff}, not today. Starting it makes it live for everyone following the tournament.`,
  throughTo: (team: string, match: string, opponent: string) => `${team} go through to ${match} against ${opponent}.`,
  // End and reset, apart from the buttons used all match long
  matchEndTitle: 'End or reset the match',
  // Sunlight mode and the screen kept on
  sunlight: 'Sunlight mode',
  /** On the switch itself, whose name is `sunlight`. */
  sunlightLabel: 'Sunlight',
  sunlightHint: 'High contrast for bright light',
  // End Match dialog
  finalScore: 'Final score',
  levelScore: 'The score is level. How does the match end?',
  // Teams and players
  teamsLabel: 'Team',
  goalkeeperZone: 'Goalkeeper',
  startingXi: 'Starting XI',
  substitutesZone: 'Substitutes',
  sentOffZone: 'Sent off',
  noPlayers: 'No players',
  playerButton: (name: string, number: number | null) => (number == null ? name : `${number} ${name}`),
  // Recording
  statsLabel: 'Stat',
  statLabel: (type: StatType) => STAT_LABELS[type],
  penaltyOutcomeLabel: 'Penalty outcome',
  outcomes: { SCORED: 'Scored', MISSED: 'Missed', SAVED: 'Saved' } as const,
  submit: 'Submit',
  offside: 'Offside',
  substitution: 'Substitution',
  selectedPlayer: (name: string | null) => (name ? `Selected: ${name}` : 'Tap a player'),
  subOff: (name: string | null) => `Off: ${name ?? '—'}`,
  subOn: (name: string | null) => `On: ${name ?? '—'}`,
  subHint: 'Tap the player going off and the player coming on, in either order.',
  subRole: 'Role of the player coming on',
  subRoleAuto: 'Auto',
  roleShort: { GOALKEEPER: 'GK', DEFENDER: 'DEF', MIDFIELDER: 'MID', STRIKER: 'STR' } as const,
  confirmSub: 'Confirm substitution',
  cancel: 'Cancel',
  // Forced substitution after a red card
  forcedSubTitle: 'Substitution needed',
  forcedSub: (player: string, team: string) => `${player} was sent off. Choose who comes on for ${team}.`,
  /** Under the Laws of the Game (law 3) a sent-off player is not replaced; some competitions allow it. */
  forcedSubRule:
    'Under the Laws of the Game a sent-off player is not replaced: bring someone on only if your competition allows it.',
  noReplacement: 'No replacement',
  later: 'Later',
  // Toasts: goal, save, assist, own goal, foul, cards
  recorded: (type: StatType, player: string) =>
    type === 'GOAL'
      ? `Goal! ${player} scores.`
      : type === 'YELLOW_CARD' || type === 'RED_CARD'
        ? `${STAT_LABELS[type]} for ${player}.`
        : `${STAT_LABELS[type]} recorded for ${player}.`,
  penaltyRecorded: (player: string, outcome: string) => `Penalty by ${player}: ${outcome.toLowerCase()}.`,
  substituted: (on: string, off: string) => `${on} comes on for ${off}.`,
  // Fixed wording (docs/rules.md#texts)
  failedEvent: 'Failed to record event. Please try again.',
  failedPenalty: 'Failed to record penalty. Please try again.',
  failedOffside: 'Failed to record offside. Please try again.',
  // Match Events log
  eventsTitle: 'Match Events',
  noEvents: 'No events yet',
  undoLast: 'Undo last event',
  showEarlier: (count: number) => `Show ${count} earlier ${count === 1 ? 'event' : 'events'}`,
  undone: 'Last event undone.',
  correct: 'Correct',
  correctTitle: 'Correct event',
  player: 'Player',
  minute: 'Minute',
  minuteRequired: 'Enter the minute of the event.',
  minuteDigits: 'Enter the minute in digits only, such as 45: no sign, no decimal point.',
  minuteRange: (max: number) => `The minute must be between 0 and ${max}.`,
  type: 'Type',
  saveCorrection: 'Save correction',
  corrected: 'Event corrected.',
  substitutionLine: (on: string, off: string) => `${on} on for ${off}`,
  shootoutKick: (player: string, scored: boolean) => `Shootout: ${player} ${scored ? 'scored' : 'missed'}`,
  stageLine: {
    CLOCK_START: 'Clock started',
    CLOCK_PAUSE: 'Clock paused',
    HALF_TIME: 'Half Time',
    SECOND_HALF: 'Second Half',
    EXTRA_TIME: 'Extra Time',
    FULL_TIME: 'Full Time',
    SHOOTOUT_START: 'Penalty shootout started',
    SHOOTOUT_END: 'Penalty shootout completed',
    RESET: 'Match reset',
    UNDO: 'Event undone',
    CORRECTION: 'Event corrected',
    RESOLVE_DUPLICATE: 'Duplicate answered',
  },
  /** The answer to a red card's prompt, in the log: "No replacement: Home FC play on without Sam". */
  noReplacementLine: (team: string, player: string) => `No replacement: ${team} play on without ${player}`,
  /** An undo or a correction with the entry it is about: "Event undone: Offside · Sam · Away FC". */
  rewriteLine: (what: string, about: string, minute: number | null) =>
    minute === null ? `${what}: ${about}` : `${what}: ${about}, ${minute}'`,
  secondYellow: 'Second Yellow Card',
  // Several phones on one match
  duplicateNote: 'Another phone recorded this too: it counts once until you answer.',
  sameFact: (label: string) => `Same ${label.toLowerCase()}`,
  twoFacts: (label: string) => `Two ${label.toLowerCase().replace(/y$/, 'ie')}s`,
  mergedNote: 'Also recorded by another phone: counted once.',
  undoneNote: 'Undone: it no longer counts.',
  /** On the bench, in place of his position: a player substituted off (who may come back on). */
  cameOff: 'Subbed off',
  answeredSame: 'Counted once.',
  duplicateAnswered: (answer: string, same: boolean) => `Answered "${answer}": ${same ? 'counted once' : 'both count'}`,
  retry: 'Retry',
  dismiss: 'Dismiss',
  refusedNote: 'Not counted: the server refused it.',
  waitingForAuthor: (n: number) =>
    n === 1
      ? '1 change waits for the account that made it to sign in again'
      : `${n} changes wait for the account that made them to sign in again`,
  refusedCount: (n: number) => (n === 1 ? '1 change refused: see the log' : `${n} changes refused: see the log`),
  syncState: { saved: 'Saved', waiting: 'Waiting', rejected: 'Rejected' } as const,
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  wontCount: (reason: string) => `Does not count: ${reason}`,
  // Penalty shootout dialog
  shootoutTitle: 'Penalty Shootout',
  noPenalties: 'No penalties taken yet',
  toKick: (team: string) => `${team} to kick`,
  kicker: 'Kicker',
  scored: 'Scored',
  missed: 'Missed',
  endShootout: 'End',
  undoLastKick: 'Undo last kick',
  shootoutDecided: 'The shootout is decided: press End.',
  round: (n: number) => `Round ${n}`,
  kickResult: (scored: boolean) => (scored ? 'scored' : 'missed'),
  // Outbox strip (docs/offline.md)
  online: 'Online',
  offline: 'Offline',
  allSynced: 'Everything is on the server',
  mayBeCleared:
    'This browser may clear changes not yet synced if it runs short of space: install Pitchside or bookmark it to keep them.',
  hideStorageNote: 'Hide this note',
  pending: (n: number) => (n === 1 ? '1 change to sync' : `${n} changes to sync`),
  oldest: (age: string) => `oldest ${age}`,
  lastError: (error: string) => `Last error: ${error}`,
} as const;
