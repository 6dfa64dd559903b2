/** Enumerations of the product's fields (docs/rules.md). */
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const PLAYER_POSITIONS = ['STRIKER', 'MIDFIELDER', 'DEFENDER', 'GOALKEEPER'] as const;
export const PREFERRED_FEET = ['RIGHT', 'LEFT', 'BOTH'] as const;
export const LINEUP_POSITIONS = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'] as const;
export const MATCH_TYPES = ['League', 'Knockout', 'Friendly'] as const;
export const FIXTURE_STATUSES = [
  'SCHEDULED',
  'LIVE',
  'HALF_TIME',
  'SECOND_HALF',
  'EXTRA_TIME',
  'FULL_TIME',
  'CANCELLED',
  'OTHERS',
] as const;
export const EVENT_TYPES = [
  'GOAL',
  'FOUL',
  'YELLOW_CARD',
  'RED_CARD',
  'ASSIST',
  'SAVE',
  'OWN_GOAL',
  'SUBSTITUTION',
  'OFFSIDE',
  'PENALTY',
] as const;
export const OTP_PURPOSES = ['register', 'reset'] as const;

export type Gender = (typeof GENDERS)[number];
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];
export type PreferredFoot = (typeof PREFERRED_FEET)[number];
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];
export type EventType = (typeof EVENT_TYPES)[number];
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
