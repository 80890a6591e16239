import { describe, expect, it } from 'vitest';
import { tryDish } from '../../review/dish.ts';
import { KINDS } from '../kinds.ts';
import { DISHES } from './index.ts';
import type { StepSpec } from './types.ts';

// The cookbook, as data: every dish is well formed, and cooks from each of its example pantries into
// a recipe that the checker (safety, allow-list, equipment, time) and the linter (what a cook objects
// to) both pass, for two and for six, as a Quick Win and as a Zero-Waste.

describe('the cookbook', () => {
  it('has at least 60 dishes with unique ids, across every course', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DISHES.map((d) => d.id)).size).toBe(DISHES.length);
    for (const course of ['breakfast', 'main', 'sweet'] as const)
      expect(DISHES.filter((d) => d.course === course).length).toBeGreaterThanOrEqual(5);
  });

  it.each(DISHES.map((d) => [d.id, d] as const))('%s names only slots and kinds it has', (_, dish) => {
    expect(dish.slots[dish.centre], 'the centre is a slot').toBeDefined();
    for (const name of dish.needsOne ?? []) expect(Object.keys(dish.slots)).toContain(name);
    for (const name of dish.needsAlso ?? []) expect(Object.keys(dish.slots)).toContain(name);
    expect(dish.examples.length).toBeGreaterThan(0);
    for (const slot of Object.values(dish.slots))
      for (const kind of slot.kinds) expect(KINDS).toHaveProperty(kind);
    const texts = [dish.title, ...dish.steps.filter((s): s is StepSpec => 'text' in s).map((s) => s.text)];
    const named = new Set<string>();
    for (const text of texts) {
      for (const [, cond] of text.matchAll(/\[(!?[a-zA-Z&|!-]+)\?/g))
        for (const name of cond!.split(/[&|]/))
          named.add(name.replace(/^!/, '').replace(/^(dry|ground|fish|whole|ready)-/, ''));
      for (const [, token] of text.matchAll(/\{([^{}]+)\}/g)) {
        const head = token!.trim().split(/\s+/)[0]!;
        if (['oil', 'butter', 'water', 'salt', 'pepper', 'min'].includes(head)) continue;
        const name = head.includes(':') ? head.split(':')[1]! : head.charAt(0).toLowerCase() + head.slice(1);
        named.add(name);
      }
      expect(text, 'no nested conditions').not.toMatch(/\[[^\]]*\[/);
    }
    for (const name of named) expect(Object.keys(dish.slots), `"${name}" is a slot`).toContain(name);
    for (const name of Object.keys(dish.slots)) expect([...named], `slot "${name}" is used`).toContain(name);
    for (const step of dish.steps)
      if ('when' in step && step.when)
        for (const name of step.when.split(/[&|]/))
          expect(Object.keys(dish.slots)).toContain(
            name.replace(/^!/, '').replace(/^(dry|ground|fish|whole|ready)-/, ''),
          );
  });

  const trials = DISHES.flatMap((dish) =>
    dish.examples.flatMap((example) =>
      ([2, 6] as const)
        .flatMap((size) => Math.max(size, dish.minServings ?? 0))
        .flatMap((servings) =>
          (['quick', 'zero-waste'] as const).map(
            (variant) => [dish.id, servings, variant, dish, example] as const,
          ),
        ),
    ),
  );
  it.each(trials)(
    '%s for %i (%s) cooks from its example with no findings',
    (_, servings, variant, dish, example) => {
      const trial = tryDish(dish, example, servings, variant);
      expect(trial.problems.filter((p) => !p.startsWith('slot '))).toEqual([]);
    },
  );
});
