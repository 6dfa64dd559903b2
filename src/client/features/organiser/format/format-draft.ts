import { DEFAULT_VENUE } from '../../../../shared/constants';
import { type TournamentDays, withinDays } from '../../../../shared/domain/fixture-rules';
import {
  type CardWeights,
  type CompetitionFormat,
  type CompetitionPlan,
  DEFAULT_CARD_WEIGHTS,
  defaultBestPlaced,
  drawGroups,
  type FormatProblem,
  formatMessages,
  type Group,
  groupCountOptions,
  lastKickOff,
  planCompetition,
  planDays,
  seededRandom,
  type TieBreakPreset,
} from '../../../../shared/domain/formats';
import { groupName } from '../../../../shared/domain/formats/groups';
import { organiserMessages } from '../../../../shared/messages';
import {
  CARD_POINTS_MAX,
  type CompetitionFormatInput,
  DAYS_BETWEEN_MAX,
  KICK_OFF_TIME,
} from '../../../../shared/schemas/competition';
import { formatDay } from '../../../components/date-format';

const text = organiserMessages.format;
const fixtureText = organiserMessages.fixtures;

export type FormatKind = CompetitionFormat['kind'];
export type DrawMode = 'random' | 'hand';

/** The builder's form: every choice of issue 14, numbers typed kept as typed until sent. */
export interface FormatDraft {
  kind: FormatKind;
  rounds: 1 | 2;
  groupCount: number;
  groupDraw: DrawMode;
  /** Team id → group index (0 for A), for groups set by hand. */
  groupOf: Record<string, number>;
  advance: 1 | 2 | 3;
  bestPlaced: number;
  thirdPlace: boolean;
  seedDraw: DrawMode;
  /** Team ids in seed order, for seeds set by hand. */
  seeds: string[];
  preset: TieBreakPreset;
  fairPlay: boolean;
  weights: Record<keyof CardWeights, string>;
  firstDay: string;
  time: string;
  venue: string;
  daysBetween: string;
  /** "0" (every match of a day at the same time) or the minutes between a day's kick-offs. */
  minutesBetween: string;
}

/** Fields that can show a problem, the engine's or the form's own. */
type DraftField = 'kind' | 'groups' | 'advance' | 'bestPlaced' | keyof CardWeights | ScheduleField;
type ScheduleField = 'firstDay' | 'time' | 'venue' | 'daysBetween' | 'minutesBetween';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Teams dealt to the groups in turn, A, B, C…: a start for setting groups by hand. */
const dealt = (teamIds: readonly string[], groupCount: number) =>
  Object.fromEntries(teamIds.map((id, i) => [id, i % groupCount]));

export function initialDraft(teamIds: readonly string[], days: TournamentDays): FormatDraft {
  const groupCount = groupCountOptions(teamIds.length)[0] ?? 1;
  return {
    kind: groupCountOptions(teamIds.length).length ? 'groups-knockout' : 'league',
    rounds: 1,
    groupCount,
    groupDraw: 'random',
    groupOf: dealt(teamIds, groupCount),
    advance: 2,
    bestPlaced: defaultBestPlaced(groupCount, 2),
    thirdPlace: false,
    seedDraw: 'random',
    seeds: [...teamIds],
    preset: 'standard',
    fairPlay: false,
    weights: {
      yellow: String(DEFAULT_CARD_WEIGHTS.yellow),
      secondYellow: String(DEFAULT_CARD_WEIGHTS.secondYellow),
      red: String(DEFAULT_CARD_WEIGHTS.red),
    },
    firstDay: days.startDate.slice(0, 10),
    time: '10:00',
    venue: DEFAULT_VENUE,
    daysBetween: '1',
    minutesBetween: '0',
  };
}

/**
 * A change to the draft, with what follows from it: a new number of groups deals the teams again
 * (for setting by hand) and, like a new number through, resets the best-placed to the engine's default.
 */
export function patchDraft(draft: FormatDraft, patch: Partial<FormatDraft>, teamIds: readonly string[]): FormatDraft {
  const next = { ...draft, ...patch };
  if (patch.groupCount !== undefined && patch.groupCount !== draft.groupCount) {
    next.groupOf = dealt(teamIds, next.groupCount);
  }
  if (patch.groupCount !== undefined || patch.advance !== undefined) {
    next.bestPlaced = defaultBestPlaced(next.groupCount, next.advance);
  }
  return next;
}

function draftFormat(draft: FormatDraft): CompetitionFormat {
  switch (draft.kind) {
    case 'league':
      return { kind: 'league', rounds: draft.rounds };
    case 'knockout':
      return { kind: 'knockout', thirdPlace: draft.thirdPlace };
    case 'groups-knockout':
      return {
        kind: 'groups-knockout',
        rounds: draft.rounds,
        advance: draft.advance,
        bestPlaced: draft.bestPlaced,
        thirdPlace: draft.thirdPlace,
      };
  }
}

/** The groups as set by hand, A, B, C…, each team in the order of the tournament's list. */
const handGroups = (draft: FormatDraft, teamIds: readonly string[]): Group[] =>
  Array.from({ length: draft.groupCount }, (_, i) => ({
    name: groupName(i),
    teamIds: teamIds.filter((id) => groupIndex(draft, id) === i),
  }));

/** A team's group when set by hand: one that joined after the page opened starts in A. */
const groupIndex = (draft: FormatDraft, teamId: string) => draft.groupOf[teamId] ?? 0;

/** The seeds set by hand, over the tournament's teams as they are now: one that joined since comes last. */
export const seedOrder = (draft: FormatDraft, teamIds: readonly string[]) => [
  ...draft.seeds.filter((id) => teamIds.includes(id)),
  ...teamIds.filter((id) => !draft.seeds.includes(id)),
];

/**
 * The plan the server would make, worked out on the phone. A draw is the server's to make: any
 * draw has the same group sizes, matches and bracket, so one fixed draw stands for it here.
 */
export function previewPlan(
  draft: FormatDraft,
  teamIds: readonly string[],
): CompetitionPlan | { problem: FormatProblem } {
  const format = draftFormat(draft);
  if (draft.kind === 'knockout')
    return planCompetition(format, draft.seedDraw === 'hand' ? seedOrder(draft, teamIds) : teamIds);
  if (draft.kind === 'league') return planCompetition(format, teamIds);
  const groups =
    draft.groupDraw === 'hand' ? handGroups(draft, teamIds) : drawGroups(teamIds, draft.groupCount, seededRandom(0));
  return planCompetition(format, teamIds, groups);
}

const PROBLEM_FIELD: Record<FormatProblem, DraftField> = {
  tooFewTeams: 'kind',
  tooManyTeams: 'kind',
  groupCount: 'groups',
  groupSize: 'groups',
  groupTeams: 'groups',
  advance: 'advance',
  fewQualifiers: 'advance',
  bestPlaced: 'bestPlaced',
};

const wholeIn = (value: string, min: number, max: number) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

function scheduleErrors(draft: FormatDraft, days: TournamentDays, plan: CompetitionPlan | null): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.firstDay) errors.firstDay = fixtureText.fieldRequired(text.firstDay);
  else if (!withinDays(draft.firstDay, days)) {
    errors.firstDay = fixtureText.outsideDays(formatDay(days.startDate), formatDay(days.endDate));
  }
  if (!KICK_OFF_TIME.test(draft.time)) errors.time = fixtureText.fieldRequired(text.time);
  if (!draft.venue.trim()) errors.venue = fixtureText.fieldRequired(text.venue);
  if (!wholeIn(draft.daysBetween, 0, DAYS_BETWEEN_MAX)) errors.daysBetween = text.daysBetweenRange;
  if (plan && !errors.firstDay && !errors.daysBetween) {
    const { last } = planDays(plan, draft.firstDay, Number(draft.daysBetween));
    if (last && !withinDays(last, days)) errors.daysBetween = formatMessages.changes.schedule;
  }
  const spacing = {
    time: draft.time,
    minutesBetween: Number(draft.minutesBetween),
    daysBetween: Number(draft.daysBetween),
  };
  if (plan && !errors.time && lastKickOff(plan, spacing) === null) {
    errors.minutesBetween = formatMessages.changes.pastMidnight;
  }
  return errors;
}

/**
 * Every problem of the draft, on the field it concerns: the engine's first (in the plan worked out
 * with previewPlan), then the form's own.
 */
export function draftErrors(
  draft: FormatDraft,
  plan: CompetitionPlan | { problem: FormatProblem },
  days: TournamentDays,
): DraftErrors {
  const errors: DraftErrors =
    'problem' in plan ? { [PROBLEM_FIELD[plan.problem]]: formatMessages.problems[plan.problem] } : {};
  if (draft.fairPlay) {
    for (const card of ['yellow', 'secondYellow', 'red'] as const) {
      if (!wholeIn(draft.weights[card], 0, CARD_POINTS_MAX)) errors[card] = text.cardPointsRange;
    }
  }
  return { ...errors, ...scheduleErrors(draft, days, 'problem' in plan ? null : plan) };
}

/** The body of POST /tournaments/{id}/format for the draft (checked first with draftErrors). */
export function formatBody(draft: FormatDraft, teamIds: readonly string[], confirm = false): CompetitionFormatInput {
  const groupsKnockout = draft.kind === 'groups-knockout';
  const byHand = groupsKnockout && draft.groupDraw === 'hand';
  return {
    format: draftFormat(draft),
    ...(byHand && { groups: handGroups(draft, teamIds).map((g) => ({ teamIds: g.teamIds })) }),
    ...(groupsKnockout && !byHand && { groupCount: draft.groupCount }),
    ...(draft.kind === 'knockout' && draft.seedDraw === 'hand' && { seeds: seedOrder(draft, teamIds) }),
    tieBreak: { preset: draft.preset, fairPlay: draft.fairPlay },
    ...(draft.fairPlay && {
      fairPlayWeights: {
        yellow: Number(draft.weights.yellow),
        secondYellow: Number(draft.weights.secondYellow),
        red: Number(draft.weights.red),
      },
    }),
    schedule: {
      firstDay: draft.firstDay,
      time: draft.time,
      venue: draft.venue.trim(),
      daysBetween: Number(draft.daysBetween),
      minutesBetween: Number(draft.minutesBetween),
    },
    confirm,
  };
}
