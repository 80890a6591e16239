import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentMeasure } from './present.ts';
import { readStepQuantities, scaleStepText } from './step-text.ts';
import type { MeasurementSystem } from './units.ts';

// The ingredient names of the recipes these steps come from: a bare number counts food only before one.
const ITEMS = [
  'salmon',
  'black beans',
  'chicken thighs',
  'broccoli',
  'garlic',
  'ginger',
  'soy sauce',
  'lemon',
  'olive oil',
  'water',
  'salt',
  'black pepper',
  'eggs',
  'egg yolk',
  'tomatoes',
  'chickpeas',
  'thyme',
  'onion',
  'bacon',
  'butter',
  'flour',
  'sweet potatoes',
  'almonds',
  'cumin',
  'rice',
  'spinach',
  'feta',
  'potatoes',
  'milk',
  'cream',
  'stock',
  'chili flakes',
  'cilantro',
  'ground beef',
  'beef mince',
  'pasta',
  'sugar',
  'diced tomatoes',
  'chopped tomatoes',
];

const scaled = (text: string, factor: number, system: MeasurementSystem) =>
  scaleStepText(text, { factor, system, items: ITEMS }).text;

// Real step phrases: the local chef's own sentences (the first group) and the way cookbooks and recipe
// sites write amounts (ranges, fractions, cans with a size, dual units, temperatures, ratios, vessels).
describe("scaleStepText: every amount scaled and in the cook's units, nothing else touched", () => {
  it.each([
    [
      'Heat ½ tbsp olive oil in your largest skillet over medium-high heat, lay the chicken thighs in smooth side down.',
      2,
      'metric',
      'Heat 15 ml olive oil in your largest skillet over medium-high heat, lay the chicken thighs in smooth side down.',
    ],
    [
      'Heat ½ tbsp olive oil in your largest skillet over medium-high heat, lay the chicken thighs in smooth side down.',
      2,
      'imperial',
      'Heat 1 tbsp olive oil in your largest skillet over medium-high heat, lay the chicken thighs in smooth side down.',
    ],
    [
      'Add the broccoli, 50 ml water and a pinch of salt, cover and steam 2 minutes.',
      2,
      'metric',
      'Add the broccoli, 100 ml water and a pinch of salt, cover and steam 2 minutes.',
    ],
    [
      'Add the broccoli, 50 ml water and a pinch of salt, cover and steam 2 minutes.',
      1,
      'imperial',
      'Add the broccoli, 3⅓ tbsp water and a pinch of salt, cover and steam 2 minutes.',
    ],
    [
      'Rinse the rice until the water runs clear, bring to the boil with 180 ml water and a pinch of salt, about 5 minutes.',
      0.5,
      'metric',
      'Rinse the rice until the water runs clear, bring to the boil with 90 ml water and a pinch of salt, about 5 minutes.',
    ],
    [
      'Rinse the rice until the water runs clear, bring to the boil with 180 ml water and a pinch of salt, about 5 minutes.',
      2,
      'imperial',
      'Rinse the rice until the water runs clear, bring to the boil with 1½ cups water and a pinch of salt, about 5 minutes.',
    ],
    [
      'Heat 2 tbsp olive oil in a large non-stick skillet over medium heat.',
      4,
      'metric',
      'Heat 118 ml olive oil in a large non-stick skillet over medium heat.',
    ],
    [
      'Heat 2 tbsp olive oil in a large non-stick skillet over medium heat.',
      0.5,
      'imperial',
      'Heat 1 tbsp olive oil in a large non-stick skillet over medium heat.',
    ],
    [
      'Warm 3 tbsp olive oil with the garlic, thinly sliced or minced, in a small pan over medium-low heat until the garlic is pale gold, 2–3 minutes.',
      2,
      'imperial',
      'Warm 6 tbsp olive oil with the garlic, thinly sliced or minced, in a small pan over medium-low heat until the garlic is pale gold, 2–3 minutes.',
    ],
    [
      'In a large bowl, whisk the lemon with a pinch of salt, plenty of black pepper, the cumin and 4 tbsp olive oil.',
      0.5,
      'metric',
      'In a large bowl, whisk the lemon with a pinch of salt, plenty of black pepper, the cumin and 30 ml olive oil.',
    ],
    [
      'Toss the sweet potatoes with 1 tbsp olive oil and a pinch of salt, tip onto the hot tray in a single layer and roast 10 minutes.',
      2,
      'imperial',
      'Toss the sweet potatoes with 2 tbsp olive oil and a pinch of salt, tip onto the hot tray in a single layer and roast 10 minutes.',
    ],
    [
      'The chicken thighs are done at 74°C/165°F in the thickest part, juices clear.',
      2,
      'metric',
      'The chicken thighs are done at 74°C in the thickest part, juices clear.',
    ],
    [
      'The chicken thighs are done at 74°C/165°F in the thickest part, juices clear.',
      2,
      'imperial',
      'The chicken thighs are done at 165°F in the thickest part, juices clear.',
    ],
    [
      'The eggs are done at 71°C/160°F set firm all through, with no liquid egg left.',
      1,
      'imperial',
      'The eggs are done at 160°F set firm all through, with no liquid egg left.',
    ],
    [
      'Heat the oven to 220°C/425°F with your largest roasting tray inside (two trays for a crowd).',
      1,
      'metric',
      'Heat the oven to 220°C with your largest roasting tray inside (two trays for a crowd).',
    ],
    [
      'Toast the almonds at 180°C/350°F for 4–5 minutes until golden.',
      2,
      'imperial',
      'Toast the almonds at 350°F for 4–5 minutes until golden.',
    ],
    [
      'Cooked potatoes: cut into 2 cm (¾ in) dice.',
      2,
      'imperial',
      'Cooked potatoes: cut into 2 cm (¾ in) dice.',
    ],
    [
      'Sweet potatoes: cut into 3 cm (1¼ in) chunks.',
      4,
      'metric',
      'Sweet potatoes: cut into 3 cm (1¼ in) chunks.',
    ],
    [
      'Heat the oven to 200°C (180°C fan), gas mark 6.',
      1,
      'imperial',
      'Heat the oven to 400°F (350°F fan), gas mark 6.',
    ],
    ['Preheat the oven to 350°F.', 1, 'metric', 'Preheat the oven to 180°C.'],
    [
      'Preheat the oven to 425 degrees F and line a baking sheet.',
      1,
      'metric',
      'Preheat the oven to 220°C and line a baking sheet.',
    ],
    ['Bake at 180C for 25–30 minutes.', 2, 'imperial', 'Bake at 350°F for 25–30 minutes.'],
    ['Fry in oil heated to 170–180°C.', 1, 'imperial', 'Fry in oil heated to 340–350°F.'],
    ['Chill below 5°C for at least 1 hour.', 2, 'imperial', 'Chill below 41°F for at least 1 hour.'],
    [
      'Cook the pork to 145°F, then rest 3 minutes.',
      1,
      'metric',
      'Cook the pork to 63°C, then rest 3 minutes.',
    ],
    [
      'Add 1 (400 g) can chickpeas, drained and rinsed.',
      2,
      'metric',
      'Add 2 (400 g) cans chickpeas, drained and rinsed.',
    ],
    [
      'Add 1 (400 g) can chickpeas, drained and rinsed.',
      1,
      'imperial',
      'Add 1 (14 oz) can chickpeas, drained and rinsed.',
    ],
    ['Stir in 2 (14-ounce) cans diced tomatoes.', 0.5, 'metric', 'Stir in 1 (397 g) can diced tomatoes.'],
    [
      'Add 2 x 400 g tins chopped tomatoes and simmer 20 minutes.',
      2,
      'metric',
      'Add 4 × 400 g tins chopped tomatoes and simmer 20 minutes.',
    ],
    ['Tip in a 400 g can of chickpeas.', 2, 'imperial', 'Tip in 2 × 14 oz cans of chickpeas.'],
    [
      'Stir in 1½ cups flour, a little at a time.',
      2,
      'imperial',
      'Stir in 3 cups flour, a little at a time.',
    ],
    [
      'Stir in 1 1/2 cups flour, a little at a time.',
      1,
      'metric',
      'Stir in 355 ml flour, a little at a time.',
    ],
    ['Whisk in 3/4 cup milk.', 0.5, 'imperial', 'Whisk in ⅓ cup milk.'],
    [
      'Add 1-2 tbsp butter and swirl until melted.',
      2,
      'imperial',
      'Add 2–4 tbsp butter and swirl until melted.',
    ],
    ['Add 1 to 2 tsp chili flakes to taste.', 0.5, 'imperial', 'Add ½–1 tsp chili flakes to taste.'],
    ['Pour in 180–200 ml stock.', 2, 'metric', 'Pour in 360–400 ml stock.'],
    [
      'Season with ½ tsp salt and ¼ tsp black pepper.',
      4,
      'imperial',
      'Season with 2 tsp salt and 1 tsp black pepper.',
    ],
    ['Sprinkle over 1 heaped tbsp flour.', 2, 'imperial', 'Sprinkle over 2 heaped tbsp flour.'],
    ['Brown 1 lb 2 oz ground beef in batches.', 2, 'imperial', 'Brown 2 lb 4 oz ground beef in batches.'],
    ['Brown 1 lb 2 oz ground beef in batches.', 1, 'metric', 'Brown 510 g ground beef in batches.'],
    ['Add 500 g beef mince and break it up.', 1.5, 'imperial', 'Add 1 lb 10 oz beef mince and break it up.'],
    ['Add 725 g chicken thighs.', 1, 'imperial', 'Add 1 lb 10 oz chicken thighs.'],
    [
      'Stir through 200 g (7 oz) spinach until wilted.',
      2,
      'metric',
      'Stir through 400 g spinach until wilted.',
    ],
    ['Beat 450g/1lb butter until pale.', 0.5, 'imperial', 'Beat 8 oz butter until pale.'],
    [
      'Pour in 1 litre stock and bring to a simmer.',
      2,
      'imperial',
      'Pour in 8½ cups stock and bring to a simmer.',
    ],
    ['Simmer in 2 l water.', 0.5, 'metric', 'Simmer in 1 l water.'],
    ['Add 8 fl oz cream.', 1, 'metric', 'Add 237 ml cream.'],
    [
      'Use 1 tsp salt per litre of water for the pasta.',
      2,
      'metric',
      'Use 5 ml salt per litre of water for the pasta.',
    ],
    ['Cook 100 g pasta per person.', 4, 'imperial', 'Cook 3½ oz pasta per person.'],
    ['Pour into a 2-litre baking dish.', 2, 'metric', 'Pour into a 2-litre baking dish.'],
    ['Spoon into a 23 cm tart tin.', 2, 'imperial', 'Spoon into a 23 cm tart tin.'],
    ['Crack in 4 eggs and stir.', 0.5, 'imperial', 'Crack in 2 eggs and stir.'],
    ['Beat 3 eggs with a fork.', 0.5, 'metric', 'Beat 1–2 eggs with a fork.'],
    ['Beat 3 eggs with a fork.', 1.5, 'metric', 'Beat 4–5 eggs with a fork.'],
    ['Whisk 2 large eggs with the milk.', 0.5, 'imperial', 'Whisk 1 large egg with the milk.'],
    ['Add 1 egg yolk.', 2, 'imperial', 'Add 2 egg yolks.'],
    ['Crack in two eggs.', 2, 'metric', 'Crack in 4 eggs.'],
    ['Squeeze ½ lemon over the salad.', 2, 'imperial', 'Squeeze 1 lemon over the salad.'],
    ['Slice 3 tomatoes into rounds.', 0.25, 'imperial', 'Slice ¾ tomato into rounds.'],
    ['Add 2 cloves garlic, crushed.', 0.5, 'imperial', 'Add 1 clove garlic, crushed.'],
    ['Add 3 garlic cloves, crushed.', 2, 'metric', 'Add 6 garlic cloves, crushed.'],
    ['Add 4 sprigs of thyme.', 0.5, 'metric', 'Add 2 sprigs of thyme.'],
    ['Add 1 bunch cilantro, chopped.', 2, 'imperial', 'Add 2 bunches cilantro, chopped.'],
    ['Add 2 chicken thighs per person.', 2, 'metric', 'Add 2 chicken thighs per person.'],
    ['Cut the lemon into 4 wedges.', 2, 'imperial', 'Cut the lemon into 4 wedges.'],
    ['Serve with 2 lemon wedges.', 0.5, 'imperial', 'Serve with 1 lemon wedge.'],
    ['Divide into 2 portions.', 2, 'metric', 'Divide into 2 portions.'],
    [
      'Cook in 2 batches so the pan is not crowded.',
      2,
      'metric',
      'Cook in 2 batches so the pan is not crowded.',
    ],
    ['Use 70% dark chocolate.', 2, 'metric', 'Use 70% dark chocolate.'],
    [
      'Leave for 20 seconds, then push the eggs across the pan.',
      2,
      'imperial',
      'Leave for 20 seconds, then push the eggs across the pan.',
    ],
    ['Simmer 45 minutes and strain.', 2, 'metric', 'Simmer 45 minutes and strain.'],
    ['Roast for 1 hour 15 minutes.', 2, 'imperial', 'Roast for 1 hour 15 minutes.'],
    ['Marinate for 2–4 hours or overnight.', 0.5, 'metric', 'Marinate for 2–4 hours or overnight.'],
    ['Step 2 is the same as step 1.', 2, 'metric', 'Step 2 is the same as step 1.'],
    ['Add 2 slices bacon.', 2, 'imperial', 'Add 4 slices bacon.'],
    ['Cut into 8 slices.', 2, 'imperial', 'Cut into 8 slices.'],
    [
      'Add a splash of water and a knob of butter.',
      2,
      'metric',
      'Add a splash of water and a knob of butter.',
    ],
    ['Add 2 knobs of butter.', 0.5, 'metric', 'Add 1 knob of butter.'],
    [
      'Dissolve 2 tsp sugar in 60 ml warm water.',
      1,
      'imperial',
      'Dissolve 2 tsp sugar in 4 tbsp warm water.',
    ],
    [
      'Add 300 g (10½ oz) rice and 600 ml (2½ cups) water.',
      0.5,
      'metric',
      'Add 150 g rice and 300 ml water.',
    ],
    ['Reduce to 250 ml, about 8 minutes.', 2, 'imperial', 'Reduce to 2 cups, about 8 minutes.'],
    ['Fold in 100 g feta, crumbled.', 0.5, 'imperial', 'Fold in 1¾ oz feta, crumbled.'],
    ['Add 1.5 kg potatoes.', 2, 'imperial', 'Add 6 lb 10 oz potatoes.'],
    ['Use 2-3 tbsp of the pasta water.', 2, 'metric', 'Use 59–89 ml of the pasta water.'],
    ['Add the 2 tbsp reserved sauce.', 2, 'metric', 'Add the 59 ml reserved sauce.'],
    ['Wilt 2 x 200 g bags spinach in the pan.', 2, 'metric', 'Wilt 4 × 200 g bags spinach in the pan.'],
    ['Season 2 x 150 g salmon fillets.', 0.5, 'imperial', 'Season 1 × 5¼ oz salmon fillets.'],
    ['Add 1 (15-ounce) can black beans, rinsed.', 1, 'imperial', 'Add 1 (15 oz) can black beans, rinsed.'],
  ] as const)('%j × %d in %s', (phrase, factor, system, expected) => {
    expect(scaled(phrase, factor, system)).toBe(expected);
  });
});

describe('times, sizes and other numbers never change', () => {
  const unchanged = [
    'Cover and cook, turning every few minutes, until golden and tender all the way through, 6–10 minutes.',
    'Leave undisturbed until deeply golden, then turn and cook until cooked through, 12 minutes in all.',
    'Pour off all but a spoonful of fat from the skillet and stir in the garlic and ginger for 30 seconds.',
    'Return the chicken thighs to the pan and toss over high heat for 1 minute until glossy and hot.',
    'Rest off the heat, covered, 5 minutes, then fluff with a fork.',
    'Roast 5 minutes.',
    'Bake for 1½ hours, then rest 10 min.',
    'Slow-cook on Low for 6-8 hours.',
    'Pressure cook at high pressure for 25 min, then release naturally for 10 minutes.',
    'Cooked potatoes: cut into 2 cm (¾ in) cubes.',
    'Roll the dough to 5 mm thick and cut 8 cm rounds.',
    'Line a 20 x 30 cm tin.',
    'Use two pans for a crowd, cooking in 2 batches.',
    'Divide the dough into 12 balls.',
    'Cook on power level 7 in the microwave.',
    'Heat the oven to gas mark 4.',
  ];
  it.each(unchanged.flatMap((phrase) => [2, 0.5].map((factor) => [phrase, factor] as const)))(
    '%j × %d',
    (phrase, factor) => {
      expect(scaled(phrase, factor, 'metric')).toBe(phrase);
      expect(scaled(phrase, factor, 'imperial')).toBe(phrase);
    },
  );

  it('leaves text without numbers exactly as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[\d¼½¾⅓⅔⅛⅜⅝⅞]/.test(text)),
        (text) => {
          expect(scaled(text, 2, 'imperial')).toBe(text);
        },
      ),
    );
  });
});

describe('readStepQuantities', () => {
  it('finds each kind of amount, where it is', () => {
    const text =
      'Add 1 (400 g) can chickpeas, 2 eggs and ½ tbsp olive oil; roast at 200°C/400°F for 20 minutes in a 23 cm tin.';
    const found = readStepQuantities(text, { items: ITEMS });
    expect(found.map(({ kind, text: phrase }) => [kind, phrase])).toEqual([
      ['container', '1 (400 g) can'],
      ['count', '2 eggs'],
      ['measure', '½ tbsp'],
      ['temperature', '200°C/400°F'],
    ]);
    for (const quantity of found) expect(text.slice(quantity.start, quantity.end)).toBe(quantity.text);
    expect(found[0]).toMatchObject({ amount: 1, unit: 'can', size: { amount: 400, unit: 'g' } });
    expect(found[2]).toMatchObject({ amount: 0.5, unit: 'tbsp', scales: true });
    expect(found[3]).toMatchObject({ amount: 200, unit: 'C', scales: false, alternative: { amount: 400 } });
  });

  it('reads ranges, mixed numbers and compound pounds', () => {
    const [range, mixed, pounds] = readStepQuantities(
      'Add 1-2 tbsp oil, 1 1/2 cups milk and 1 lb 8 oz beef.',
    );
    expect(range).toMatchObject({ amount: 1, amountMax: 2, unit: 'tbsp' });
    expect(mixed).toMatchObject({ amount: 1.5, unit: 'cups' });
    expect(pounds).toMatchObject({ amount: 1.5, unit: 'lb' });
  });

  it('marks ratios as not scaling', () => {
    const [salt] = readStepQuantities('Use 1 tsp salt per litre of water.');
    expect(salt).toMatchObject({ kind: 'measure', scales: false });
  });

  it("counts bare numbers only before the recipe's foods", () => {
    expect(readStepQuantities('Crack in 4 eggs.', { items: ['eggs'] })).toHaveLength(1);
    expect(readStepQuantities('Crack in 4 eggs.', { items: [] })).toHaveLength(0);
    expect(readStepQuantities('Cut into 4 wedges.', { items: ['lemon'] })).toHaveLength(0);
  });

  it('agrees with the ingredient list: a measured amount reads as presentMeasure writes it', () => {
    const units = ['g', 'kg', 'ml', 'l', 'cups', 'tbsp', 'tsp', 'oz', 'lb'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 900 }),
        fc.constantFrom(...units),
        fc.constantFrom(0.5, 1, 2, 4),
        fc.constantFrom<MeasurementSystem>('metric', 'imperial'),
        (amount, unit, factor, system) => {
          const text = `Add ${amount} ${unit} water.`;
          const expected = presentMeasure(amount * factor, unit, system).text;
          expect(scaled(text, factor, system)).toBe(`Add ${expected} water.`);
        },
      ),
    );
  });
});
