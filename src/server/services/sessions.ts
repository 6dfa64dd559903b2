import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { TokenData } from '../../shared/schemas/auth';
import { newRefreshToken, sha256, type TokenSigner } from '../auth/tokens';
import type { Database } from '../db/database';
import { refreshTokens, sessions, type users } from '../db/schema';
import { unauthorized } from '../http-error';

/** A session lives 30 days through refresh rotation; each access token lives 24 h. */
const SESSION_TTL_MS = 30 * 24 * 3600_000;

type UserRow = typeof users.$inferSelect;

export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly signer: TokenSigner,
  ) {}

  private async tokenData(user: UserRow, sessionId: string): Promise<TokenData> {
    const refreshToken = newRefreshToken();
    await this.db.insert(refreshTokens).values({ sessionId, tokenHash: sha256(refreshToken) });
    return {
      accessToken: await this.signer.signAccess({ userId: user.id, sessionId }),
      refreshToken,
      expiresIn: this.signer.accessTtlSeconds,
      user: { id: user.id, name: user.name, phoneNumber: user.phoneNumber, image: user.image },
    };
  }

  async start(user: UserRow): Promise<TokenData> {
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session not created');
    return this.tokenData(user, session.id);
  }

  /** The user of a live session, or null when it was revoked, expired or never existed. */
  async activeUserId(sessionId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row?.userId ?? null;
  }

  /** Rotates a refresh token. Presenting one that was already used revokes its whole session. */
  async refresh(refreshToken: string, loadUser: (id: string) => Promise<UserRow | undefined>): Promise<TokenData> {
    const [found] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1);
    if (!found) throw unauthorized(messages.server.refreshInvalid);
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, found.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) {
      await this.revoke(found.sessionId);
      throw unauthorized(messages.server.refreshInvalid);
    }
    const userId = await this.activeUserId(found.sessionId);
    const user = userId ? await loadUser(userId) : undefined;
    if (!user) throw unauthorized(messages.server.refreshInvalid);
    return this.tokenData(user, found.sessionId);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
