import { describe, expect, it } from 'vitest';
import { pantryNoteLines } from './pantry-note.ts';

describe('pantryNoteLines', () => {
  it('says nothing when there is nothing to say', () => {
    expect(pantryNoteLines(null)).toEqual([]);
    expect(pantryNoteLines({ unrecognized: [], understood: [], leftOut: [] })).toEqual([]);
  });

  it('one plain sentence per kind, in order', () => {
    expect(
      pantryNoteLines({
        unrecognized: ['zorblax', 'quuxberry'],
        understood: [{ typed: 'brocoli', as: 'broccoli' }],
        leftOut: [{ item: 'peanut butter', reason: 'contains peanuts' }],
      }),
    ).toEqual([
      'Not recognised, left out: zorblax, quuxberry.',
      'Read as: brocoli → broccoli.',
      'Left out for you: peanut butter (contains peanuts).',
    ]);
    expect(
      pantryNoteLines({ unrecognized: [], understood: [], leftOut: [{ item: 'milk', reason: 'not Vegan' }] }),
    ).toEqual(['Left out for you: milk (not Vegan).']);
  });
});
