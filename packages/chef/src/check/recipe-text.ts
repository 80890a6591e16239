import type { RecipeDraft } from '@sous/domain';

/** One piece of text a cook can read, and where it is. */
export interface TextField {
  where: string;
  text: string;
  /** The step it belongs to, for rules that care about the step's appliance. */
  step?: RecipeDraft['steps'][number];
}

/**
 * Every word of a recipe a cook can read, field by field: title, description, each ingredient line
 * (item and notes), each step, every substitution (key, alternative, reason), the shopping gap, the
 * leftover plan and every appliance swap (key and instructions). The checker reads all of them.
 */
export function recipeText(draft: RecipeDraft): TextField[] {
  const fields: TextField[] = [
    { where: 'title', text: draft.title },
    { where: 'description', text: draft.description },
  ];
  draft.ingredientsList.forEach((line, index) => {
    fields.push({ where: `ingredient ${index + 1}`, text: line.item });
    if (typeof line.amount === 'string')
      fields.push({ where: `ingredient ${index + 1} amount`, text: line.amount });
    if (line.notes) fields.push({ where: `ingredient ${index + 1} notes`, text: line.notes });
  });
  for (const step of draft.steps) fields.push({ where: `step ${step.step}`, text: step.instruction, step });
  for (const [original, alternatives] of Object.entries(draft.substitutions)) {
    fields.push({ where: 'substitutions', text: original });
    for (const { alternative, reason } of alternatives) {
      fields.push({ where: `substitution for ${original}`, text: alternative });
      fields.push({ where: `substitution reason for ${original}`, text: reason });
    }
  }
  draft.shoppingGap.forEach((item, index) => {
    fields.push({ where: `shopping item ${index + 1}`, text: item });
  });
  fields.push({ where: 'leftover plan', text: draft.leftoverPlan });
  for (const [appliance, swap] of Object.entries(draft.applianceSwaps)) {
    fields.push({ where: `appliance swap ${appliance}`, text: `${appliance}: ${swap.instructions}` });
  }
  return fields.filter((field) => field.text.length > 0);
}
