// A recipe as schema.org/Recipe JSON-LD: what Google's rich results and recipe importers (Mealie,
// Tandoor, Paprika, browsers' recipe views) read. One mapping, used by the web app's recipe page and its
// .json download and by the API's shared page (/r/{token}), so all three say the same thing.
import type { HowToStep, NutritionInformation, Recipe as SchemaRecipe, WithContext } from 'schema-dts';
import type { IngredientInput } from './display.ts';
import { formatFraction } from './fractions.ts';
import { presentIngredient } from './present.ts';
import { scaleStepText } from './step-text.ts';
import type { MeasurementSystem } from './units.ts';

/** The fields of a Sous recipe the mapping reads (`@sous/domain` `Recipe` has them all). */
export interface JsonLdRecipeSource {
  title: string;
  description: string;
  recipeType: string;
  difficulty: string;
  totalTime: number;
  prepTime: number;
  cookTime: number;
  servings: number;
  ingredientsList: readonly IngredientInput[];
  steps: readonly { step: number; instruction: string }[];
  nutrition: { calories: number; protein: number; carbs: number; fat: number; fiber: number };
}

export interface JsonLdOptions {
  /** The scale the cook chose (1 = as written). */
  factor: number;
  system: MeasurementSystem;
  /** When the recipe was made (ISO 8601). */
  datePublished: Date | string;
  /** The page's own address, when it has a public one. */
  url?: string;
}

/** The JSON-LD object: schema-dts's typing of schema.org, narrowed to the shapes this mapping writes. */
export type RecipeJsonLd = WithContext<SchemaRecipe> & {
  '@type': 'Recipe';
  name: string;
  description: string;
  recipeYield: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeCategory: string;
  keywords: string;
  recipeIngredient: string[];
  recipeInstructions: (HowToStep & { '@type': 'HowToStep'; position: number; text: string })[];
  nutrition: NutritionInformation & {
    '@type': 'NutritionInformation';
    servingSize: string;
    calories: string;
  };
  author: { '@type': 'Organization'; name: 'Sous' };
  datePublished: string;
};

const CATEGORY: Record<string, string> = {
  quick: 'Quick Win',
  'zero-waste': 'Zero-Waste',
  upgrade: 'Upgrade Path',
};

/** Whole minutes as an ISO 8601 duration: 25 → "PT25M", 90 → "PT1H30M", 60 → "PT1H", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** "2 cloves garlic, minced": one ingredient line as the cook reads it, scaled and in their units. */
export function ingredientLineText(ingredient: IngredientInput, factor: number, system: MeasurementSystem) {
  const shown = presentIngredient(ingredient, factor, system);
  const line = shown.quantity ? `${shown.quantity} ${shown.item}` : shown.item;
  return shown.notes ? `${line}, ${shown.notes}` : line;
}

const grams = (value: number) => `${Math.round(value)} g`;

/** A Sous recipe as schema.org/Recipe JSON-LD, scaled by `factor` and written in `system`'s units. */
export function recipeJsonLd(recipe: JsonLdRecipeSource, options: JsonLdOptions): RecipeJsonLd {
  const { factor, system } = options;
  const items = recipe.ingredientsList.map((line) => line.item);
  const servings = recipe.servings * factor;
  const published =
    typeof options.datePublished === 'string' ? options.datePublished : options.datePublished.toISOString();
  const category = CATEGORY[recipe.recipeType] ?? recipe.recipeType;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    ...(options.url ? { url: options.url } : {}),
    recipeYield: `${formatFraction(servings, [1 / 2])} ${servings === 1 ? 'serving' : 'servings'}`,
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime),
    totalTime: isoDuration(recipe.totalTime),
    recipeCategory: category,
    keywords: [category, recipe.difficulty, 'Sous'].join(', '),
    recipeIngredient: recipe.ingredientsList.map((line) => ingredientLineText(line, factor, system)),
    recipeInstructions: recipe.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: scaleStepText(step.instruction, { factor, system, items }).text,
    })),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${Math.round(recipe.nutrition.calories)} kcal`,
      proteinContent: grams(recipe.nutrition.protein),
      carbohydrateContent: grams(recipe.nutrition.carbs),
      fatContent: grams(recipe.nutrition.fat),
      fiberContent: grams(recipe.nutrition.fiber),
    },
    author: { '@type': 'Organization', name: 'Sous' },
    datePublished: published,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
