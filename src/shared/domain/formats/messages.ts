/**
 * Texts of competition formats: placeholders of bracket slots, round names and the engine's
 * refusals. Kept beside the rules, like the tracker's, for the screens and the server to share.
 */
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN, GROUPS_MAX, KNOCKOUT_MAX_TEAMS } from '../../constants';

const ordinal = (position: number) =>
  ['Winner', 'Runner-up', 'Third-placed team', 'Fourth-placed team', 'Fifth-placed team'][position - 1] ??
  `Team placed ${position}`;

const bestOrdinal = (position: number) =>
  ['Best group winner', 'Best runner-up', 'Best third-placed team', 'Best fourth-placed team'][position - 1] ??
  `Best team placed ${position}`;

const placedTeams = (position: number) =>
  ['group winners', 'runners-up', 'third-placed teams', 'fourth-placed teams'][position - 1] ??
  `teams placed ${position}`;

export const formatMessages = {
  slot: {
    group: (group: string, position: number) => `${ordinal(position)} of Group ${group}`,
    bestPlaced: (position: number, rank: number) => `${bestOrdinal(position)} ${rank}`,
    winner: (match: string) => `Winner of ${match}`,
    loser: (match: string) => `Loser of ${match}`,
    bye: 'Bye',
  },
  round: {
    final: 'Final',
    thirdPlace: 'Third-place match',
    semiFinals: 'Semi-finals',
    quarterFinals: 'Quarter-finals',
    roundOf: (teams: number) => `Round of ${teams}`,
  },
  group: (name: string) => `Group ${name}`,
  /** The ranking of the teams placed alike across groups, whose best go through. */
  bestPlaced: {
    title: (position: number) => `Ranking of ${placedTeams(position)}`,
    through: (places: number) => (places === 1 ? 'The best one goes through.' : `The best ${places} go through.`),
  },
  problems: {
    levelKnockout: 'A knockout match cannot end level: play extra time or go to a penalty shootout.',
    shootoutLevel: 'A penalty shootout goes on until one side is ahead.',
    shootoutNotLevel: 'A penalty shootout is only for a match that is level.',
    groupSize: `Every group needs ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX} teams.`,
    groupTeams: 'Every team of the competition must be in exactly one group.',
    groupCount: `A competition in groups has 1 to ${GROUPS_MAX} groups.`,
    advance: 'Fewer teams must go through from each group than the smallest group has.',
    bestPlaced: 'No more teams can go through as the best-placed than there are groups.',
    fewQualifiers: 'At least two teams must go through to the knockout.',
    tooFewTeams: 'A competition needs at least two teams.',
    tooManyTeams: `A knockout has at most ${KNOCKOUT_MAX_TEAMS} teams.`,
  },
  /** The server's answers when a format is set or a result would change the bracket. */
  changes: {
    set: 'Competition format set.',
    groupsNeeded: 'Give the groups, or the number of groups to draw.',
    seeds: 'The seeds must list every team of the tournament once.',
    schedule:
      "Every match must be played on the tournament's days: start earlier, leave fewer days between matchdays or lengthen the tournament.",
    pastMidnight:
      'The last kick-off of a matchday must be before midnight: start earlier or leave fewer minutes between kick-offs.',
    /** What setting a format again would change: the organiser's question in the builder. */
    replaceWhat: (unplayed: number, played: number) =>
      `This format deletes the tournament's ${unplayed} unplayed fixture${unplayed === 1 ? '' : 's'}` +
      (played ? ` and keeps its ${played} played one${played === 1 ? '' : 's'}, outside the format` : '') +
      '.',
    /** How a caller of the API goes ahead, after replaceWhat: not for the screen, which asks instead. */
    confirmHint: 'Send it again with confirm to go ahead.',
    fixtureInFormat:
      "This match is part of the tournament's competition format: set the format again to change its matches.",
    teamInFormat: (team: string) =>
      `${team} is in the tournament's competition format: its organisers must set the format again without it first.`,
    noFormat: 'This tournament has no competition format yet.',
    noGroups: 'This competition has no groups.',
    unknownGroup: (group: string) => `This competition has no Group ${group}.`,
    noBestPlaced: 'No best-placed teams go through in this competition.',
    tieBreakSet: 'Tie-break order set.',
    lotsRecorded: 'Drawing of lots recorded.',
    lotsAdminOnly: "Only the tournament's admin records a drawing of lots.",
    lotsIncomplete: 'Lots are drawn once every match of the group (of every group, for the best-placed) is finished.',
    lotsOnce: 'Each team is drawn once.',
    lotsNotLevel: 'Only teams level on every other criterion are drawn by lots: name all of them, and no others.',
    knockoutStarted: (match: string) =>
      `${match} has already started: this result would give it other teams, so it cannot be changed now.`,
  },
} as const;
