import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Logos and photos, stored once each: the key is the SHA-256 of the re-encoded picture, and reads
 * carry its address (/api/pictures/<hash>.webp), never the bytes.
 */
export const pictures = pgTable('pictures', {
  hash: text('hash').primaryKey(),
  /** WebP, at most PICTURE_MAX_SIDE pixels on either side. */
  full: bytes('full').notNull(),
  /** WebP, at most PICTURE_THUMB_SIDE pixels on either side, for lists and avatars. */
  thumb: bytes('thumb').notNull(),
  createdAt: createdAt(),
});

/** Users are players too: the profile lives on the same row (the player profile). */
export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  email: text('email'),
  dob: date('dob'),
  gender: text('gender'),
  image: text('image'),
  message: text('message'),
  primaryPosition: text('primary_position'),
  preferredFoot: text('preferred_foot'),
  city: text('city'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One-time codes, one row per text sent: only a hash is stored; bound to phone and purpose. A sign-up
 * code carries the name and password hash of its own sign-up attempt, which the account gets only
 * when that code is verified. `consumedAt` is set by a verification: on the code used and on the
 * other live codes of that phone and purpose, which it ends. The rows also count the texts sent, for
 * the global SMS budget and each phone's waits (docs/rules.md#accounts-sessions-and-codes).
 */
export const otps = pgTable(
  'otps',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    name: text('name'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otps_phone_purpose_idx').on(t.phoneNumber, t.purpose, t.createdAt),
    index('otps_created_idx').on(t.createdAt),
  ],
);

/**
 * Wrong passwords per phone number, shared by every server process: after a few, sign-in for that
 * number waits until `lockedUntil`, longer each time (docs/rules.md#accounts-sessions-and-codes).
 */
export const loginThrottles = pgTable('login_throttles', {
  phoneNumber: text('phone_number').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A sign-in: access tokens carry its id, so revoking it ends them all. */
export const sessions = pgTable('sessions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Refresh tokens of a session, rotated on use; a reused one revokes the session (its family). */
export const refreshTokens = pgTable('refresh_tokens', {
  id: id(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: text('logo'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    timeZone: text('time_zone').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('tournaments_admin_idx').on(t.adminId),
    check('tournaments_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    abbreviation: varchar('abbreviation', { length: 5 }).notNull(),
    logo: text('logo'),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('teams_manager_idx').on(t.managerId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jerseyNumber: integer('jersey_number'),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
    /**
     * 'invited' until the team's manager accepts (docs/rules.md#teams-in-a-tournament): only an
     * accepted team is in the tournament's reads and fixtures. Rows from before invitations are accepted.
     */
    status: text('status').notNull().default('accepted'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.teamId] }),
    index('tournament_teams_team_idx').on(t.teamId),
    check('tournament_teams_status', sql`${t.status} in ('invited', 'accepted')`),
  ],
);

/** Co-organisers: users a tournament's admin lets build fixtures, pick lineups and score (docs/rules.md#who-does-what). */
export const tournamentOrganisers = pgTable(
  'tournament_organisers',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_organisers_user_idx').on(t.userId)],
);

/** One submit of the fixture builder: a match type and its subfixtures. */
export const fixtureContainers = pgTable('fixture_containers', {
  id: id(),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  matchType: text('match_type').notNull().default('League'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const fixtures = pgTable(
  'fixtures',
  {
    id: id(),
    containerId: uuid('container_id').references(() => fixtureContainers.id, { onDelete: 'set null' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id),
    date: timestamp('date', { withTimezone: true }).notNull(),
    venue: text('venue').notNull().default('Main Arena'),
    status: text('status').notNull().default('SCHEDULED'),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    homePenaltyScore: integer('home_penalty_score'),
    awayPenaltyScore: integer('away_penalty_score'),
    /** The match clock as its log leaves it (null without a log): running since, on the server's clock. */
    clockRunningSince: timestamp('clock_running_since', { withTimezone: true }),
    /** Milliseconds on the clock before it last started (or when it stopped). */
    clockMs: integer('clock_ms'),
    /** Of a competition format (competition_formats): 'league', 'knockout' or the group's name; null otherwise. */
    stage: text('stage'),
    /** The knockout fixture's bracket match ('QF1', 'SF2', '3P', 'F'); null otherwise. */
    bracketMatch: text('bracket_match'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fixtures_tournament_idx').on(t.tournamentId, t.date),
    unique('fixtures_bracket_match').on(t.tournamentId, t.bracketMatch),
    index('fixtures_home_idx').on(t.homeTeamId),
    index('fixtures_away_idx').on(t.awayTeamId),
    check('fixtures_two_teams', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
  ],
);

/**
 * A tournament's competition format (docs/rules.md#competition-formats), one per tournament: its
 * groups and its bracket with placeholders. A knockout fixture is created (fixtures.bracket_match)
 * only once both its teams are known, on the day `knockout_days` gives its match, so a fixture
 * always has two teams.
 */
export const competitionFormats = pgTable('competition_formats', {
  tournamentId: uuid('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  /** The engine's CompetitionFormat: kind, rounds, advance, bestPlaced, thirdPlace. */
  format: jsonb('format').notNull(),
  tieBreakPreset: text('tie_break_preset').notNull().default('standard'),
  /** The ordered criteria the preset (and the fair-play choice) gives. */
  tieBreakCriteria: jsonb('tie_break_criteria').notNull(),
  /** Card points of fair play (yellow, secondYellow, red…); null for the defaults. */
  fairPlayWeights: jsonb('fair_play_weights'),
  /** Groups in order: [{ name, teamIds }]; empty for a league and a knockout only. */
  groups: jsonb('groups').notNull(),
  /** The engine's Bracket; null for a league. */
  bracket: jsonb('bracket'),
  /** Per bracket match id, its kick-off (ISO instant) and venue. */
  knockoutDays: jsonb('knockout_days').notNull(),
  /** A group's own tie-break order, by group name: { preset, criteria }; other groups follow the tournament's. */
  groupTieBreaks: jsonb('group_tie_breaks').notNull().default({}),
  /** Drawings of lots the admin recorded: team ids in the order drawn, by group name or 'best-placed'. */
  lots: jsonb('lots').notNull().default({}),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const lineups = pgTable(
  'lineups',
  {
    id: id(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('lineups_fixture_team').on(t.fixtureId, t.teamId)],
);

export const lineupPlayers = pgTable(
  'lineup_players',
  {
    id: id(),
    lineupId: uuid('lineup_id')
      .notNull()
      .references(() => lineups.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id),
    position: text('position').notNull().default('DEFENDER'),
    isStarting: boolean('is_starting').notNull().default(false),
    isOnField: boolean('is_on_field').notNull().default(false),
    jerseyNumber: integer('jersey_number').notNull(),
  },
  (t) => [unique('lineup_players_unique').on(t.lineupId, t.playerId)],
);

/** Match events: the id is the client's UUIDv7, so a replayed event can never make a second row. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid('id').primaryKey(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id),
    playerId: uuid('player_id').references(() => users.id),
    substitutePlayerId: uuid('substitute_player_id').references(() => users.id),
    type: text('type').notNull(),
    minute: integer('minute').notNull(),
    penaltyOutcome: text('penalty_outcome'),
    isShootout: boolean('is_shootout').notNull().default(false),
    metadata: jsonb('metadata'),
    /** No longer written (events are made from the log); nullable so the version before can run beside. */
    requestHash: text('request_hash'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('match_events_fixture_idx').on(t.fixtureId, t.createdAt)],
);

/**
 * Undo and correction of match events (docs/match-log.md): the event row stays as it was
 * recorded, these rows say whether it still counts and with which values. The id is the client's
 * UUIDv7, so a replay never makes a second row. An undo may also target a correction. No longer
 * written: undo and correction are match log entries now, and match_events holds what they make;
 * these rows are read only for matches scored before the log (effective-events.ts).
 */
export const matchEventChanges = pgTable(
  'match_event_changes',
  {
    id: uuid('id').primaryKey(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    /** The event (or, for an undo, the correction) this change applies to. */
    targetId: uuid('target_id').notNull(),
    kind: text('kind').notNull(),
    /** Correction values; null keeps the target's own. teamId follows a corrected player to their team. */
    teamId: uuid('team_id').references(() => teams.id),
    playerId: uuid('player_id').references(() => users.id),
    type: text('type'),
    minute: integer('minute'),
    penaltyOutcome: text('penalty_outcome'),
    requestHash: text('request_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_event_changes_fixture_idx').on(t.fixtureId, t.createdAt),
    index('match_event_changes_target_idx').on(t.targetId),
    check('match_event_changes_kind', sql`${t.kind} in ('UNDO', 'CORRECTION')`),
  ],
);

/**
 * A match's scoring record (docs/match-log.md): the tracker entries of every scorer, append-only,
 * numbered per fixture in the order the server took them (`seq`, the cursor phones read from).
 * The rules count them in the order of their instants (`at`); match_events is what they make.
 */
export const matchLog = pgTable(
  'match_log',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The entry's id: the client's UUIDv7, unique across all matches. */
    id: uuid('id').notNull().unique('match_log_id'),
    kind: text('kind').notNull(),
    entry: jsonb('entry').notNull(),
    /** No longer written (an entry's key is in idempotency_keys); nullable so the version before can run beside. */
    requestHash: text('request_hash'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.seq] })],
);

/**
 * The key of every idempotent write (docs/after-commit.md#write-keys): its author and the digest
 * of its request, and for lineups and fixture updates the answer to repeat. A match log entry's key
 * is its id; its answer is its place in the log.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: uuid('key').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

/**
 * What spectators' live streams carry: one row per change of a fixture or tournament, numbered
 * per topic, so a stream resumed with Last-Event-ID (on any server process) catches up from here.
 */
export const liveMessages = pgTable(
  'live_messages',
  {
    topic: text('topic').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.topic, t.seq] })],
);
