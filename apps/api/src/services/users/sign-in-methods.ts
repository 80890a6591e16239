import type { AdminUser, SignInMethod } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { toAdminUser } from './user-views.ts';

/** The admin views of `users`, with the third-party sign-ins linked to each (one query for all). */
export async function toAdminUsers(db: Kysely<Database>, users: UserRow[]): Promise<AdminUser[]> {
  if (users.length === 0) return [];
  const links = await db
    .selectFrom('oauthAccounts')
    .select(['userId', 'provider'])
    .where(
      'userId',
      'in',
      users.map((user) => user.id),
    )
    .orderBy('provider')
    .execute();
  const byUser = new Map<string, SignInMethod[]>();
  for (const link of links) {
    const list = byUser.get(link.userId) ?? [];
    list.push(link.provider as SignInMethod);
    byUser.set(link.userId, list);
  }
  return users.map((user) => toAdminUser(user, byUser.get(user.id) ?? []));
}

export async function toAdminUserView(db: Kysely<Database>, user: UserRow): Promise<AdminUser> {
  const [view] = await toAdminUsers(db, [user]);
  return view!;
}
