import { hashPassword, verifyPassword } from './passwords.ts';
import { normaliseEmail, type UsersRepository } from './users.repository.ts';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start (checked by config.ts): creates that admin, or makes the
 * existing account an active, enabled admin with that password. Sessions end only when something changed, so a
 * plain restart does not sign the admin out.
 */
export async function ensureAdminAccount(
  users: UsersRepository,
  emailInput: string,
  password: string,
): Promise<AdminOutcome> {
  const email = normaliseEmail(emailInput);
  const existing = await users.findByEmail(email);
  if (!existing) {
    const created = await users.insert({
      email,
      full_name: 'Administrator',
      phone: '',
      company: '',
      position: '',
      password_hash: await hashPassword(password),
      is_staff: 1,
      is_active: 1,
    });
    if (created) return 'created';
    return ensureAdminAccount(users, email, password);
  }
  const samePassword = await verifyPassword(existing.password_hash, password);
  const rightAccess = existing.is_staff === 1 && existing.is_active === 1 && existing.is_disabled === 0;
  if (samePassword && rightAccess) return 'unchanged';
  await users.update(
    existing.id,
    {
      is_staff: 1,
      is_active: 1,
      is_disabled: 0,
      ...(!samePassword && { password_hash: await hashPassword(password) }),
    },
    { endSessions: true },
  );
  return 'updated';
}
