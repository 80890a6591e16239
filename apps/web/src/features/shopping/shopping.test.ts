import type { ShoppingLine, ShoppingList } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { formatShoppingAmount, lineAmount, shoppingListText } from './list-text.ts';
import { applyChecks, flushChecks, type PendingCheck, queueCheck } from './offline-checks.ts';

const line = (key: string, checked = false, amounts = [{ amount: 400, unit: 'g' }]): ShoppingLine => ({
  key,
  name: key,
  aisle: 'Produce',
  amounts,
  notes: [],
  recipes: [],
  checked,
  inPantry: false,
});
const list: ShoppingList = {
  aisles: [
    { aisle: 'Produce', lines: [line('onion', false, [{ amount: 3, unit: '' }]), line('spinach')] },
    { aisle: 'Dairy and eggs', lines: [line('milk', true, [{ amount: 500, unit: 'ml' }])] },
  ],
  covered: [line('egg')],
};

describe('offline checks', () => {
  it('keeps the last check of a line, in the order they were made', () => {
    let queue: PendingCheck[] = [];
    queue = queueCheck(queue, { key: 'onion', checked: true });
    queue = queueCheck(queue, { key: 'milk', checked: false });
    queue = queueCheck(queue, { key: 'onion', checked: false });
    expect(queue).toEqual([
      { key: 'milk', checked: false },
      { key: 'onion', checked: false },
    ]);
  });

  it('shows queued checks over the server list', () => {
    const shown = applyChecks(list, [
      { key: 'onion', checked: true },
      { key: 'milk', checked: false },
    ]);
    expect(shown.aisles.flatMap((a) => a.lines).map((l) => [l.key, l.checked])).toEqual([
      ['onion', true],
      ['spinach', false],
      ['milk', false],
    ]);
  });

  it('stops at a network failure and keeps the rest; drops a check the server refuses', async () => {
    const sent: string[] = [];
    const queue = [
      { key: 'gone', checked: true },
      { key: 'onion', checked: true },
      { key: 'milk', checked: true },
    ];
    const left = await flushChecks(queue, async (check) => {
      if (check.key === 'gone') throw new Error('404');
      if (check.key === 'milk') throw new TypeError('Failed to fetch');
      sent.push(check.key);
    });
    expect(sent).toEqual(['onion']);
    expect(left).toEqual([{ key: 'milk', checked: true }]);
    expect(await flushChecks(left, async () => undefined)).toEqual([]);
  });
});

describe('list text', () => {
  it('formats amounts in the chosen system', () => {
    expect(formatShoppingAmount({ amount: 400, unit: 'g' }, 'metric')).toBe('400 g');
    expect(formatShoppingAmount({ amount: 400, unit: 'g' }, 'imperial')).toBe('14.1 oz');
    expect(formatShoppingAmount({ amount: 473.176, unit: 'ml' }, 'imperial')).toBe('2 cups');
    expect(formatShoppingAmount({ amount: 3, unit: '' }, 'metric')).toBe('3');
    expect(formatShoppingAmount({ amount: 2, unit: 'can' }, 'metric')).toBe('2 cans');
    expect(lineAmount({ amounts: [{ amount: 1, unit: 'clove' }], notes: ['a pinch'] }, 'metric')).toBe(
      '1 clove, a pinch',
    );
  });

  it('writes the list as plain text by aisle, checked lines ticked', () => {
    expect(shoppingListText(list, 'metric', 'Shopping list')).toBe(
      [
        'Shopping list',
        '',
        'PRODUCE',
        '[ ] onion — 3',
        '[ ] spinach — 400 g',
        '',
        'DAIRY AND EGGS',
        '[x] milk — 500 ml',
      ].join('\n'),
    );
  });
});
