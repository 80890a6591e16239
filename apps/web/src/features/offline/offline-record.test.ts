import type { PublicUser, Recipe, SavedRecipe } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import {
  isSavedOf,
  type OfflineRecord,
  recordForUser,
  recordWithSaved,
  savedRecipeOf,
} from './offline-record.ts';

const user = (id: string) => ({ id, email: `${id}@example.com` }) as PublicUser;
const saved = (recipeId: string): SavedRecipe => ({
  id: `saved-${recipeId}`,
  recipe: { id: recipeId, title: `Recipe ${recipeId}` } as Recipe,
  savedAt: '2026-11-30T12:00:00.000Z',
  rating: null,
});

describe('the offline copy of one account', () => {
  const ana: OfflineRecord = { user: user('ana'), saved: [saved('r1'), saved('r2')] };

  it('keeps the saved list when the same cook is seen again, with the fresh user', () => {
    const fresher = { ...user('ana'), email: 'ana@new.example.com' };
    expect(recordForUser(ana, fresher)).toEqual({ user: fresher, saved: ana.saved });
  });

  it("never carries one account's saved recipes over to another's", () => {
    expect(recordForUser(ana, user('ben'))).toEqual({ user: user('ben'), saved: null });
    expect(recordForUser(undefined, user('ben'))).toEqual({ user: user('ben'), saved: null });
  });

  it('stores a saved list only for a signed-in account', () => {
    expect(recordWithSaved(undefined, [saved('r3')])).toBeUndefined();
    expect(recordWithSaved(ana, [saved('r3')])).toEqual({ user: ana.user, saved: [saved('r3')] });
    expect(recordWithSaved(ana, [])).toEqual({ user: ana.user, saved: [] });
  });

  it('finds a saved recipe by its recipe id, and says whether one is saved', () => {
    expect(savedRecipeOf(ana, 'r2')?.title).toBe('Recipe r2');
    expect(savedRecipeOf(ana, 'missing')).toBeUndefined();
    expect(isSavedOf(ana, 'r1')).toEqual({ isSaved: true });
    expect(isSavedOf(ana, 'missing')).toEqual({ isSaved: false });
  });

  it('cannot say anything before the saved list was read once', () => {
    const unread: OfflineRecord = { user: user('ana'), saved: null };
    expect(savedRecipeOf(unread, 'r1')).toBeUndefined();
    expect(isSavedOf(unread, 'r1')).toBeUndefined();
    expect(isSavedOf(undefined, 'r1')).toBeUndefined();
  });
});
