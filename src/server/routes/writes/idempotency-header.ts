import { z } from 'zod';
import { uuid } from '../../../shared/schemas/fields';

/** The optional Idempotency-Key header of a match-day write (DESIGN §4.2); other headers pass through. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': uuid('Idempotency-Key').optional(),
});
