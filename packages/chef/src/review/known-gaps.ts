// The open work of issue 12, measured by lint-gate.test.ts: review-corpus pantries the local chef still
// refuses or cooks with findings, and the findings allowed over its 300 random requests. Both only go down:
// a pantry that starts passing must come off this list (the test says so).

/** Corpus pantries not yet cooked cleanly (refused, or with lint findings), as of issue 12's second pass. */
export const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([
  'breakfast-fry-up',
  'soup-red-lentil-ip',
  'soup-miso',
  'roast-drumsticks-airfryer',
  'pasta-penne-mozzarella',
  'noodles-stir-fry-dairy-free',
  'rice-beans-pinto-ip',
  'rice-keto-cauli',
  'salad-chicken-caesar',
  'salad-fattoush',
  'curry-dal-tadka',
  'egg-tamago-rice',
  'east-asian-mapo-tofu',
  'messy-single-item',
  'constraint-5-min-tuna',
  'constraint-allergy-egg-gluten',
  'constraint-microwave-slow',
  'constraint-oven-slow-veg',
]);

/** Lint findings allowed in all over the 300 random requests of lint-gate.test.ts (3 when written). */
export const RANDOM_BUDGET = 3;
