// How a shopping amount reads ("400 g", "14.1 oz", "3", "2 cans") and the whole list as plain text
// for printing and sharing.
import type { MeasurementSystem, ShoppingLine, ShoppingList } from '@sous/domain';
import { convertUnit, formatAmount, inflect, type ShoppingAmount } from '@sous/units';

export function formatShoppingAmount({ amount, unit }: ShoppingAmount, system: MeasurementSystem): string {
  if (unit === 'g' || unit === 'ml') {
    if (system === 'metric') return `${formatAmount(Math.round(amount))} ${unit}`;
    const shown = convertUnit(amount, unit, system);
    return `${formatAmount(shown.amount)} ${shown.unit}`;
  }
  const count = Math.round(amount * 100) / 100;
  if (unit === '') return formatAmount(count);
  return `${formatAmount(count)} ${inflect(unit, count)}`;
}

/** "400 g + 2 cans, a pinch" — empty when the line has no amount. */
export function lineAmount(line: Pick<ShoppingLine, 'amounts' | 'notes'>, system: MeasurementSystem): string {
  const amounts = line.amounts.map((amount) => formatShoppingAmount(amount, system)).join(' + ');
  return [amounts, ...line.notes].filter(Boolean).join(', ');
}

/** The list as plain text: a heading per aisle, one line per food, checked foods ticked. */
export function shoppingListText(list: ShoppingList, system: MeasurementSystem, title: string): string {
  const parts = [title];
  for (const aisle of list.aisles) {
    parts.push('', aisle.aisle.toUpperCase());
    for (const line of aisle.lines) {
      const amount = lineAmount(line, system);
      parts.push(`${line.checked ? '[x]' : '[ ]'} ${line.name}${amount ? ` — ${amount}` : ''}`);
    }
  }
  return parts.join('\n');
}
