import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { maskPhone } from '../../../shared/domain/phone';
import { messages } from '../../../shared/messages';
import type { CoOrganiser } from '../../../shared/schemas/co-organisers';
import type { Database } from '../../db/database';
import { tournamentOrganisers, users } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { tournamentOrganisedBy, tournamentOwnedBy } from './authorize';

const m = messages.server;
const person = { id: users.id, name: users.name, phoneNumber: users.phoneNumber };

const shown = (user: { id: string; name: string; phoneNumber: string }): CoOrganiser => ({
  id: user.id,
  name: user.name,
  maskedPhone: maskPhone(user.phoneNumber),
});

/**
 * The signed-up user with this (E.164) number, whom the admin (only they) may make a co-organiser, and
 * whether they already are one.
 */
export async function coOrganiserToAdd(db: Database, adminId: string, tournamentId: string, phoneNumber: string) {
  await tournamentOwnedBy(db, tournamentId, adminId);
  const [user] = await db
    .select({ ...person, organiser: tournamentOrganisers.userId })
    .from(users)
    .leftJoin(
      tournamentOrganisers,
      and(eq(tournamentOrganisers.userId, users.id), eq(tournamentOrganisers.tournamentId, tournamentId)),
    )
    // An unverified sign-up is anybody's claim to that number.
    .where(and(eq(users.phoneNumber, phoneNumber), isNotNull(users.verifiedAt)))
    .limit(1);
  if (!user) throw notFound(m.noAccountWithPhone);
  if (user.id === adminId) throw badRequest(m.adminIsOrganiser);
  return { coOrganiser: shown(user), already: user.organiser !== null };
}

/**
 * Makes the signed-up user with this (E.164) number a co-organiser; only the admin may. Adding one
 * twice keeps one row: `added` is false then.
 */
export async function addCoOrganiser(db: Database, adminId: string, tournamentId: string, phoneNumber: string) {
  const { coOrganiser } = await coOrganiserToAdd(db, adminId, tournamentId, phoneNumber);
  const inserted = await db
    .insert(tournamentOrganisers)
    .values({ tournamentId, userId: coOrganiser.id, addedBy: adminId })
    .onConflictDoNothing()
    .returning({ userId: tournamentOrganisers.userId });
  return { coOrganiser, added: inserted.length > 0 };
}

/** The co-organisers, first added first; the admin and the co-organisers may see them. */
export async function listCoOrganisers(db: Database, viewerId: string, tournamentId: string): Promise<CoOrganiser[]> {
  await tournamentOrganisedBy(db, tournamentId, viewerId);
  const rows = await db
    .select(person)
    .from(tournamentOrganisers)
    .innerJoin(users, eq(users.id, tournamentOrganisers.userId))
    .where(eq(tournamentOrganisers.tournamentId, tournamentId))
    .orderBy(asc(tournamentOrganisers.addedAt), asc(users.name));
  return rows.map(shown);
}

/** The admin removes a co-organiser, or a co-organiser leaves. */
export async function removeCoOrganiser(db: Database, callerId: string, tournamentId: string, userId: string) {
  if (callerId === userId) await tournamentOrganisedBy(db, tournamentId, callerId);
  else await tournamentOwnedBy(db, tournamentId, callerId);
  const removed = await db
    .delete(tournamentOrganisers)
    .where(and(eq(tournamentOrganisers.tournamentId, tournamentId), eq(tournamentOrganisers.userId, userId)))
    .returning({ userId: tournamentOrganisers.userId });
  if (removed.length === 0) throw notFound(m.notCoOrganiser);
}
