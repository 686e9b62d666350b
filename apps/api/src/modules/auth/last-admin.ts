import { coded } from '@catalog/shared';
import { conflict } from '../../lib/errors.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * The catalogue always keeps one admin who can sign in: a change that would take account `id` out
 * of that group (a demotion, disabling it, deleting it) is a 409 when it is the last one. Run it
 * inside the change's transaction, on `users.on(trx)`: on PostgreSQL the admins' rows stay locked
 * until the change commits, so two such changes at once cannot both pass.
 */
export async function refuseLosingLastAdmin(users: UsersRepository, id: number): Promise<void> {
  const admins = await users.activeAdminIds();
  if (admins.includes(id) && admins.length === 1) throw conflict(coded('admin.lastAdmin'));
}
