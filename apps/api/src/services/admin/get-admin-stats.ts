import type { AdminStats } from '@sous/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { adminUserTypeSql } from './user-type-conditions.ts';

/** The dashboard's counts in one pass over users, by the same conditions as the list's type filter. */
export async function getAdminStats(db: Kysely<Database>, now: Date): Promise<AdminStats> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('totalUsers'),
      sql<number>`(count(*) filter (where ${adminUserTypeSql('premium', now)}))::int`.as('premiumUsers'),
      sql<number>`(count(*) filter (where ${adminUserTypeSql('trial', now)}))::int`.as('trialUsers'),
      sql<number>`(count(*) filter (where ${adminUserTypeSql('free', now)}))::int`.as('freeUsers'),
      sql<number>`(count(*) filter (where users.is_moderator))::int`.as('moderators'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
