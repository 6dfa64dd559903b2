import { z } from 'zod';

/** A team as every read names it. */
export const teamRef = z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() });
