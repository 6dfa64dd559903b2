/** Whether the user runs the tournament: its admin or a co-organiser (reads saved before list the admin only). */
export const organises = (tournament: { adminId: string; organiserIds?: string[] }, userId: string | null) =>
  !!userId && (tournament.organiserIds ?? [tournament.adminId]).includes(userId);
