import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initialSchema from '../../migrations/2026-11-22T0900-initial-schema.ts';
import * as freeGenerationCredit from '../../migrations/2026-11-22T1000-free-generation-credit.ts';
import * as savedVersion from '../../migrations/2026-11-22T1030-saved-version.ts';
import * as shareLinks from '../../migrations/2026-11-23T0900-share-links.ts';
import * as googleSignIn from '../../migrations/2026-11-24T0900-google-sign-in.ts';
import * as pantryAndShoppingList from '../../migrations/2026-11-29T0100-pantry-and-shopping-list.ts';
import * as emailTrigramIndex from '../../migrations/2026-11-29T0200-email-trigram-index.ts';
import * as recipeSearchColumns from '../../migrations/2026-11-29T0200-recipe-search-columns.ts';
import * as firstMonthDiscount from '../../migrations/2026-11-29T0500-first-month-discount.ts';

// Listed here (not read from a folder) so the bundled server carries them. Append, never edit.
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0900-initial-schema': initialSchema,
  '2026-11-22T1000-free-generation-credit': freeGenerationCredit,
  '2026-11-22T1030-saved-version': savedVersion,
  '2026-11-23T0900-share-links': shareLinks,
  '2026-11-24T0900-google-sign-in': googleSignIn,
  '2026-11-29T0100-pantry-and-shopping-list': pantryAndShoppingList,
  '2026-11-29T0200-email-trigram-index': emailTrigramIndex,
  '2026-11-29T0200-recipe-search-columns': recipeSearchColumns,
  '2026-11-29T0500-first-month-discount': firstMonthDiscount,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
