import { z } from 'zod';

/** Settings of this deployment the app shows (GET /api/site). */
export const siteSettings = z.object({
  voteUrl: z.string().nullable(),
  sponsorUrl: z.string().nullable(),
  featuredTournamentId: z.string().nullable(),
});

export type SiteSettings = z.infer<typeof siteSettings>;
