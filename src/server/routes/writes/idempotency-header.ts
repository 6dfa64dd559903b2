import { z } from 'zod';
import { uuid } from '../../../shared/schemas/fields';

/** The optional Idempotency-Key header of a match-day write (docs/after-commit.md#write-keys); other headers pass through. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': uuid('Idempotency-Key').optional(),
});
