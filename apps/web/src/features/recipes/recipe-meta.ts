import { COPY, type RecipeType } from '@sous/domain';

/** The label of each of the three options (spec §1). */
export const RECIPE_TYPE_LABEL: Record<RecipeType, string> = {
  quick: COPY.recipes.quickWin,
  'zero-waste': COPY.recipes.zeroWaste,
  upgrade: COPY.recipes.upgradePath,
};

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
