import { and, asc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { maskPhone, toE164 } from '../../shared/domain/phone';
import { messages } from '../../shared/messages';
import type {
  Profile,
  RegisterAnswer,
  RegisterBody,
  TokenData,
  UpdateUserDetailsBody,
  UserListItem,
} from '../../shared/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http-error';
import type { LoginThrottle } from './login-throttle';
import type { OtpService } from './otp';
import { pictureField } from './pictures';
import { loadProfile } from './profile';
import type { SessionService } from './sessions';

const m = messages.server;

/** Text searched inside names as it was typed: LIKE's own wildcards match only themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly defaultRegion: string,
  ) {}

  phone(input: string): string {
    const e164 = toE164(input, this.defaultRegion);
    if (!e164) throw badRequest(m.invalidPhone);
    return e164;
  }

  findByPhone(phoneNumber: string) {
    return this.db.query.users.findFirst({ where: eq(users.phoneNumber, phoneNumber) });
  }

  findById = (id: string) => this.db.query.users.findFirst({ where: eq(users.id, id) });

  private async existing(phoneNumber: string) {
    const user = await this.findByPhone(phoneNumber);
    if (!user) throw notFound(m.accountNotFound);
    return user;
  }

  private async assertNotTaken(phoneNumber: string): Promise<void> {
    if ((await this.findByPhone(phoneNumber))?.verifiedAt) throw conflict(m.phoneTaken);
  }

  /**
   * Starts a sign-up attempt: texts a code that carries this attempt's name and password. Nothing is
   * written to an account until a code is verified, so signing the same phone up again (anyone may
   * try) never changes what its owner's own code sets.
   */
  async register(body: RegisterBody): Promise<RegisterAnswer> {
    const phoneNumber = this.phone(body.phoneNumber);
    if (body.password !== body.confirmPassword) throw badRequest(m.passwordsDiffer);
    await this.assertNotTaken(phoneNumber);
    const signUpId = await this.otp.send(phoneNumber, 'register', async () => ({
      name: body.name,
      passwordHash: await hashPassword(body.password),
    }));
    return { phoneNumber, signUpId };
  }

  /** Creates the account (or completes one left unverified) with the details of the attempt whose code this is. */
  async verifyRegistration(phoneInput: string, code: string, signUpId?: string): Promise<TokenData> {
    const phoneNumber = this.phone(phoneInput);
    await this.assertNotTaken(phoneNumber);
    const { name, passwordHash } = await this.otp.consume(phoneNumber, 'register', code, signUpId);
    // A code texted before codes carried their attempt's details has none to give.
    if (!name || !passwordHash) throw badRequest(m.otpNoneActive);
    const now = new Date();
    const [user] = await this.db
      .insert(users)
      .values({ name, phoneNumber, passwordHash, verifiedAt: now })
      .onConflictDoUpdate({
        target: users.phoneNumber,
        set: { name, passwordHash, verifiedAt: now, updatedAt: now },
        setWhere: isNull(users.verifiedAt),
      })
      .returning();
    if (!user) throw conflict(m.phoneTaken);
    return this.sessions.start(user);
  }

  /** Checks the password unless the number is waiting after too many wrong ones (whatever address they came from). */
  async login(phoneInput: string, password: string): Promise<TokenData> {
    const user = await this.existing(this.phone(phoneInput));
    await this.throttle.claim(user.phoneNumber);
    if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(m.wrongPassword);
    await this.throttle.clear(user.phoneNumber);
    if (!user.verifiedAt) throw forbidden(m.notVerified);
    return this.sessions.start(user);
  }

  async requestReset(phoneInput: string): Promise<void> {
    const user = await this.existing(this.phone(phoneInput));
    await this.otp.send(user.phoneNumber, 'reset');
  }

  /**
   * A reset proves the phone is theirs: it verifies the account, ends the wait after wrong passwords
   * and signs out every other session.
   */
  async resetPassword(phoneInput: string, code: string, newPassword: string, confirmPassword: string) {
    const phoneNumber = this.phone(phoneInput);
    if (newPassword !== confirmPassword) throw badRequest(m.passwordsDiffer);
    const user = await this.existing(phoneNumber);
    await this.otp.consume(phoneNumber, 'reset', code);
    const passwordHash = await hashPassword(newPassword);
    await this.db
      .update(users)
      .set({ passwordHash, verifiedAt: user.verifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await this.throttle.clear(phoneNumber);
    await this.sessions.revokeAllOf(user.id);
  }

  profile(userId: string): Promise<Profile> {
    return loadProfile(this.db, userId);
  }

  async updateDetails(userId: string, body: UpdateUserDetailsBody): Promise<Profile> {
    const image = await pictureField(this.db, body.image, 'Photo');
    const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);
    await this.db
      .update(users)
      .set({
        name: body.name,
        email: blankToNull(body.email),
        dob: blankToNull(body.dob),
        gender: body.gender,
        image,
        message: blankToNull(body.message),
        primaryPosition: body.primaryPosition,
        preferredFoot: body.preferredFoot,
        city: blankToNull(body.city),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return this.profile(userId);
  }

  /**
   * Verified players for adding to a team, with masked numbers (docs/rules.md#accounts-sessions-and-codes).
   * A search matches names case-insensitively, and a number only when it is typed in full.
   */
  async search(query = ''): Promise<UserListItem[]> {
    const wanted = query.trim();
    const phoneNumber = wanted ? toE164(wanted, this.defaultRegion) : null;
    const rows = await this.db
      .select({
        id: users.id,
        name: users.name,
        phoneNumber: users.phoneNumber,
        image: users.image,
        primaryPosition: users.primaryPosition,
      })
      .from(users)
      .where(
        and(
          isNotNull(users.verifiedAt),
          wanted
            ? or(
                ilike(users.name, `%${likeEscaped(wanted)}%`),
                phoneNumber ? eq(users.phoneNumber, phoneNumber) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(asc(users.name));
    return rows.map((row) => {
      const masked = maskPhone(row.phoneNumber);
      return { ...row, phoneNumber: masked, phone: masked };
    });
  }

  /** The number of the player a call names by phone number, or by id (picked from the list, so never shown). */
  async playerNumber({ phoneNumber, playerId }: { phoneNumber?: string; playerId?: string }): Promise<string> {
    if (!playerId) return this.phone(phoneNumber ?? '');
    const player = await this.findById(playerId);
    if (!player?.verifiedAt) throw notFound(m.playerNotFound);
    return player.phoneNumber;
  }
}
