import { describe, expect, it } from 'vitest';
import { isoDuration, type JsonLdRecipeSource, jsonLdScriptText, recipeJsonLd } from './recipe-json-ld.ts';

const recipe: JsonLdRecipeSource = {
  title: 'Lemon garlic chicken',
  description: 'Crisp thighs with a bright pan sauce.',
  recipeType: 'quick',
  difficulty: 'beginner',
  totalTime: 90,
  prepTime: 25,
  cookTime: 65,
  servings: 2,
  ingredientsList: [
    { amount: 1, unit: 'cup', item: 'chicken stock' },
    { amount: 2, unit: '', item: 'egg' },
    { amount: 200, unit: 'g', item: 'rice', notes: 'rinsed' },
    { amount: 'a pinch', unit: '', item: 'salt' },
  ],
  steps: [
    { step: 1, instruction: 'Bring 1 cup chicken stock to a simmer.' },
    { step: 2, instruction: 'Cook the rice for 15 minutes.' },
  ],
  nutrition: { calories: 449.6, protein: 31.2, carbs: 40, fat: 12.4, fiber: 2 },
};

const options = { factor: 1, system: 'imperial' as const, datePublished: '2026-11-22T09:00:00.000Z' };

describe('isoDuration', () => {
  it.each([
    [25, 'PT25M'],
    [90, 'PT1H30M'],
    [60, 'PT1H'],
    [0, 'PT0M'],
    [-5, 'PT0M'],
    [125.4, 'PT2H5M'],
  ])('%d minutes → %s', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
  });
});

describe('recipeJsonLd', () => {
  it('writes the times as ISO 8601 durations', () => {
    const ld = recipeJsonLd(recipe, options);
    expect([ld.prepTime, ld.cookTime, ld.totalTime]).toEqual(['PT25M', 'PT1H5M', 'PT1H30M']);
  });

  it('writes the ingredient lines as the cook reads them, in US units', () => {
    expect(recipeJsonLd(recipe, options).recipeIngredient).toEqual([
      '1 cup chicken stock',
      '2 eggs',
      '7 oz rice, rinsed',
      'a pinch salt',
    ]);
  });

  it('scales the lines, the steps and the yield, in metric units', () => {
    const ld = recipeJsonLd(recipe, { ...options, factor: 2, system: 'metric' });
    expect(ld.recipeIngredient).toEqual([
      '473 ml chicken stock',
      '4 eggs',
      '400 g rice, rinsed',
      'a pinch salt',
    ]);
    expect(ld.recipeInstructions[0]?.text).toBe('Bring 473 ml chicken stock to a simmer.');
    expect(ld.recipeYield).toBe('4 servings');
    expect(recipeJsonLd(recipe, { ...options, factor: 0.5 }).recipeYield).toBe('1 serving');
  });

  it('numbers the steps as HowToSteps', () => {
    expect(recipeJsonLd(recipe, options).recipeInstructions).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'Bring 1 cup chicken stock to a simmer.' },
      { '@type': 'HowToStep', position: 2, text: 'Cook the rice for 15 minutes.' },
    ]);
  });

  it('gives nutrition per serving as schema.org text values', () => {
    expect(recipeJsonLd(recipe, options).nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: '450 kcal',
      proteinContent: '31 g',
      carbohydrateContent: '40 g',
      fatContent: '12 g',
      fiberContent: '2 g',
    });
  });

  // The fields Google's Recipe rich result and the common importers (Mealie, Tandoor, Paprika) read.
  // `image` is the one Google requires that Sous cannot give: its recipes have no photos.
  it('carries every required and recommended Recipe field, each of the type schema.org expects', () => {
    const ld = recipeJsonLd(recipe, { ...options, url: 'https://sous.example/r/abc' });
    const parsed = JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@type']).toBe('Recipe');
    for (const key of ['name', 'description', 'recipeYield', 'recipeCategory', 'keywords', 'url']) {
      expect(typeof parsed[key], key).toBe('string');
      expect((parsed[key] as string).length, key).toBeGreaterThan(0);
    }
    for (const key of ['prepTime', 'cookTime', 'totalTime']) {
      expect(parsed[key], key).toMatch(/^PT(\d+H)?(\d+M)?$/);
    }
    expect(Number.isNaN(Date.parse(parsed.datePublished as string))).toBe(false);
    expect(parsed.author).toEqual({ '@type': 'Organization', name: 'Sous' });
    const ingredients = parsed.recipeIngredient as unknown[];
    expect(ingredients.length).toBeGreaterThan(0);
    expect(ingredients.every((line) => typeof line === 'string' && line.length > 0)).toBe(true);
    const steps = parsed.recipeInstructions as Record<string, unknown>[];
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect(step['@type']).toBe('HowToStep');
      expect(typeof step.text).toBe('string');
    }
    const nutrition = parsed.nutrition as Record<string, unknown>;
    expect(nutrition['@type']).toBe('NutritionInformation');
    expect(nutrition.calories).toMatch(/^\d+ kcal$/);
    for (const key of ['proteinContent', 'carbohydrateContent', 'fatContent', 'fiberContent']) {
      expect(nutrition[key], key).toMatch(/^\d+ g$/);
    }
  });

  it('accepts a Date for datePublished', () => {
    const ld = recipeJsonLd(recipe, { ...options, datePublished: new Date('2026-01-02T03:04:05Z') });
    expect(ld.datePublished).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('jsonLdScriptText', () => {
  it('cannot close the script element it is written into', () => {
    const text = jsonLdScriptText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
