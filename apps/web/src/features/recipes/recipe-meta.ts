import { COPY, type RecipeType } from '@sous/domain';
import { prefersUsEnglish, usDollars } from '../../lib/quick-format.ts';

/** The label of each of the three options (spec §1). */
export const RECIPE_TYPE_LABEL: Record<RecipeType, string> = {
  quick: COPY.recipes.quickWin,
  'zero-waste': COPY.recipes.zeroWaste,
  upgrade: COPY.recipes.upgradePath,
};

// Building an Intl formatter costs far more than using one (issue #20 part 3): one per currency, and
// none at all for dollars in US English (lib/quick-format.ts).
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  const quick = currency === 'USD' && prefersUsEnglish() ? usDollars(amount) : null;
  if (quick !== null) return quick;
  try {
    let format = moneyFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
      moneyFormats.set(currency, format);
    }
    return format.format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
