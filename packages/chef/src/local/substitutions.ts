/** Swaps a cook can make, with the reason; the chef keeps only those safe for the request. */
export const SUBSTITUTES: Record<string, { id: string; reason: string }[]> = {
  'chicken-breast': [
    { id: 'chicken-thigh', reason: 'juicier and harder to overcook; add 3–4 minutes' },
    { id: 'tofu', reason: 'plant-based; press it dry so it browns' },
    { id: 'chickpeas', reason: 'pantry-friendly and no raw meat to handle' },
  ],
  'chicken-thigh': [
    { id: 'chicken-breast', reason: 'leaner; take it off the heat a little sooner' },
    { id: 'tofu', reason: 'plant-based; press it dry so it browns' },
  ],
  'ground-beef': [
    { id: 'ground-turkey', reason: 'leaner, same method' },
    { id: 'lentils', reason: 'plant-based and high in fibre; simmer until tender first' },
    { id: 'mushroom', reason: 'finely chopped, they brown into a meaty texture' },
  ],
  steak: [
    { id: 'pork-chop', reason: 'cheaper; cook until just blush pink inside' },
    { id: 'mushroom', reason: 'thick-sliced portobellos sear like steak' },
  ],
  'stewing-beef': [
    { id: 'chicken-thigh', reason: 'stews in a third of the time' },
    { id: 'lentils', reason: 'plant-based and cheaper' },
  ],
  salmon: [
    { id: 'white-fish', reason: 'milder and cheaper; cooks a minute or two faster' },
    { id: 'tofu', reason: 'plant-based and fish-free' },
  ],
  shrimp: [
    { id: 'chicken-breast', reason: 'shellfish-free; cut small so it cooks as fast' },
    { id: 'tofu', reason: 'plant-based and shellfish-free' },
  ],
  'canned-tuna': [
    { id: 'chickpeas', reason: 'mashed lightly, they stand in for flaked fish' },
    { id: 'cooked-chicken', reason: 'same quick, no-cook protein' },
  ],
  egg: [
    { id: 'tofu', reason: 'crumbled firm tofu scrambles like egg' },
    { id: 'chickpea-flour', reason: 'whisked 1:1 with water it sets like beaten egg' },
  ],
  tofu: [
    { id: 'tempeh', reason: 'firmer and nuttier' },
    { id: 'chickpeas', reason: 'soy-free plant protein' },
    { id: 'chicken-thigh', reason: 'if you eat meat; cook until no longer pink' },
  ],
  'black-beans': [
    { id: 'kidney-beans', reason: 'same texture and cooking' },
    { id: 'chickpeas', reason: 'firmer bite' },
  ],
  chickpeas: [
    { id: 'white-beans', reason: 'creamier' },
    { id: 'black-beans', reason: 'same method, earthier' },
  ],
  lentils: [{ id: 'red-lentils', reason: 'cook faster and melt into the sauce' }],
  rice: [
    { id: 'quinoa', reason: 'more protein, cooks in 15 minutes' },
    { id: 'brown-rice', reason: 'more fibre; allow 35 minutes' },
    { id: 'cauliflower', reason: 'grated and steamed, a low-carb rice' },
  ],
  'cooked-rice': [
    { id: 'quinoa', reason: 'cooked and cooled, fries just as well' },
    { id: 'cauliflower', reason: 'grated, a low-carb stand-in' },
  ],
  pasta: [
    { id: 'rice-noodles', reason: 'gluten-free' },
    { id: 'zucchini', reason: 'spiralized or ribboned, a low-carb swap' },
  ],
  spaghetti: [
    { id: 'rice-noodles', reason: 'gluten-free' },
    { id: 'zucchini', reason: 'spiralized, a low-carb swap' },
  ],
  'egg-noodles': [
    { id: 'rice-noodles', reason: 'gluten- and egg-free' },
    { id: 'spaghetti', reason: 'works the same, cook al dente' },
  ],
  'ramen-noodles': [{ id: 'rice-noodles', reason: 'gluten-free' }],
  'flour-tortillas': [
    { id: 'corn-tortillas', reason: 'gluten-free' },
    { id: 'lettuce', reason: 'crisp leaves as low-carb wraps' },
  ],
  bread: [
    { id: 'corn-tortillas', reason: 'gluten-free' },
    { id: 'lettuce', reason: 'low-carb wrap' },
  ],
  potato: [
    { id: 'sweet-potato', reason: 'sweeter, more vitamin A; same timing' },
    { id: 'cauliflower', reason: 'lower-carb; roasts in less time' },
  ],
  'sweet-potato': [
    { id: 'potato', reason: 'cheaper and more savoury' },
    { id: 'butternut-squash', reason: 'same sweetness and timing' },
  ],
  cheddar: [
    { id: 'monterey-jack', reason: 'melts even more smoothly' },
    { id: 'nutritional-yeast', reason: 'dairy-free, savoury and cheesy' },
  ],
  mozzarella: [
    { id: 'cheddar', reason: 'sharper, melts well' },
    { id: 'nutritional-yeast', reason: 'dairy-free' },
  ],
  parmesan: [{ id: 'nutritional-yeast', reason: 'dairy-free, same savoury depth' }],
  feta: [
    { id: 'goat-cheese', reason: 'creamier, similar tang' },
    { id: 'avocado', reason: 'dairy-free creaminess' },
  ],
  butter: [
    { id: 'olive-oil', reason: 'dairy-free' },
    { id: 'coconut-oil', reason: 'dairy-free, richer' },
  ],
  'heavy-cream': [
    { id: 'coconut-milk', reason: 'dairy-free, just as rich' },
    { id: 'greek-yogurt', reason: 'lighter; stir in off the heat so it does not split' },
  ],
  milk: [
    { id: 'oat-milk', reason: 'dairy-free, neutral' },
    { id: 'soy-milk', reason: 'dairy-free, more protein' },
  ],
  'greek-yogurt': [
    { id: 'sour-cream', reason: 'richer' },
    { id: 'coconut-cream', reason: 'dairy-free' },
  ],
  'sour-cream': [{ id: 'greek-yogurt', reason: 'lighter and higher in protein' }],
  mayonnaise: [{ id: 'greek-yogurt', reason: 'egg-free and lighter' }],
  'soy-sauce': [
    { id: 'tamari', reason: 'gluten-free' },
    { id: 'coconut-aminos', reason: 'soy- and gluten-free, a little sweeter' },
  ],
  'fish-sauce': [
    { id: 'soy-sauce', reason: 'vegetarian; use a little more' },
    { id: 'coconut-aminos', reason: 'fish-, soy- and gluten-free' },
  ],
  'oyster-sauce': [
    { id: 'hoisin-sauce', reason: 'shellfish-free, sweeter' },
    { id: 'coconut-aminos', reason: 'free of the big allergens' },
  ],
  'peanut-butter': [
    { id: 'tahini', reason: 'peanut-free' },
    { id: 'sunflower-seeds', reason: 'nut-free seed butter' },
  ],
  pesto: [{ id: 'basil', reason: 'blitzed with oil and garlic: nut- and dairy-free pesto' }],
  'chicken-stock': [
    { id: 'vegetable-stock', reason: 'vegetarian' },
    { id: 'water', reason: 'plus a pinch more salt and a splash of soy or lemon' },
  ],
  'canned-tomatoes': [
    { id: 'tomato', reason: 'fresh, chopped; simmer a little longer' },
    { id: 'tomato-sauce', reason: 'smoother sauce' },
  ],
  spinach: [
    { id: 'kale', reason: 'sturdier; cook 2 minutes longer' },
    { id: 'swiss-chard', reason: 'same method' },
  ],
  kale: [{ id: 'spinach', reason: 'tender; add at the very end' }],
  broccoli: [
    { id: 'cauliflower', reason: 'same timing' },
    { id: 'green-beans', reason: 'same crunch' },
  ],
  cauliflower: [{ id: 'broccoli', reason: 'same timing' }],
  zucchini: [
    { id: 'eggplant', reason: 'meatier; cook a little longer' },
    { id: 'bell-pepper', reason: 'sweeter, same timing' },
  ],
  'bell-pepper': [{ id: 'zucchini', reason: 'milder, same timing' }],
  eggplant: [{ id: 'zucchini', reason: 'cooks faster' }],
  carrot: [{ id: 'parsnip', reason: 'sweeter, earthier' }],
  mushroom: [{ id: 'eggplant', reason: 'similar meatiness' }],
  onion: [
    { id: 'shallot', reason: 'milder and sweeter' },
    { id: 'leek', reason: 'softer, gentler onion flavour' },
  ],
  garlic: [{ id: 'garlic-powder', reason: '¼ tsp per clove' }],
  lemon: [{ id: 'lime', reason: 'same brightness' }],
  lime: [{ id: 'lemon', reason: 'same brightness' }],
  cilantro: [{ id: 'parsley', reason: 'for anyone who finds cilantro soapy' }],
  basil: [{ id: 'parsley', reason: 'fresh and green' }],
  'olive-oil': [{ id: 'vegetable-oil', reason: 'neutral and cheaper' }],
  quinoa: [{ id: 'couscous', reason: 'ready in 5 minutes' }],
  couscous: [{ id: 'quinoa', reason: 'gluten-free' }],
};
