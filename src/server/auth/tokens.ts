import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SESSION_LIFETIME_SECONDS } from '../../shared/constants';
import { isUuid } from '../../shared/uuid7';

const ISSUER = 'pitchside';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly accessTtlSeconds = SESSION_LIFETIME_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess({ userId, sessionId }: AccessClaims): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /** Checks signature, algorithm, issuer and expiry, which must be there; null for any token that fails. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        // A token without exp would never expire: jose checks exp only when it is there.
        requiredClaims: ['exp'],
      });
      // Claims are looked up in uuid columns: anything else would make the query fail rather than answer 401.
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
