import type { FixtureDetail } from '../../shared/schemas/reads';

/** Whether the user runs the fixture's tournament: its admin or a co-organiser (reads saved before list the admin only). */
export const organises = (tournament: FixtureDetail['tournament'], userId: string | null) =>
  !!userId && (tournament.organiserIds ?? [tournament.adminId]).includes(userId);
