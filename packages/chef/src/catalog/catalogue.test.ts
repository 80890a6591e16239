import { describe, expect, it } from 'vitest';
import {
  findIngredient,
  findMentions,
  getIngredient,
  INGREDIENTS,
  type Ingredient,
  normalizeName,
  normalizeWords,
  singular,
} from './index.ts';

const names = (ingredient: Ingredient): string[] => [ingredient.name, ...ingredient.synonyms];

/**
 * Names deliberately shared by two rows, by normalized name → the row findIngredient gives. None today: every
 * name and synonym leads to its own row. Add one here, with the reason, only when two rows must share it.
 */
const SHARED: Record<string, string> = {};

/** Rows whose energy is not 4·protein + 4·carbs + 9·fat, and why. */
const ENERGY_EXCEPTIONS: Record<string, string> = {
  'white-wine': 'alcohol gives 7 kcal/g and is not in the macros',
  'red-wine': 'alcohol gives 7 kcal/g and is not in the macros',
  mirin: 'hon mirin is about 14% alcohol (7 kcal/g), not in the macros',
  vanilla: 'vanilla extract is about 35% alcohol',
  'baking-powder': "USDA's carbohydrate by difference is mostly the leavening salts, which give no energy",
  cocoa: "USDA's own factors for cocoa count its fat and its 37% fibre far lower than the general ones",
};

// What people type, and the row it must be. The generic names, joints and forms, and the specific names
// they must not swallow.
const TYPED: [string, string][] = [
  ['chicken', 'chicken'],
  ['beef', 'beef'],
  ['pork', 'pork'],
  ['fish', 'white-fish'],
  ['lamb', 'lamb'],
  ['mince', 'ground-beef'],
  ['beef mince', 'ground-beef'],
  ['chicken mince', 'ground-chicken'],
  ['pork mince', 'ground-pork'],
  ['turkey mince', 'ground-turkey'],
  ['lamb mince', 'ground-lamb'],
  ['chicken breasts', 'chicken-breast'],
  ['boneless skinless chicken thighs', 'chicken-thigh'],
  ['chicken thighs', 'chicken-thigh'],
  ['bone-in chicken thighs', 'chicken-thighs-bone-in'],
  ['skin-on chicken thighs', 'chicken-thighs-bone-in'],
  ['chicken legs', 'chicken-legs'],
  ['chicken drumsticks', 'chicken-drumstick'],
  ['whole chicken', 'whole-chicken'],
  ['a whole chicken', 'whole-chicken'],
  ['spatchcock chicken', 'spatchcock-chicken'],
  ['rotisserie chicken', 'cooked-chicken'],
  ['turkey crown', 'turkey-crown'],
  ['whole turkey breast', 'turkey-crown'],
  ['turkey thighs', 'turkey-thighs'],
  ['duck legs', 'duck-legs'],
  ['whole duck', 'whole-duck'],
  ['pork belly', 'pork-belly'],
  ['spare ribs', 'pork-ribs'],
  ['baby back ribs', 'pork-ribs'],
  ['pork loin roast', 'pork-loin-roast'],
  ['pork loin', 'pork-loin-roast'],
  ['pork loin chops', 'pork-chop'],
  ['2 lb pork shoulder', 'pork-shoulder'],
  ['gammon', 'gammon'],
  ['gammon joint', 'gammon'],
  ['ham', 'ham'],
  ['cooked ham', 'ham'],
  ['chuck roast', 'beef-chuck-roast'],
  ['beef chuck roast', 'beef-chuck-roast'],
  ['3 lb chuck roast', 'beef-chuck-roast'],
  ['beef brisket', 'beef-brisket'],
  ['short ribs', 'beef-short-ribs'],
  ['beef shin', 'beef-shin'],
  ['oxtail', 'oxtail'],
  ['topside of beef', 'beef-round-roast'],
  ['beef roast', 'beef-round-roast'],
  ['prime rib', 'beef-rib-roast'],
  ['roast beef', 'roast-beef'],
  ['stewing beef', 'stewing-beef'],
  ['diced beef', 'stewing-beef'],
  ['ground beef', 'ground-beef'],
  ['steak', 'steak'],
  ['beef stock', 'beef-stock'],
  ['chicken stock', 'chicken-stock'],
  ['leg of lamb', 'leg-of-lamb'],
  ['lamb shoulder', 'lamb-shoulder'],
  ['lamb shanks', 'lamb-shanks'],
  ['lamb chops', 'lamb-chops'],
  ['veal escalopes', 'veal-escalope'],
  ['curry goat', 'goat'],
  ['goat cheese', 'goat-cheese'],
  ['goat milk', 'goat-milk'],
  ['venison steak', 'venison'],
  ['rabbit', 'rabbit'],
  ['white fish fillets', 'white-fish'],
  ['salmon fillets', 'salmon'],
  ['tilapia', 'white-fish'],
  ['haddock', 'cod'],
  ['sea bass fillets', 'white-fish'],
  ['whole sea bass', 'whole-fish'],
  ['trout', 'trout'],
  ['mackerel', 'mackerel'],
  ['smoked mackerel', 'smoked-mackerel'],
  ['canned mackerel', 'canned-mackerel'],
  ['halibut', 'halibut'],
  ['catfish', 'catfish'],
  ['swordfish', 'swordfish'],
  ['tuna', 'canned-tuna'],
  ['tuna steak', 'tuna-steak'],
  ['sardines', 'sardines'],
  ['fresh sardines', 'fresh-sardines'],
  ['calamari', 'squid'],
  ['octopus', 'octopus'],
  ['lobster', 'lobster'],
  ['crab', 'crab'],
  ['crab legs', 'crab-legs'],
  ['live crabs', 'whole-crab'],
  ['crawfish', 'crawfish'],
  ['mussels', 'mussels'],
  ['oysters', 'oysters'],
  ['scallops', 'scallops'],
  ['prawns', 'shrimp'],
  ['raw prawns', 'shrimp'],
  ['cooked prawns', 'cooked-shrimp'],
  ['fish fingers', 'fish-fingers'],
  ['fish sticks', 'fish-fingers'],
  ['fish sauce', 'fish-sauce'],
  ['fish stock', 'fish-stock'],
  ['chorizo', 'fresh-chorizo'],
  ['mexican chorizo', 'fresh-chorizo'],
  ['spanish chorizo', 'chorizo'],
  ['pancetta', 'bacon'],
  ['salami', 'salami'],
  ['pepperoni', 'pepperoni'],
  ['hot dogs', 'hot-dogs'],
  ['frankfurters', 'hot-dogs'],
  ['bratwurst', 'sausage'],
  ['italian sausage', 'sausage'],
  ['merguez', 'merguez'],
  ['kielbasa', 'kielbasa'],
  ['smoked sausage', 'kielbasa'],
  ['black pudding', 'black-pudding'],
  ['spam', 'luncheon-meat'],
  ['corned beef', 'corned-beef-brisket'],
  ['canned corned beef', 'corned-beef'],
  ['meatballs', 'meatballs'],
  ['burger patties', 'beef-burgers'],
  ['hamburger buns', 'burger-buns'],
  ['chicken nuggets', 'chicken-nuggets'],
  ['deli turkey', 'deli-turkey'],
  ['turkey', 'turkey-breast'],
  ['dried kidney beans', 'dried-kidney-beans'],
  ['dry kidney beans', 'dried-kidney-beans'],
  ['raw kidney beans', 'dried-kidney-beans'],
  ['uncooked kidney beans', 'dried-kidney-beans'],
  ['soaked kidney beans', 'dried-kidney-beans'],
  ['red kidney beans, dried', 'dried-kidney-beans'],
  ['500 g dried red kidney beans', 'dried-kidney-beans'],
  ['kidney beans', 'kidney-beans'],
  ['red kidney beans', 'kidney-beans'],
  ['dry chickpeas', 'dried-chickpeas'],
  ['chickpeas', 'chickpeas'],
  ['dried black beans', 'dried-black-beans'],
  ['black beans', 'black-beans'],
  ['dried pinto beans', 'dried-pinto-beans'],
  ['mirin', 'mirin'],
  ['caesar dressing', 'caesar-dressing'],
  ['shaoxing wine', 'white-wine'],
  ['dried cannellini beans', 'dried-white-beans'],
  ['dried haricot beans', 'dried-white-beans'],
  ['dried butter beans', 'dried-butter-beans'],
  ['butter beans', 'white-beans'],
  ['dried black-eyed peas', 'dried-black-eyed-peas'],
  ['split peas', 'split-peas'],
  ['lentils', 'lentils'],
  ['dried green lentils', 'lentils'],
  ['red lentils', 'red-lentils'],
  ['dried red lentils', 'red-lentils'],
  ['mung beans', 'dried-mung-beans'],
  ['adzuki beans', 'dried-adzuki-beans'],
  ['dried fava beans', 'dried-fava-beans'],
  ['dried soybeans', 'dried-soybeans'],
  ['soybeans', 'edamame'],
  ['beef tomatoes', 'beef-tomato'],
  ["lamb's lettuce", 'lambs-lettuce'],
];

describe('catalogue rows', () => {
  it('has unique ids', () => {
    const seen = new Set<string>();
    for (const ingredient of INGREDIENTS) {
      expect(seen.has(ingredient.id), `duplicate id ${ingredient.id}`).toBe(false);
      seen.add(ingredient.id);
    }
  });

  it('finds every name and synonym as its own row (shared names are listed)', () => {
    for (const ingredient of INGREDIENTS) {
      for (const name of names(ingredient)) {
        const expected = SHARED[normalizeName(name)] ?? ingredient.id;
        expect(findIngredient(name)?.id, `"${name}" (${ingredient.id})`).toBe(expected);
      }
    }
  });

  it('reads what people type as the right food and form', () => {
    expect(TYPED.length).toBeGreaterThanOrEqual(40);
    for (const [typed, id] of TYPED) {
      expect(() => getIngredient(id), id).not.toThrow();
      expect(findIngredient(typed)?.id, `"${typed}"`).toBe(id);
    }
  });

  it('has plausible macros: energy ≈ 4·protein + 4·carbs + 9·fat', () => {
    for (const ingredient of INGREDIENTS) {
      const { calories, protein, carbs, fat, fiber } = ingredient.per100g;
      for (const value of [calories, protein, carbs, fat, fiber])
        expect(value, ingredient.id).toBeGreaterThanOrEqual(0);
      expect(protein + carbs + fat, ingredient.id).toBeLessThanOrEqual(101);
      expect(fiber, ingredient.id).toBeLessThanOrEqual(carbs + 0.5);
      expect(ingredient.pricePerKgUsd, ingredient.id).toBeGreaterThanOrEqual(0);
      if (ingredient.gramsPerPiece !== undefined)
        expect(ingredient.gramsPerPiece, ingredient.id).toBeGreaterThan(0);
      if (calories <= 20 || ingredient.id in ENERGY_EXCEPTIONS) continue;
      // Fibre is counted in the carbohydrate but gives about 2 kcal/g, so a fibre-rich food (a spice) may
      // sit nearer the second estimate.
      const general = 4 * protein + 4 * carbs + 9 * fat;
      const fibreAware = general - 2 * fiber;
      const tolerance = Math.max(0.25 * calories, 40);
      const near = Math.min(Math.abs(general - calories), Math.abs(fibreAware - calories));
      expect(
        near,
        `${ingredient.id}: ${calories} kcal vs ${general.toFixed(0)} from its macros`,
      ).toBeLessThanOrEqual(tolerance);
    }
    for (const id of Object.keys(ENERGY_EXCEPTIONS)) expect(() => getIngredient(id), id).not.toThrow();
  });
});

describe('fruit', () => {
  it('says for every fruit how it is readied (peel, core, stone, hull…) and whether it is then cut', () => {
    const missing = INGREDIENTS.filter((i) => i.category === 'fruit' && !i.prep).map((i) => i.id);
    expect(missing).toEqual([]);
  });

  it('peels bananas, cores apples and pears, stones stone fruit and leaves berries whole', () => {
    expect(getIngredient('banana').prep?.ready).toMatch(/\bpeel\b/);
    for (const id of ['apple', 'pear']) expect(getIngredient(id).prep?.ready, id).toMatch(/\bcore\b/);
    for (const id of ['peach', 'plum', 'apricot'])
      expect(getIngredient(id).prep?.ready, id).toMatch(/\bstone\b/);
    expect(getIngredient('strawberry').prep?.ready).toMatch(/\bhull\b/);
    for (const id of ['blueberry', 'raspberry', 'blackberries', 'grapes'])
      expect(getIngredient(id).prep?.cut, id).toBe(false);
    // Nothing comes off frozen berries: they are used as they are.
    expect(getIngredient('frozen-mixed-berries').prep).toEqual({ ready: '', cut: false });
  });

  it('never stones, cores or hulls a fruit that has no stone, core or hull', () => {
    for (const ingredient of INGREDIENTS) {
      const ready = ingredient.prep?.ready ?? '';
      if (/berr|\bgrapes?\b|currant/.test(ingredient.name))
        expect(ready, ingredient.id).not.toMatch(/\b(core|stone|peel)\b/);
      if (/\bbanana/.test(ingredient.name)) expect(ready, ingredient.id).not.toMatch(/\b(core|stone|hull)\b/);
    }
  });
});

describe('gluten-free pasta', () => {
  it('is its own row, free of wheat and gluten, with the USDA description its figures stand for', () => {
    for (const typed of ['gluten free pasta', 'gluten-free penne', 'gf pasta', 'corn pasta']) {
      const food = findIngredient(typed);
      expect(food?.id, typed).toBe('gluten-free-pasta');
    }
    const pasta = getIngredient('gluten-free-pasta');
    expect(pasta.allergens).toEqual([]);
    expect(pasta.diet.glutenFree).toBe(true);
    expect(pasta.usda).toBe('Pasta, gluten-free, corn, dry');
    expect(pasta.per100g.calories).toBe(357);
    expect(findIngredient('brown rice pasta')?.id).toBe('rice-pasta');
    expect(getIngredient('rice-pasta').allergens).toEqual([]);
    // Plain pasta stays wheat.
    expect(findIngredient('pasta')?.allergens).toContain('wheat');
  });
});

describe('food safety facts', () => {
  const animal = INGREDIENTS.filter((i) => ['poultry', 'meat', 'seafood', 'egg'].includes(i.category));

  it('gives every raw poultry, meat, seafood and egg row a safety class, and none to ready-to-eat ones', () => {
    for (const ingredient of animal) {
      if (ingredient.needsCooking) expect(ingredient.safety, ingredient.id).toBeDefined();
      else expect(ingredient.safety, ingredient.id).toBeUndefined();
    }
  });

  it('classes minced and formed meat as ground, and poultry as poultry', () => {
    const ground =
      /\b(ground|mince|minced|sausages?|burgers?|patt(y|ies)|meatballs?|nuggets?|chorizo|merguez)\b/;
    for (const ingredient of animal.filter((i) => i.needsCooking)) {
      const isGround = ground.test(ingredient.name);
      if (ingredient.category === 'poultry')
        expect(ingredient.safety, ingredient.id).toBe(isGround ? 'ground-poultry' : 'poultry');
      if (ingredient.category === 'meat')
        expect(ingredient.safety, ingredient.id).toBe(isGround ? 'ground-meat' : 'whole-cut');
    }
    expect(getIngredient('oysters').safety).toBe('mollusc');
    expect(getIngredient('octopus').safety).toBe('mollusc');
    expect(getIngredient('lobster').safety).toBe('shellfish');
    expect(getIngredient('whole-crab').safety).toBe('shellfish');
    expect(getIngredient('trout').safety).toBe('fish');
  });

  it('tells cured and cooked foods that are ready from raw ones that are not', () => {
    const ready = ['ham', 'cooked-shrimp', 'crab-legs', 'smoked-mackerel', 'canned-mackerel', 'corned-beef'];
    const ready2 = [
      'roast-beef',
      'deli-turkey',
      'deli-chicken',
      'kielbasa',
      'luncheon-meat',
      'salami',
      'chorizo',
    ];
    for (const id of [...ready, ...ready2, 'pepperoni', 'hot-dogs', 'black-pudding', 'prosciutto'])
      expect(getIngredient(id).needsCooking, id).toBe(false);
    const raw = [
      'gammon',
      'gammon-steak',
      'corned-beef-brisket',
      'fresh-chorizo',
      'bacon',
      'sausage',
      'merguez',
    ];
    for (const id of [
      ...raw,
      'meatballs',
      'beef-burgers',
      'chicken-nuggets',
      'fish-fingers',
      'shrimp',
      'oysters',
    ])
      expect(getIngredient(id).needsCooking, id).toBe(true);
  });

  it('gives every row with legume facts a legume safety class, and the reverse', () => {
    for (const ingredient of INGREDIENTS) {
      const legumeClass = ingredient.safety === 'kidney-bean' || ingredient.safety === 'dried-legume';
      expect(ingredient.legume !== undefined, ingredient.id).toBe(legumeClass);
      if (!ingredient.legume) continue;
      expect(ingredient.category, ingredient.id).toBe('legume');
      expect(ingredient.needsCooking, ingredient.id).toBe(true);
      expect(ingredient.cookMinutes, ingredient.id).toBe(ingredient.legume.simmerMinutes);
      expect(ingredient.legume.pressureMinutes, ingredient.id).toBeLessThan(ingredient.legume.simmerMinutes);
      // Dry weight: about 330–450 kcal per 100 g, 150–210 g a cup.
      expect(ingredient.per100g.calories, ingredient.id).toBeGreaterThan(300);
      expect(ingredient.gramsPerCup, ingredient.id).toBeGreaterThanOrEqual(150);
      expect(ingredient.gramsPerCup, ingredient.id).toBeLessThanOrEqual(210);
    }
  });

  it('makes every dried legume a row that needs cooking', () => {
    const dried = INGREDIENTS.filter((i) => i.category === 'legume' && i.name.startsWith('dried '));
    expect(dried.length).toBeGreaterThanOrEqual(11);
    for (const ingredient of dried) {
      expect(ingredient.needsCooking, ingredient.id).toBe(true);
      expect(ingredient.legume, ingredient.id).toBeDefined();
    }
    expect(getIngredient('dried-kidney-beans')).toMatchObject({
      safety: 'kidney-bean',
      legume: { soak: true, simmerMinutes: 60, pressureMinutes: 25 },
    });
    for (const id of ['lentils', 'red-lentils', 'split-peas']) {
      expect(getIngredient(id).safety, id).toBe('dried-legume');
      expect(getIngredient(id).legume?.soak, id).toBe(false);
    }
    for (const id of ['dried-chickpeas', 'dried-black-beans', 'dried-pinto-beans', 'dried-white-beans'])
      expect(getIngredient(id).legume?.soak, id).toBe(true);
  });

  it('reads "dried …" of every canned bean as a dried legume, never as the canned row', () => {
    const canned = INGREDIENTS.filter(
      (i) =>
        i.category === 'legume' && !i.legume && !['refried-beans', 'baked-beans', 'edamame'].includes(i.id),
    );
    expect(canned.length).toBeGreaterThanOrEqual(6);
    for (const ingredient of canned) {
      expect(ingredient.needsCooking, ingredient.id).toBe(false);
      for (const name of names(ingredient).filter((n) => !/\b(canned|tinned)\b/.test(n))) {
        for (const form of ['dried', 'dry', 'uncooked']) {
          const found = findIngredient(`${form} ${name}`);
          expect(found?.legume, `"${form} ${name}" → ${found?.id}`).toBeDefined();
        }
      }
    }
  });
});

describe('whole and bone-in cuts', () => {
  const whole = [
    'whole-chicken',
    'spatchcock-chicken',
    'chicken-thighs-bone-in',
    'chicken-legs',
    'chicken-drumstick',
    'whole-turkey',
    'turkey-crown',
    'turkey-thighs',
    'duck-legs',
    'whole-duck',
    'pork-ribs',
    'pork-loin-roast',
    'gammon',
    'beef-chuck-roast',
    'beef-brisket',
    'beef-short-ribs',
    'beef-shin',
    'oxtail',
    'beef-round-roast',
    'beef-rib-roast',
    'leg-of-lamb',
    'lamb-shoulder',
    'lamb-shanks',
    'lamb-chops',
    'rabbit',
    'whole-fish',
    'lobster',
  ];

  it('marks them whole, counted by the piece, with a realistic cooking time', () => {
    for (const id of whole) {
      const ingredient = getIngredient(id);
      expect(ingredient.whole, id).toBe(true);
      expect(ingredient.needsCooking, id).toBe(true);
      expect(ingredient.gramsPerPiece, id).toBeGreaterThan(0);
    }
    for (const ingredient of INGREDIENTS.filter((i) => i.whole))
      expect(ingredient.gramsPerPiece, ingredient.id).toBeDefined();
    expect(getIngredient('whole-chicken').gramsPerPiece).toBe(1600);
    expect(getIngredient('lamb-shanks').gramsPerPiece).toBe(450);
    expect(getIngredient('chicken-legs').gramsPerPiece).toBe(300);
    expect(getIngredient('chicken-drumstick').gramsPerPiece).toBe(110);
    // Roasting and braising joints take long; the generic boneless names are quick.
    for (const id of ['whole-chicken', 'leg-of-lamb', 'pork-loin-roast', 'beef-round-roast', 'turkey-crown'])
      expect(getIngredient(id).cookMinutes, id).toBeGreaterThanOrEqual(45);
    for (const id of ['beef-chuck-roast', 'beef-brisket', 'lamb-shanks', 'lamb-shoulder', 'oxtail'])
      expect(getIngredient(id).cookMinutes, id).toBeGreaterThanOrEqual(120);
    // Braising cuts every dish cooks in pieces (decision 127): tender after an hour and a half.
    for (const id of ['stewing-beef', 'pork-belly'])
      expect(getIngredient(id).cookMinutes, id).toBeGreaterThanOrEqual(90);
    for (const id of ['chicken', 'beef', 'pork', 'lamb']) {
      expect(getIngredient(id).whole, id).toBeUndefined();
      expect(getIngredient(id).cookMinutes, id).toBeLessThanOrEqual(20);
    }
  });
});

describe('names and the safety guard', () => {
  it('lets a pork or beef avoidance refuse every pork or beef row (guard.ts matches names holding the word)', async () => {
    const { safetyProfile } = await import('../guard.ts');
    const pork = safetyProfile({ allergies: ['pork'], diet: [] }).forbiddenIds;
    const porkRows = [
      'pork',
      'pork-belly',
      'pork-ribs',
      'pork-loin-roast',
      'gammon',
      'gammon-steak',
      'kielbasa',
    ];
    for (const id of [
      ...porkRows,
      'luncheon-meat',
      'black-pudding',
      'fresh-chorizo',
      'chorizo',
      'meatballs',
      'ham',
    ])
      expect(pork.has(id), id).toBe(true);
    const beef = safetyProfile({ allergies: ['beef'], diet: [] }).forbiddenIds;
    const beefRows = ['beef', 'beef-chuck-roast', 'beef-brisket', 'beef-short-ribs', 'beef-shin', 'oxtail'];
    const beefRows2 = [
      'beef-round-roast',
      'beef-rib-roast',
      'roast-beef',
      'corned-beef',
      'corned-beef-brisket',
    ];
    for (const id of [...beefRows, ...beefRows2, 'beef-burgers', 'meatballs'])
      expect(beef.has(id), id).toBe(true);
    // Words of one food inside another's name ("beef tomato", "lamb's lettuce", "goat's milk") are rows of
    // their own, so avoiding beef, lamb or goat refuses no plain tomato, lettuce or milk.
    expect(beef.has('tomato')).toBe(false);
    expect(safetyProfile({ allergies: ['lamb'], diet: [] }).forbiddenIds.has('lettuce')).toBe(false);
    expect(safetyProfile({ allergies: ['goat'], diet: [] }).forbiddenIds.has('milk')).toBe(false);
  });
});

describe('reading names in text', () => {
  it('reads the longest name at each word, walking the whole text', () => {
    expect(findMentions('Toss the peanut butter noodles with red bell pepper').map((i) => i.id)).toEqual([
      findIngredient('peanut butter')?.id,
      findIngredient('noodles')?.id,
      findIngredient('red bell pepper')?.id,
    ]);
  });

  it('keeps words that are names of built-in object properties as words', () => {
    // A plain object as the irregular-plural table once turned "constructor" into a function.
    expect(normalizeWords('constructor toString __proto__ hasOwnProperty')).toEqual([
      'constructor',
      'tostring',
      'proto',
      'hasownproperty',
    ]);
    expect(singular('constructors')).toBe('constructor');
  });
});
