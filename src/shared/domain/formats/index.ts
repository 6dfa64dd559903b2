/** Competition formats: pure rules shared by the server and the phone (docs/rules.md#competition-formats). */
export {
  type Bracket,
  type BracketMatch,
  buildBracket,
  type Entrant,
  type Placeholder,
  placeholderLabel,
  roundName,
  type SlotSource,
} from './bracket';
export { type Clinched, clinched } from './clinched';
export {
  type CompetitionFormat,
  type CompetitionPlan,
  defaultBestPlaced,
  type FormatProblem,
  groupKnockoutEntrants,
  knockoutEntrants,
  planCompetition,
} from './competition';
export { type CardEvent, type CardWeights, DEFAULT_CARD_WEIGHTS, fairPlayPoints } from './fair-play';
export {
  BEST_PLACED_LOTS,
  type BestPlacedRow,
  type GroupStage,
  type GroupTable,
  groupTables,
  rankBestPlaced,
} from './group-tables';
export {
  drawGroups,
  type Group,
  type GroupProblem,
  groupCountOptions,
  groupMatchCount,
  groupProblem,
  groupSizes,
  type StageMatch,
} from './groups';
export {
  decideKnockout,
  formatResult,
  type KnockoutDecision,
  type KnockoutProblem,
  type MatchScore,
} from './knockout-result';
export { type LocalResult, withLocalResults } from './local-results';
export { formatMessages } from './messages';
export { type NextPairing, nextPairing } from './next-pairing';
export { type RandomSource, seededRandom, shuffle } from './random';
export {
  type BracketProgress,
  type KnockoutFixture,
  type ResolvedBracket,
  type ResolvedMatch,
  type ResolvedSlot,
  resolveBracket,
} from './resolve';
export { type DayOrder, dayOrder, kickOffTime, lastKickOff, type PlanDays, planDays } from './schedule';
export { stageName } from './stage-name';
export {
  levelRuns,
  type RankedRow,
  rankTable,
  type Separator,
  TIE_BREAK_PRESETS,
  type TieBreakCriterion,
  type TieBreakPreset,
  tieBreakCriteria,
} from './tie-breakers';
