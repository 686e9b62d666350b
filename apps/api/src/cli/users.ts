import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/types.ts';
import { buildRepositories } from '../services.ts';
import { runIfMain, withMigratedDatabase } from './cli-database.ts';

const USAGE = `Usage: npm run users -- <command>
  list                 every account with its role and state
  collisions           accounts whose emails are one address once normalised (exit 1 if any)
  promote EMAIL        make the account an admin
  demote EMAIL         make the admin a plain user
  disable EMAIL        block the account from signing in
  enable EMAIL         allow a disabled account again
A changed account is signed out everywhere, so its next token carries the new role.`;

const CHANGES = {
  promote: { is_staff: 1 },
  demote: { is_staff: 0 },
  disable: { is_disabled: 1 },
  enable: { is_disabled: 0 },
} as const;

const describe = (u: UserRow) =>
  [
    u.id,
    u.email,
    u.is_staff ? 'admin' : 'user',
    u.is_active ? 'active' : 'inactive',
    u.is_disabled ? 'disabled' : 'enabled',
    u.full_name,
  ].join('\t');

/** Runs one command against an open database; answers the exit code. */
export async function runUsersCommand(args: string[], db: Db, print: (line: string) => void): Promise<number> {
  const { users: repo } = buildRepositories(db);
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) {
    const users = await repo.list();
    print(['id', 'email', 'role', 'state', 'access', 'name'].join('\t'));
    for (const u of users) print(describe(u));
    return 0;
  }
  if (command === 'collisions' && email === undefined) {
    const groups = await repo.emailCollisions();
    for (const group of groups) {
      print(`Accounts for one address (disable or merge all but one):`);
      for (const u of group) print(`  ${describe(u)}`);
    }
    if (!groups.length) print('No two accounts share an address once emails are normalised.');
    return groups.length ? 1 : 0;
  }
  if (command && command in CHANGES && email && rest.length === 0) {
    const user = await repo.updateAccess({ email }, CHANGES[command as keyof typeof CHANGES]);
    if (!user) {
      print(`No account with the email ${email}`);
      return 1;
    }
    print(describe(user));
    return 0;
  }
  print(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

runIfMain(import.meta.url, () =>
  withMigratedDatabase((db) => runUsersCommand(process.argv.slice(2), db, (line) => console.log(line))),
);
