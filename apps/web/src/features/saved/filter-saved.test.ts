import type { Recipe, SavedRecipe } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { filterAndSortSaved } from './filter-saved.ts';

function entry(
  id: string,
  recipe: Partial<Recipe>,
  savedAt: string,
  rating: number | null = null,
): SavedRecipe {
  return {
    id,
    savedAt,
    rating,
    recipe: {
      id,
      title: id,
      description: '',
      recipeType: 'quick',
      totalTime: 30,
      ingredientsList: [],
      ...recipe,
    } as Recipe,
  };
}

const list = [
  entry('a', { title: 'Lemon Pasta', recipeType: 'quick', totalTime: 20 }, '2025-01-01T10:00:00Z', 3),
  entry(
    'b',
    {
      title: 'banana bread',
      recipeType: 'zero-waste',
      totalTime: 70,
      ingredientsList: [{ amount: 2, unit: '', item: 'Ripe bananas' }],
    },
    '2025-01-03T10:00:00Z',
  ),
  entry('c', { title: 'Chicken Curry', recipeType: 'upgrade', totalTime: 45 }, '2025-01-02T10:00:00Z', 5),
];
const ids = (entries: SavedRecipe[]) => entries.map((e) => e.id);

describe('filterAndSortSaved', () => {
  it('sorts by most recent, title, time and rating', () => {
    expect(ids(filterAndSortSaved(list, { search: '', type: 'all', sort: 'recent' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(filterAndSortSaved(list, { search: '', type: 'all', sort: 'title' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(filterAndSortSaved(list, { search: '', type: 'all', sort: 'time' }))).toEqual(['a', 'c', 'b']);
    expect(ids(filterAndSortSaved(list, { search: '', type: 'all', sort: 'rating' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('filters by type and by search words in title or ingredients', () => {
    expect(ids(filterAndSortSaved(list, { search: '', type: 'upgrade', sort: 'recent' }))).toEqual(['c']);
    expect(ids(filterAndSortSaved(list, { search: 'BANANAS', type: 'all', sort: 'recent' }))).toEqual(['b']);
    expect(ids(filterAndSortSaved(list, { search: 'lemon pasta', type: 'all', sort: 'recent' }))).toEqual([
      'a',
    ]);
    expect(ids(filterAndSortSaved(list, { search: 'lemon', type: 'zero-waste', sort: 'recent' }))).toEqual(
      [],
    );
  });

  it('does not reorder the input', () => {
    const copy = [...list];
    filterAndSortSaved(list, { search: '', type: 'all', sort: 'time' });
    expect(list).toEqual(copy);
  });
});
