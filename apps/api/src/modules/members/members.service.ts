import {
  type AccountExport,
  type ChangePasswordBody,
  type Language,
  type CodedMessage,
  coded,
  type MemberProfile,
  type MyEnquiry,
  type ProfileUpdate,
} from '@catalog/shared';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/types.ts';
import type { Caller } from '../../lib/caller.ts';
import { fieldRefused, unauthorized } from '../../lib/errors.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import { refuseLosingLastAdmin } from '../auth/last-admin.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RateLimiter } from '../auth/rate-limits.ts';
import type { SessionsRepository } from '../auth/sessions.repository.ts';
import { SignInAttempt } from '../auth/sign-in-limits.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { passwordChangedMail } from '../../mail/templates/account-mails.ts';
import { accountDeletedMail } from './member-mails.ts';
import type { MembersRepository } from './members.repository.ts';

const profileOf = (user: UserRow): MemberProfile => ({
  user_id: user.id,
  full_name: user.full_name,
  email: user.email,
  company: user.company,
  phone: user.phone,
  position: user.position,
  is_staff: Boolean(user.is_staff),
  notify_new_solutions: Boolean(user.notify_new_solutions),
  language: user.language,
});

/** The signed-in account's own area (docs/product.md §3.12); every method acts on the caller's account only. */
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly outbox: OutboxRepository,
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  async profile(userId: number): Promise<MemberProfile> {
    return profileOf(await this.account(userId));
  }

  /** The sign-up rules' fields; the email is the sign-in name and stays as it is. */
  async updateProfile(userId: number, input: ProfileUpdate): Promise<MemberProfile> {
    await this.members.updateProfile(userId, {
      full_name: input.full_name.trim(),
      phone: input.phone.trim(),
      company: input.company,
      position: input.position,
      ...(input.notify_new_solutions !== undefined && { notify_new_solutions: input.notify_new_solutions ? 1 : 0 }),
      ...(input.language !== undefined && { language: input.language }),
    });
    return this.profile(userId);
  }

  /** The client's language switch keeps the choice on the account; its mails follow it. */
  async updateLanguage(userId: number, language: Language): Promise<MemberProfile> {
    await this.members.updateLanguage(userId, language);
    return this.profile(userId);
  }

  /**
   * A new password after the current one. Every other session ends by its row, not by the session
   * version a reset moves, so the token that asked goes on working (docs/decisions/0119).
   */
  async changePassword(caller: Caller, input: ChangePasswordBody, ip: string): Promise<void> {
    const user = await this.confirmPassword(caller.userId!, input.current_password, ip, {
      field: 'current_password',
      message: coded('member.currentPasswordWrong'),
    });
    const passwordHash = await hashPassword(input.new_password);
    await this.users.transaction(async (trx) => {
      await this.users.on(trx).update(user.id, { password_hash: passwordHash }, { endSessions: false });
      await this.sessions.on(trx).revokeOthers(user.id, caller.sessionId!);
      await this.outbox.on(trx).enqueue(passwordChangedMail(user, this.link('/forgot-password'), 'owner'));
    });
  }

  /** Everything held about the account; no password hash, no other account's rows. */
  async exportData(userId: number): Promise<AccountExport> {
    const user = await this.account(userId);
    const [enquiries, savedSearches, shortlist] = await Promise.all([
      this.members.enquiriesWithPersonalFields(userId),
      this.members.savedSearches(userId),
      this.members.shortlist(userId),
    ]);
    return {
      exported_at: nowIso(),
      profile: { ...profileOf(user), created_at: user.created_at, updated_at: user.updated_at },
      enquiries,
      saved_searches: savedSearches,
      shortlist: shortlist.items,
      shortlist_share: shortlist.share
        ? { url: this.link(`/shortlist/${shortlist.share.token}`), created_at: shortlist.share.created_at }
        : null,
      notifications: {
        new_solutions: Boolean(user.notify_new_solutions),
        saved_search_alerts: savedSearches.map((s) => ({ saved_search_id: s.id, name: s.name, alert: s.alert })),
      },
    };
  }

  myEnquiries(userId: number): Promise<MyEnquiry[]> {
    return this.members.enquiries(userId);
  }

  /**
   * Deletes the account after its password, in one transaction: its enquiries stay without their
   * personal fields, everything else of the account goes, mail still queued to it is dropped and a
   * receipt is queued instead. The last admin who can sign in cannot go (409).
   */
  async deleteAccount(userId: number, password: string, ip: string): Promise<void> {
    const user = await this.confirmPassword(userId, password, ip, {
      field: 'password',
      message: coded('member.passwordWrong'),
    });
    await this.users.transaction(async (trx) => {
      await refuseLosingLastAdmin(this.users.on(trx), user.id);
      const members = this.members.on(trx);
      const enquiries = await members.anonymiseEnquiries(user.id);
      const { savedSearches } = await members.deleteAccount(user.id);
      const outbox = this.outbox.on(trx);
      await outbox.dropUnsentTo(user.email);
      await outbox.enqueue(accountDeletedMail(user, { enquiries }, { savedSearches }, this.link('/sign/up')));
    });
  }

  private async account(userId: number): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * Checks the account's password, counted like a sign-in attempt (docs/decisions/0086): a stolen
   * session cannot be used to guess the password faster than the sign-in form allows.
   */
  private async confirmPassword(
    userId: number,
    password: string,
    ip: string,
    wrong: { field: string; message: CodedMessage },
  ): Promise<UserRow> {
    const user = await this.account(userId);
    const attempt = await SignInAttempt.reserve(this.limiter, user.email, ip);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw fieldRefused(wrong.field, wrong.message);
    }
    await attempt.succeeded();
    return user;
  }

  /** Links come from PUBLIC_URL only. */
  private link(path: string) {
    return `${this.config.publicUrl}${path}`;
  }
}
