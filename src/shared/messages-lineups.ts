/**
 * Texts of the lineup selection screen (Team Selection): the `lineups` section of messages.ts, in
 * its own module so only that route loads it. Fixed wordings are kept exactly (docs/rules.md#texts).
 */
export const lineupMessages = {
  title: 'Team Selection',
  intro:
    "Drag players into the lineup, or move them with a player's ⋮ menu; give each a jersey number, then submit the home team and the away team.",
  loading: 'Loading lineup data...',
  tabsLabel: 'Teams',
  tabLocked: (team: string) => `${team} (locked)`,
  /** Why a tab is locked, shown under the tabs. */
  lockedUntilSubmitted: (home: string, away: string) => `Submit ${home} first, then ${away} opens.`,
  lockedSubmitted: (team: string) => `${team} is submitted. Tap 'Edit Lineups' to change it.`,
  zones: {
    goalkeeper: 'Goalkeeper',
    starting: 'Starting XI',
    substitutes: 'Substitutes',
    available: 'Available Players',
  },
  emptyZone: 'Drop a player here',
  noPlayers: 'This team has no players yet. Add players on the team page first.',
  jersey: (name: string) => `Jersey number of ${name}`,
  moveHandle: (name: string, position: string) => `Move ${name}, ${position}`,
  moveMenu: (name: string) => `Move ${name} to…`,
  moveTo: (zone: string) => `Move to ${zone}`,
  dragHint:
    'To move a player with the keyboard, focus the handle and press Space, use the arrow keys to choose a zone and press Space again. Escape cancels.',
  announce: {
    picked: (name: string, zone: string) => `Picked up ${name} from ${zone}.`,
    over: (name: string, zone: string) => `${name} is over ${zone}.`,
    notOver: (name: string) => `${name} is not over a zone.`,
    dropped: (name: string, zone: string) => `${name} moved to ${zone}.`,
    cancelled: (name: string) => `Moving ${name} was cancelled.`,
  },
  positions: {
    GOALKEEPER: 'Goalkeeper',
    DEFENDER: 'Defender',
    MIDFIELDER: 'Midfielder',
    STRIKER: 'Striker',
  },
  submit: (team: string) => `Submit ${team}`,
  update: (team: string) => `Update ${team}`,
  editLineups: 'Edit Lineups',
  /** A finished match's lineup can still be put right, but who played it follows. */
  endedNote:
    "This match has ended. Change its lineups only to put a mistake right: the players' appearances, minutes and clean sheets follow what you save.",
  alreadyPlayed: (player: string) =>
    `${player} already has an entry in this match's log (a goal, a card, a substitution…): keep him in the lineup, or record a substitution in the tracker instead.`,
  notOrganiser:
    "Only this tournament's organisers can pick lineups for this match. Ask its organiser to add you as a co-organiser.",
  submitted: 'Lineup saved on this phone and queued for the server.',
  openTracker: 'Open match tracker',
  noGoalkeeper: (teamKey: string) => `You must have at least one goalkeeper in the starting lineup for ${teamKey}.`,
  missingJersey: 'All selected players must have a jersey number assigned.',
  duplicateJersey: 'All players must have unique jersey numbers.',
  inOtherLineup: (names: string) =>
    `Already in the other team's lineup for this match: ${names}. A player can play for one side only: take them out of one of the two lineups.`,
  submitFailed: (teamKey: string) => `Failed to submit ${teamKey} lineup. Please try again.`,
  homeSubmitted: 'Home team submitted successfully! Now select the away team.',
  teamsSubmitted: 'Teams submitted successfully! Starting match...',
} as const;
