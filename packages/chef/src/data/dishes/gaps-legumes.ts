import type { Dish } from './types.ts';

// Dried lentils, split peas and beans cooked from dry in the dish's own liquid (slots marked
// `dried`): a dal or a soup in an Instant Pot or a slow cooker, a pot of beans under pressure.

/** Whole spices and chillies that sizzle in the hot fat of a tadka. */
const TADKA = [
  'cumin',
  'mustard-seeds',
  'chiles-de-arbol',
  'chili-flakes',
  'curry-leaves',
  'fennel-seeds',
  'nigella-seeds',
  'asafoetida',
];
/** Ground spices stirred into the onions. */
const GROUND = [
  'turmeric',
  'ground-coriander',
  'chili-powder',
  'kashmiri-chili-powder',
  'garam-masala',
  'curry-powder',
  'paprika',
  'ground-ginger',
  'cayenne',
];

/** Dishes written for the review corpus pantries the cookbook could not yet cook well (issue 12). */
export const GAPS_LEGUMES_DISHES: readonly Dish[] = [
  // ── Instant Pot dal ────────────────────────────────────────────────────────────────────────
  // Split peas or lentils straight from dry under pressure; half the spiced ghee is kept back and
  // spooned over at the end, as a tadka.
  {
    id: 'instant-pot-dal',
    examples: [
      'yellow split peas, ghee, cumin seeds, garlic, dried chilli, turmeric, tomato, basmati rice',
      'red lentils, onion, ginger, garlic, canned tomatoes, garam masala, turmeric, spinach, coconut milk, cilantro, lime',
      'toor dal, butter, mustard seeds, curry leaves, onion, green chili, turmeric, lemon',
    ],
    title: '[coconut? Coconut ]Instant Pot Dal[greens? with {Greens}]',
    course: 'main',
    family: 'stew',
    cuisine: 'indian',
    flavour: ['savoury', 'spicy'],
    equipment: ['Instant Pot'],
    skill: 'beginner',
    centre: 'lentils',
    slots: {
      lentils: { kinds: ['lentils'], need: true, max: 1, grams: 210, dried: 'only' },
      tadka: { kinds: [], ids: TADKA, max: 3, quick: 2, grams: 0.8, cut: false },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'shallot', 'garlic', 'ginger'],
        max: 4,
        quick: 3,
        grams: 'side',
      },
      spice: { kinds: ['curry-base'], ids: GROUND, max: 3, quick: 2, grams: 0.7, cut: false },
      tomato: { kinds: ['tomato-base', 'tomato'], max: 1, grams: 60, cut: 'chop' },
      coconut: { kinds: ['coconut'], max: 1, grams: 60 },
      greens: { kinds: ['greens'], max: 1, grams: 40 },
      herb: { kinds: [], ids: ['cilantro', 'mint'], max: 1, grams: 3 },
      acid: { kinds: ['citrus'], max: 1, grams: 10, cut: 'cut into wedges' },
      rice: { kinds: ['rice'], max: 1, quick: 0, grams: 'side' },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Instant Pot',
        text: 'Set the Instant Pot to Sauté and heat {butter 3 tbsp}. [tadka? Add the {tadka} and let {it:tadka} sizzle until fragrant and a shade darker, 30–60 seconds, then spoon half of the fat, spices and all, into a small bowl for the finish. ][aromatic? Add the {aromatic} and cook, stirring, until soft, {min} minutes. ][spice? Stir in the {spice} for 30 seconds.]',
        minutes: { slot: 'aromatic', factor: 0.7, floor: 2 },
      },
      {
        tool: 'Instant Pot',
        text: 'Add the {lentils}, rinsed in a sieve until the water runs clear, [tomato? the {tomato}, ][coconut? the {coconut}, ]{water 300 ml/serving} and a good pinch of {salt}, and stir, scraping the bottom clean so nothing sticks and sets off the burn warning. Lock the lid, set the valve to Sealing and pressure cook on High {time:lentils} minutes; it takes about 10 minutes to come up to pressure. Let the pressure release naturally for 10 minutes, then release the rest; the {lentils} should be completely soft.',
        minutes: { slot: 'lentils', factor: 1, add: 20, floor: 22 },
        passive: true,
      },
      { use: 'starch', slot: 'rice' },
      {
        tool: 'Instant Pot',
        when: 'greens',
        text: 'Set to Sauté, stir in the {greens} and cook until wilted, 2 minutes.',
        minutes: 2,
      },
      {
        tool: 'none',
        text: 'Stir hard, mashing some of the {lentils} against the side of the pot until thick and creamy; add a splash of hot water if it is too thick. Taste for {salt}[acid? and squeeze in the juice of half the {acid}]. Ladle into warm bowls[rice? over the {rice}][tadka? and spoon over the spiced fat you kept back][herb? , scattered with the {herb}][acid? , with the rest of the {acid} in wedges].',
        minutes: 0,
      },
    ],
    keep: 'Dal thickens as it cools: loosen with a splash of water and reheat, stirring, until bubbling.',
    remix: 'thin leftover dal with stock into a soup, or spoon it over rice with a fried egg on top',
    freezes: true,
  },

  // ── Instant Pot khichdi ────────────────────────────────────────────────────────────────────
  // Rice and split peas or lentils cooked together to a soft, savoury porridge, with a ghee tadka.
  {
    id: 'instant-pot-khichdi',
    examples: [
      'yellow split peas, ghee, cumin seeds, garlic, dried chilli, turmeric, tomato, basmati rice',
      'red lentils, basmati rice, butter, cumin, ginger, turmeric, carrots, peas, cilantro, lemon',
    ],
    title: '[veg? {Veg} ]Khichdi',
    course: 'main',
    family: 'rice',
    cuisine: 'indian',
    flavour: ['savoury'],
    equipment: ['Instant Pot'],
    skill: 'beginner',
    centre: 'lentils',
    slots: {
      lentils: { kinds: ['lentils'], need: true, max: 1, grams: 130, dried: 'only' },
      rice: { kinds: [], ids: ['rice', 'basmati-rice', 'jasmine-rice'], need: true, max: 1, grams: 55 },
      tadka: { kinds: [], ids: TADKA, max: 3, quick: 2, grams: 0.8, cut: false },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'garlic', 'ginger'],
        max: 3,
        quick: 2,
        grams: 'side',
      },
      spice: { kinds: [], ids: GROUND, max: 2, grams: 0.6, cut: false },
      veg: {
        kinds: [],
        ids: ['carrot', 'peas', 'cauliflower', 'potato', 'green-beans', 'tomato', 'spinach'],
        max: 2,
        quick: 1,
        grams: 60,
        cut: 'cut into 1 cm (½ in) dice',
      },
      herb: { kinds: [], ids: ['cilantro'], max: 1, grams: 3 },
      acid: { kinds: ['citrus'], max: 1, grams: 8, cut: 'cut into wedges' },
      yogurt: { kinds: ['yogurt'], max: 1, quick: 0, grams: 50 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Instant Pot',
        text: 'Set the Instant Pot to Sauté and heat {butter 2 tbsp}. [tadka? Add the {tadka} and let {it:tadka} sizzle until fragrant, 30–60 seconds. ][aromatic? Add the {aromatic} and cook, stirring, 2 minutes. ][spice? Stir in the {spice} for 30 seconds.]',
        minutes: 3,
      },
      {
        tool: 'Instant Pot',
        text: 'Add the {lentils} and the {rice}, rinsed together in a sieve until the water runs clear, [veg? the {veg}, ]{water 350 ml/serving} and a good pinch of {salt}, and stir, scraping the bottom clean so nothing sticks. Lock the lid, set the valve to Sealing and pressure cook on High {time:lentils} minutes; it takes about 10 minutes to come up to pressure. Let the pressure release naturally for 10 minutes, then release the rest; the {lentils} and {rice} should be soft and collapsing into each other.',
        minutes: { slot: 'lentils', factor: 1, add: 20, floor: 28 },
      },
      {
        tool: 'none',
        text: 'Stir well into a soft, spoonable mix, loosening with a splash of hot water if it is stiff, and taste for {salt}[acid? and a squeeze of the {acid}]. Spoon into warm bowls and top with {butter 1 tbsp}[yogurt? , the {yogurt} on the side][herb? , scattered with the {herb}][acid? and wedges of {acid}].',
        minutes: 0,
      },
    ],
    keep: 'Khichdi sets firm as it cools: loosen with hot water and reheat, stirring, until steaming hot all through.',
    remix: 'fry spoonfuls of leftover khichdi into crisp patties in a hot pan, until steaming inside',
  },

  // ── Instant Pot lentil soup ────────────────────────────────────────────────────────────────
  {
    id: 'instant-pot-lentil-soup',
    examples: [
      'red lentils 300g, 2 carrots, onion, cumin, turmeric, lemon, veg stock cube',
      'green lentils, celery, carrots, onion, garlic, canned tomatoes, thyme, spinach, parmesan',
    ],
    title: 'Instant Pot [veg? {Veg} and ]{Lentils} Soup',
    course: 'main',
    family: 'soup',
    cuisine: 'any',
    flavour: ['savoury'],
    equipment: ['Instant Pot'],
    skill: 'beginner',
    centre: 'lentils',
    slots: {
      lentils: { kinds: ['lentils'], need: true, max: 1, grams: 170, dried: 'only' },
      veg: {
        kinds: [],
        ids: ['carrot', 'celery', 'potato', 'sweet-potato', 'butternut-squash', 'parsnip', 'zucchini'],
        max: 2,
        quick: 1,
        grams: 100,
        cut: 'cut into 1 cm (½ in) dice',
      },
      aromatic: {
        kinds: [],
        ids: ['onion', 'red-onion', 'shallot', 'leek', 'garlic', 'ginger'],
        max: 3,
        grams: 'side',
      },
      spice: {
        kinds: [],
        ids: [
          'cumin',
          'turmeric',
          'paprika',
          'smoked-paprika',
          'ground-coriander',
          'chili-flakes',
          'curry-powder',
        ],
        max: 3,
        quick: 2,
        grams: 1,
        cut: false,
      },
      woody: {
        kinds: [],
        ids: ['thyme', 'dried-thyme', 'bay-leaves', 'rosemary'],
        max: 1,
        grams: 1,
        cut: false,
      },
      base: { kinds: ['tomato-base', 'tomato-paste'], max: 1, grams: 60 },
      stock: { kinds: ['stock'], max: 1, grams: 250 },
      greens: { kinds: ['greens'], max: 1, grams: 35 },
      acid: { kinds: [], ids: ['lemon', 'lime'], max: 1, grams: 10, cut: 'cut into wedges' },
      herb: { kinds: [], ids: ['parsley', 'cilantro', 'mint', 'dill'], max: 1, grams: 3 },
      cheese: { kinds: ['grating-cheese'], max: 1, grams: 10 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Instant Pot',
        text: 'Put the {lentils}, rinsed in a sieve until the water runs clear, in the Instant Pot with [aromatic? the {aromatic}, ][veg? the {veg}, ][spice? the {spice}, ]{oil 2 tbsp}, [base? the {base}, ][woody? the {woody}, ][stock? the {stock}, ]{water 250 ml/serving} and a pinch of {salt}, and stir well. Lock the lid, set the valve to Sealing and pressure cook on High {time:lentils} minutes; it takes about 10 minutes to come up to pressure. Let the pressure release naturally for 10 minutes, then release the rest; the {lentils} should be soft.',
        minutes: { slot: 'lentils', factor: 1, add: 20, floor: 22 },
        passive: true,
      },
      {
        tool: 'Instant Pot',
        when: 'greens',
        text: 'Set to Sauté, stir in the {greens} and cook until wilted, 2 minutes.',
        minutes: 2,
      },
      {
        tool: 'none',
        text: '[woody? Lift out any {woody} stalks. ]Stir well: the {lentils} thicken the soup as they break down (whisk hard for a smoother soup, or add a splash of hot water to loosen it). Season with {salt} and {pepper}[acid? and a squeeze of the {acid}]. Ladle into warm bowls[herb? , scattered with the {herb}][cheese? , with the {cheese} grated over][acid? , with wedges of {acid} to squeeze].',
        minutes: 0,
      },
    ],
    keep: 'The soup thickens as it stands: reheat with a splash of water, stirring, until bubbling all through.',
    remix:
      'simmer leftovers down until thick and spoon over rice, or blend into a smooth soup, reheated until steaming',
    freezes: true,
  },

  // ── Slow-cooker dal ────────────────────────────────────────────────────────────────────────
  {
    id: 'slow-cooker-dal',
    examples: [
      'butternut squash, red lentils, coconut milk, spinach, curry paste, naan',
      'red lentils, onion, garlic, ginger, canned tomatoes, garam masala, turmeric, cilantro, lime',
    ],
    title: 'Slow-Cooker [coconut? Coconut ]Dal[veg? with {Veg}][!veg&greens? with {Greens}]',
    course: 'main',
    family: 'stew',
    cuisine: 'indian',
    flavour: ['savoury', 'spicy'],
    equipment: ['Slow Cooker'],
    skill: 'beginner',
    centre: 'lentils',
    slots: {
      lentils: { kinds: ['lentils'], need: true, max: 1, grams: 190, dried: 'only' },
      veg: {
        kinds: [],
        ids: ['butternut-squash', 'sweet-potato', 'carrot', 'potato', 'pumpkin', 'cauliflower'],
        max: 2,
        quick: 1,
        grams: 120,
        cut: 'peel and cut into 2 cm (¾ in) chunks',
      },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'shallot', 'garlic', 'ginger'],
        max: 4,
        quick: 3,
        grams: 'side',
        cut: 'chop finely',
      },
      spice: { kinds: ['curry-base'], ids: [...GROUND, ...TADKA], max: 4, quick: 3, grams: 0.8, cut: false },
      tomato: { kinds: ['tomato-base'], max: 1, grams: 60 },
      coconut: { kinds: ['coconut'], max: 1, grams: 80 },
      greens: { kinds: ['greens'], max: 1, grams: 40 },
      herb: { kinds: [], ids: ['cilantro', 'mint'], max: 1, grams: 3 },
      acid: { kinds: ['citrus'], max: 1, grams: 10, cut: 'cut into wedges' },
      bread: { kinds: ['flatbread'], max: 1, count: 1 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Slow Cooker',
        text: 'Put the {lentils}, rinsed in a sieve until the water runs clear, in the slow cooker with [veg? the {veg}, ][aromatic? the {aromatic}, ][spice? the {spice}, ][tomato? the {tomato}, ]{water 300 ml/serving} just off the boil and a good pinch of {salt}, and stir well. Cover and cook on High, stirring once halfway, until the {lentils} are completely soft and falling apart[veg? and the {veg} {is:veg} tender], {min} minutes.',
        minutes: { slot: 'lentils', factor: 1, floor: 120 },
        passive: true,
      },
      {
        tool: 'Slow Cooker',
        text: 'Stir in [coconut? the {coconut}][!coconut? {butter 1 tbsp}][greens? and the {greens}], cover and cook on High until [greens? the {greens} {is:greens} wilted and ]everything is piping hot, 10 minutes. Stir hard to thicken, loosen with a splash of hot water if needed, and taste for {salt}[acid? and a squeeze of the {acid}].',
        minutes: 10,
      },
      {
        tool: 'Oven',
        when: 'bread',
        text: 'Heat the oven to 180°C/350°F. Sprinkle the {bread} with a few drops of water, wrap in foil and warm through, 8 minutes.',
        minutes: 8,
        alongside: true,
      },
      {
        tool: 'none',
        text: 'Ladle into warm bowls[herb? , scattered with the {herb}][acid? , with wedges of {acid}][bread? , with the warm {bread} for scooping].',
        minutes: 0,
      },
    ],
    keep: 'Dal thickens as it cools: loosen with a splash of water and reheat, stirring, until bubbling.',
    remix: 'thin leftover dal with stock into a soup, or fold it through rice, reheated until steaming',
    freezes: true,
  },

  // ── Instant Pot rice and beans from dry ────────────────────────────────────────────────────
  // Two stages in one pot: the beans under pressure from dry, then the rice on top of them.
  {
    id: 'instant-pot-rice-and-beans',
    examples: [
      'dried pinto beans 400g, rice, onion, garlic, cumin, chili powder',
      'dried black beans, rice, onion, green pepper, garlic, cumin, bay leaves, lime, cilantro',
    ],
    title: 'Instant Pot Rice and {Beans}',
    course: 'main',
    family: 'rice',
    cuisine: 'latin-american',
    flavour: ['savoury', 'spicy'],
    equipment: ['Instant Pot'],
    skill: 'beginner',
    centre: 'beans',
    slots: {
      beans: { kinds: ['beans'], need: true, max: 1, grams: 150, dried: 'only' },
      rice: { kinds: [], ids: ['rice', 'basmati-rice', 'jasmine-rice'], need: true, max: 1, grams: 60 },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'garlic', 'bell-pepper', 'green-bell-pepper'],
        max: 3,
        grams: 'side',
        cut: 'chop',
      },
      spice: {
        kinds: [],
        ids: ['cumin', 'chili-powder', 'smoked-paprika', 'dried-oregano', 'bay-leaves'],
        max: 3,
        quick: 2,
        grams: 1,
        cut: false,
      },
      tomato: { kinds: ['tomato-base', 'tomato-paste'], max: 1, grams: 40 },
      herb: { kinds: [], ids: ['cilantro', 'parsley'], max: 1, grams: 3 },
      acid: { kinds: [], ids: ['lime', 'lemon'], max: 1, grams: 10, cut: 'cut into wedges' },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Instant Pot',
        text: 'Set the Instant Pot to Sauté and heat {oil 1 tbsp}. [aromatic? Add the {aromatic} and cook, stirring, until soft, 4 minutes. ][spice? Stir in the {spice} for 30 seconds.]',
        minutes: 5,
      },
      {
        tool: 'Instant Pot',
        text: 'Add the {beans}, picked over and rinsed, {water 250 ml/serving} and a pinch of {salt}; they need no soaking under pressure. Lock the lid, set the valve to Sealing and pressure cook on High {time:beans} minutes; it takes about 10 minutes to come up to pressure. Let the pressure release naturally for 10 minutes, then release the rest. The {beans} should be tender all the way through; if not, pressure cook a few minutes more.',
        minutes: { slot: 'beans', factor: 1, add: 20, floor: 30 },
      },
      {
        tool: 'Instant Pot',
        text: 'Stir in the {rice}, rinsed until the water runs clear, [tomato? the {tomato}, ]{water 100 ml/serving} and a good pinch of {salt}, pushing the rice under the liquid. Lock the lid again and pressure cook on High 4 minutes; the pot is already hot, so it comes back up to pressure in about 5 minutes. Let the pressure release naturally for 10 minutes, then release the rest; the {rice} should be tender.',
        minutes: 19,
      },
      {
        tool: 'none',
        text: 'Fluff gently with a fork, taste for {salt}[acid? and squeeze over half the {acid}] and serve[herb? , scattered with the {herb}][acid? , with the rest of the {acid} in wedges].',
        minutes: 0,
      },
    ],
    keep: 'Spread leftovers out to cool quickly; reheat with a splash of water, covered, until steaming hot all through.',
    remix:
      'roll leftovers into burritos with cheese, or fry them crisp in a hot pan, reheated until steaming',
  },

  // ── Oven-baked dal ─────────────────────────────────────────────────────────────────────────
  // Lentils and squash in a covered dish in the oven, started with water just off the boil.
  {
    id: 'oven-baked-dal',
    examples: [
      'butternut squash, red lentils, coconut milk, spinach, naan',
      'red lentils, sweet potato, onion, garlic, ginger, curry powder, canned tomatoes, cilantro, lime',
    ],
    title: 'Oven-Baked [coconut? Coconut ]Dal[veg? with {Veg}]',
    course: 'main',
    family: 'stew',
    cuisine: 'indian',
    flavour: ['savoury', 'spicy'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'lentils',
    slots: {
      lentils: { kinds: ['lentils'], need: true, max: 1, grams: 190, dried: 'only' },
      veg: {
        kinds: [],
        ids: ['butternut-squash', 'sweet-potato', 'carrot', 'pumpkin', 'cauliflower'],
        max: 2,
        quick: 1,
        grams: 120,
        cut: 'peel and cut into 2 cm (¾ in) chunks',
      },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'shallot', 'garlic', 'ginger'],
        max: 4,
        quick: 3,
        grams: 'side',
        cut: 'chop finely',
      },
      spice: { kinds: ['curry-base'], ids: [...GROUND, ...TADKA], max: 4, quick: 3, grams: 0.8, cut: false },
      tomato: { kinds: ['tomato-base'], max: 1, grams: 60 },
      coconut: { kinds: ['coconut'], max: 1, grams: 80 },
      greens: { kinds: ['greens'], max: 1, grams: 40 },
      herb: { kinds: [], ids: ['cilantro', 'mint'], max: 1, grams: 3 },
      acid: { kinds: ['citrus'], max: 1, grams: 10, cut: 'cut into wedges' },
      bread: { kinds: ['flatbread'], max: 1, count: 1 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Oven',
        text: 'Heat the oven to 180°C/350°F. In a large ovenproof dish or casserole with a lid, stir together the {lentils}, rinsed in a sieve until the water runs clear, [veg? the {veg}, ][aromatic? the {aromatic}, ][spice? the {spice}, ][tomato? the {tomato}, ][coconut? the {coconut}, ]{oil 1 tbsp}, a good pinch of {salt} and {water 300 ml/serving} just off the boil. Cover tightly with the lid or foil and bake, stirring once halfway, until the {lentils} are completely soft[veg? and the {veg} {is:veg} tender], {min} minutes.',
        minutes: { slot: 'lentils', factor: 1, floor: 45 },
        passive: true,
      },
      {
        tool: 'Oven',
        when: 'greens|bread',
        text: '[greens? Stir the {greens} into the dish and cover again to wilt. ][bread? Sprinkle the {bread} with a few drops of water, wrap in foil and warm in the oven beside the dal. ]Bake 8 minutes more.',
        minutes: 8,
      },
      {
        tool: 'none',
        text: 'Stir hard to thicken, loosen with a splash of hot water if needed and taste for {salt}[acid? and a squeeze of the {acid}]. Spoon into warm bowls[herb? , scattered with the {herb}][acid? , with wedges of {acid}][bread? , with the warm {bread} for scooping].',
        minutes: 0,
      },
    ],
    keep: 'Dal thickens as it cools: loosen with a splash of water and reheat, stirring, until bubbling.',
    remix: 'thin leftover dal with stock into a soup, or fold it through rice, reheated until steaming',
    freezes: true,
  },

  // ── Instant Pot beans from dry ─────────────────────────────────────────────────────────────
  // Frijoles de la olla: beans cooked from dry, no soak, in the pot with onion, garlic and spices.
  {
    id: 'instant-pot-beans',
    examples: [
      'dried pinto beans 400g, onion, garlic, cumin, chili powder',
      'dried black beans, bacon, onion, jalapeno, garlic, bay leaves, cilantro, lime',
    ],
    title: 'Instant Pot {Beans}[bacon? with {Bacon}]',
    course: 'main',
    family: 'stew',
    cuisine: 'mexican',
    flavour: ['savoury', 'spicy'],
    equipment: ['Instant Pot'],
    skill: 'beginner',
    centre: 'beans',
    slots: {
      beans: { kinds: ['beans'], need: true, max: 1, grams: 220, dried: 'only' },
      bacon: { kinds: ['bacon'], ids: ['chorizo'], max: 1, grams: 30, cut: 'chop' },
      aromatic: {
        kinds: ['chili'],
        ids: ['onion', 'red-onion', 'garlic'],
        max: 3,
        grams: 'side',
        cut: 'chop',
      },
      spice: {
        kinds: [],
        ids: [
          'cumin',
          'chili-powder',
          'smoked-paprika',
          'dried-oregano',
          'mexican-oregano',
          'chipotle-powder',
          'bay-leaves',
        ],
        max: 3,
        quick: 2,
        grams: 1,
        cut: false,
      },
      tomato: { kinds: ['tomato-base'], max: 1, grams: 50 },
      herb: { kinds: [], ids: ['cilantro'], max: 1, grams: 3 },
      acid: { kinds: [], ids: ['lime', 'lemon'], max: 1, grams: 10, cut: 'cut into wedges' },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Instant Pot',
        text: 'Set the Instant Pot to Sauté and heat {oil 1 tbsp}. [bacon? Fry the {bacon} until the fat runs, 3 minutes. ][aromatic? Add the {aromatic} and cook, stirring, until soft, 4 minutes. ][spice? Stir in the {spice} for 30 seconds.]',
        minutes: 7,
      },
      {
        tool: 'Instant Pot',
        text: 'Add the {beans}, picked over and rinsed, [tomato? the {tomato}, ]{water 300 ml/serving} (they should be covered by about 5 cm/2 in) and a good pinch of {salt}; they need no soaking under pressure. Lock the lid, set the valve to Sealing and pressure cook on High {time:beans} minutes; it takes about 10 minutes to come up to pressure. Let the pressure release naturally, 20 minutes; the {beans} should be completely tender and creamy inside (if not, pressure cook a few minutes more).',
        minutes: { slot: 'beans', factor: 1, add: 30, floor: 40 },
        passive: true,
      },
      {
        tool: 'Instant Pot',
        text: 'Set to Sauté and simmer, uncovered, mashing a few of the {beans} against the side to thicken the cooking liquid, 5 minutes. Season with {salt}[acid? and a squeeze of the {acid}].',
        minutes: 5,
      },
      {
        tool: 'none',
        text: 'Ladle the {beans} and their cooking liquid into warm bowls[herb? , scattered with the {herb}][acid? , with wedges of {acid}].',
        minutes: 0,
      },
    ],
    keep: 'Keep them in their cooking liquid; reheat gently, stirring, until bubbling all through.',
    remix:
      'mash leftover beans into refried beans in a hot pan, or fold them into burritos, reheated until steaming',
    freezes: true,
  },
];
