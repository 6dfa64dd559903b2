import { DEFAULT_VENUE } from '../../../../shared/constants';
import {
  duplicateKey,
  type FixtureCard,
  type FixtureProblem,
  findFixtureProblem,
  type Pairing,
  type TournamentDays,
  withinDays,
} from '../../../../shared/domain/fixture-rules';
import { messages, organiserMessages } from '../../../../shared/messages';
import type { FixtureContainerBody } from '../../../../shared/schemas/writes';
import { formatDay } from '../../../components/date-format';

/** The statuses the builder offers (docs/rules.md#fixtures); none is required. */
export const FORM_STATUSES = ['SCHEDULED', 'LIVE', 'HALF_TIME', 'FULL_TIME', 'CANCELLED', 'OTHERS'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** One fixture card of the builder: the fields of a subfixture, and whether it is open for editing. */
export interface DraftFixture extends FixtureCard {
  key: string;
  status: FormStatus | '';
  editing: boolean;
}

let counter = 0;
const nextKey = () => `fixture-${++counter}`;

export const blankDraft = (): DraftFixture => ({
  key: nextKey(),
  homeTeam: '',
  awayTeam: '',
  matchDate: '',
  time: '',
  venue: DEFAULT_VENUE,
  status: '',
  editing: true,
});

/** Generated cards (round robin) arrive saved, ready to check, edit or delete. */
export const draftsFrom = (cards: readonly FixtureCard[]): DraftFixture[] =>
  cards.map((card) => ({ ...card, key: nextKey(), status: '', editing: false }));

/**
 * The pairings the tournament already has a fixture for, which a round robin leaves out. A
 * cancelled fixture is not a meeting: its pairing may be generated again.
 */
export const fixturePairings = (
  fixtures: readonly { homeTeamId: string; awayTeamId: string; status: string }[],
): Pairing[] =>
  fixtures
    .filter((fixture) => fixture.status !== 'CANCELLED')
    .map((fixture) => ({ home: fixture.homeTeamId, away: fixture.awayTeamId }));

/** A change to a card; picking the away team as home clears the away pick (a team cannot play itself). */
export function patchDraft(draft: DraftFixture, patch: Partial<Omit<DraftFixture, 'key'>>): DraftFixture {
  const next = { ...draft, ...patch };
  if (patch.homeTeam !== undefined && next.awayTeam === patch.homeTeam) next.awayTeam = '';
  return next;
}

/** The team choices for the away side: every team but the one playing at home. */
export const awayChoices = <T extends { id: string }>(teams: readonly T[], homeTeam: string) =>
  teams.filter((team) => team.id !== homeTeam);

const PROBLEM_TEXT: Record<FixtureProblem, string> = {
  'missing-fields': messages.fixtures.fillAllFields,
  duplicate: messages.fixtures.duplicates,
  'same-team': organiserMessages.fixtures.sameTeam,
  'outside-dates': messages.fixtures.outsideDates,
};

/** What stops a submit, in the screen's words (docs/rules.md#fixtures), or null when the cards can go. */
export function submitProblem(drafts: readonly DraftFixture[], days: TournamentDays): string | null {
  const problem = findFixtureProblem(drafts, days);
  return problem ? PROBLEM_TEXT[problem] : null;
}

export type CardField = keyof FixtureCard;
export type CardErrors = Partial<Record<CardField, string>>;

const FIELD_LABELS: Record<CardField, string> = {
  homeTeam: organiserMessages.fixtures.homeTeam,
  awayTeam: organiserMessages.fixtures.awayTeam,
  matchDate: organiserMessages.fixtures.date,
  time: organiserMessages.fixtures.time,
  venue: organiserMessages.fixtures.venue,
};

/**
 * What is wrong with each card, field by field, so a refused submit points at the fields to fix
 * (the toast of submitProblem says it once for the whole form). A card with no problem has none.
 */
export function cardErrors(drafts: readonly DraftFixture[], days: TournamentDays): CardErrors[] {
  const keys = drafts.map(duplicateKey);
  return drafts.map((draft, index) => {
    const errors: CardErrors = {};
    for (const field of Object.keys(FIELD_LABELS) as CardField[]) {
      if (draft[field].trim() === '') errors[field] = organiserMessages.fixtures.fieldRequired(FIELD_LABELS[field]);
    }
    if (!errors.awayTeam && draft.awayTeam === draft.homeTeam) errors.awayTeam = organiserMessages.fixtures.sameTeam;
    if (!errors.matchDate && !withinDays(draft.matchDate, days)) {
      errors.matchDate = organiserMessages.fixtures.outsideDays(formatDay(days.startDate), formatDay(days.endDate));
    }
    if (Object.keys(errors).length === 0 && keys.indexOf(keys[index] as string) !== index) {
      errors.homeTeam = organiserMessages.fixtures.duplicateCard;
    }
    return errors;
  });
}

/** The body of POST fixture/container. */
export function containerBody(tournamentId: string, matchType: string, drafts: readonly DraftFixture[]) {
  return {
    tournamentId,
    matchType: matchType as FixtureContainerBody['matchType'],
    subfixtures: drafts.map(({ homeTeam, awayTeam, matchDate, time, venue, status }) => ({
      homeTeam,
      awayTeam,
      matchDate,
      time,
      venue: venue.trim(),
      status,
    })),
  };
}
