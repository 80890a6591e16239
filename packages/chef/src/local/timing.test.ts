import { ConstraintsSchema } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PARALLEL, statedMinutesIn } from '../check/reading.ts';
import { cookLocally } from './index.ts';
import { mergeShortSteps, settleStep, statedMinutes } from './timing.ts';

const cook = (ingredients: string, constraints: object = {}) =>
  cookLocally({ ingredients, constraints: v.parse(ConstraintsSchema, constraints) });

/** A step whose text tells the cook to put something on the heat. */
const COOKING =
  /(^|[.!;:]\s+)(Heat|Cook|Simmer|Boil|Roast|Bake|Fry|Sear|Microwave|Toast|Stir-fry|Sauté|Pressure cook|Air-fry|Steam|Warm|Melt|Brown|Bring)\b/;

const PANTRIES: [string, object][] = [
  ['chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon', { servings: 2, time: 60 }],
  ['eggs, spinach, feta, half an onion, leftover potatoes, cherry tomatoes', { time: 20 }],
  [
    'chickpeas, sweet potato, kale, tahini, lemon, cumin, red onion',
    { diet: ['Vegan'], appliances: ['Oven'], time: 45 },
  ],
  [
    'eggs, frozen peas, cooked rice, soy sauce, spinach, canned tuna',
    { time: 20, appliances: ['Microwave'], servings: 1 },
  ],
  ['ground beef, canned tomatoes, onion, carrots, celery, pasta, parmesan', { servings: 6, time: 60 }],
  ['pork chops, apples, potatoes, cabbage, mustard', { time: 45 }],
  // One appliance alone often allows only one dish; a second makes three different ones possible.
  [
    'chicken thighs, carrots, potatoes, onion, chicken stock',
    { time: 180, appliances: ['Slow Cooker', 'Stove'] },
  ],
  ['lentils, carrots, onion, canned tomatoes, cumin', { appliances: ['Instant Pot', 'Stove'], time: 60 }],
  ['salmon, asparagus, lemon', { appliances: ['Air Fryer', 'Oven'] }],
  ['shrimp, rice noodles, bell pepper, lime, garlic', { time: 20 }],
];

describe('step times', () => {
  it('reads the minutes a step states, leaving out nested and per-side times', () => {
    expect(statedMinutes('Sear 13 minutes, then rest 5 minutes.')).toBe(18);
    expect(statedMinutes('Simmer 18–20 minutes; add the peas for the last 6 minutes.')).toBe(20);
    expect(statedMinutes('Fry 3 minutes a side, about 12 minutes in all.')).toBe(12);
    expect(statedMinutes('Cook exactly 6½ minutes, then chill for 2 minutes.')).toBe(8.5);
    expect(statedMinutes('Cook on HIGH for 2½ hours.')).toBe(150);
    expect(statedMinutes('Refrigerate (up to 24 hours). Stir 30 seconds.')).toBe(0);
  });

  it('widens the longest time into a range that ends on the timer', () => {
    const seared = settleStep({
      tool: 'Stove',
      text: 'Sear the chicken until cooked through, 13 minutes.',
      minutes: 13,
    });
    expect(seared).toMatchObject({ units: 3, text: 'Sear the chicken until cooked through, 13–15 minutes.' });
    const about = settleStep({
      tool: 'Stove',
      text: 'Brown 2 minutes, then stir-fry about 9 minutes more.',
      minutes: 11,
    });
    expect(about).toMatchObject({ units: 3, text: 'Brown 2 minutes, then stir-fry 9–13 minutes more.' });
    expect(settleStep({ tool: 'Oven', text: 'Roast 25 minutes.', minutes: 26 })).toMatchObject({ units: 5 });
    expect(settleStep({ tool: 'none', text: 'Serve.', minutes: 0 }).units).toBe(0);
    expect(settleStep({ tool: 'Knife', text: 'Chop everything.', minutes: 7 }).units).toBe(2);
  });

  it('reads work done alongside as parallel: the longer branch, not the sum', () => {
    expect(
      statedMinutesIn(
        'Simmer the rice 18 minutes. While it cooks, fry the chicken 10 minutes, then the broccoli 4 minutes.',
      ),
    ).toBe(18);
    expect(statedMinutesIn('Boil the pasta 10 minutes. Meanwhile, simmer the sauce 12 minutes.')).toBe(12);
    expect(statedMinutesIn('Fry the onion 10 minutes. Stir in the spices for 1 minute.')).toBe(11);
  });

  it('folds a short step into the one before when it shares its timer', () => {
    const merged = mergeShortSteps([
      { tool: 'Stove', text: 'Stir-fry 3 minutes.', minutes: 3 },
      { tool: 'Stove', text: 'Toss with the sauce for 1 minute.', minutes: 1 },
      { tool: 'none', text: 'Serve.', minutes: 0 },
    ]);
    expect(merged.map((s) => s.text)).toEqual([
      'Stir-fry 3 minutes. Toss with the sauce for 1 minute.',
      'Serve.',
    ]);
  });

  for (const [ingredients, constraints] of PANTRIES) {
    it(`text minutes agree with duration × 5, and cooking steps have a timer: ${ingredients}`, () => {
      const trio = cook(ingredients, constraints);
      for (const draft of trio) {
        let sum = 0;
        for (const step of draft.steps) {
          // The checker's reader: it also counts "for a minute", "1½ hours" and "overnight".
          const stated = statedMinutesIn(step.instruction);
          const timer = step.duration * 5;
          sum += step.duration;
          if (stated > 0 && PARALLEL.test(step.instruction)) {
            // Work done alongside what cooks on its own: the timer covers the longer branch, whose
            // knife work states no minutes of its own.
            expect(timer, step.instruction).toBeGreaterThanOrEqual(stated);
          } else if (stated > 0) {
            expect(step.duration, step.instruction).toBe(Math.ceil(stated / 5 - 1e-9));
            if (stated >= 5) expect(Math.ceil(stated), step.instruction).toBe(timer);
          }
          if (step.duration === 0) expect(step.instruction).not.toMatch(COOKING);
        }
        // Steps one after the other, except "Meanwhile, …" work beside the step before it: never more
        // than the timers' sum, never less than the longer side of each such pair.
        const meanwhile = draft.steps.some((step) => /^(Meanwhile|While)\b/.test(step.instruction));
        if (!meanwhile) expect(draft.totalTime).toBe(sum * 5);
        else {
          expect(draft.totalTime).toBeLessThanOrEqual(sum * 5);
          let floor = 0;
          let host = 0;
          for (const step of draft.steps) {
            if (/^(Meanwhile|While)\b/.test(step.instruction)) floor += Math.max(0, step.duration - host);
            else {
              floor += step.duration;
              host = step.duration;
            }
          }
          expect(draft.totalTime).toBeGreaterThanOrEqual(floor * 5);
        }
        expect(draft.prepTime + draft.cookTime).toBe(draft.totalTime);
        expect(draft.totalTime).toBeLessThanOrEqual(v.parse(ConstraintsSchema, constraints).time);
      }
    });
  }
});
