import type { Budget, Equipment } from '@sous/domain';
import type { Cuisine, Role } from '../catalog/index.ts';
import type { DishFamily } from '../data/dishes/types.ts';
import type { Kind } from '../data/kinds.ts';

/** A finishing move that lifts a dish: a technique, or 1–3 bought items. */
export interface UpgradeMove {
  id: string;
  /** Title fragment: "… with Gremolata". */
  name: string;
  /**
   * Catalogue ids, in the role they play, with an amount per serving in the item's display unit.
   * `kind`: a food of this kind the cook already has is used instead of buying this one (their
   * frozen berries for the compote, their pecans for the walnuts).
   */
  items: { id: string; role: Role; perServing: number; min: number; kind?: Kind }[];
  /** Heat it needs, in order of preference; empty = none. */
  heat: Equipment[];
  /** The hand tool when no heat is needed. */
  tool: string;
  minutes: number;
  tier: Budget;
  /** Dish families it suits (data/dishes/types.ts DishFamily); empty = any. */
  families: DishFamily[];
  /** Cuisines it belongs with; 'any' fits every dish. */
  cuisines: (Cuisine | 'any')[];
  /** Courses it suits; savoury mains and breakfasts when absent. */
  courses?: ('breakfast' | 'main' | 'sweet')[];
  /** Goes on at the table, after everything else. */
  atTable?: boolean;
  /** Done once the food is cooked, just before serving (resting the meat), though it needs no heat. */
  finish?: true;
  /** Only on a dish whose title says this ("Frittata", "Enchiladas"). */
  titled?: RegExp;
  /** Never on a dish whose title says this (smashed avocado and lime on a thyme pot roast). */
  notTitled?: RegExp;
  /** Only on a dish with a sweet flavour: honey, compote or cinnamon sugar never meet a savoury breakfast. */
  sweet?: true;
  /** Not on a dish whose own steps already do this (a pan sauce where the pan is already deglazed). */
  unless?: RegExp;
  /** Only on a dish with a food of one of these kinds (leaves to season). */
  needs?: Kind[];
  /** Never on a dish with a food of one of these kinds (brown butter and sage on mince or fish). */
  notWith?: Kind[];
  protein?: boolean;
  rich?: boolean;
  /** `subject`: the dish's foods of the `needs` kinds, named ("the chicken thighs"). */
  text(names: string[], tool: string, subject?: string): string;
}

const ANY: DishFamily[] = [];

export const UPGRADE_MOVES: UpgradeMove[] = [
  {
    id: 'gremolata',
    cuisines: ['italian', 'mediterranean', 'european', 'american'],
    name: 'Lemon-Parsley Gremolata',
    tool: 'Knife',
    items: [
      { id: 'parsley', role: 'herb', perServing: 5, min: 15 },
      { id: 'lemon', role: 'acid', perServing: 0.25, min: 1 },
      { id: 'garlic', role: 'aromatic', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 3,
    tier: 'low',
    families: ['grain', 'pasta', 'rice', 'roast', 'skillet', 'soup', 'stew'],
    text: ([parsley, lemon, garlic]) =>
      `make a gremolata: finely chop the ${parsley} with the zest of the ${lemon} and the ${garlic} until it is almost a paste, then stir in a pinch of salt. Scatter over just before serving: the raw, bright bite wakes up everything under it.`,
  },
  {
    id: 'toasted-nuts',
    cuisines: ['any'],
    name: 'Toasted Nut Crunch',
    tool: 'Knife',
    items: [{ id: 'almonds', role: 'garnish', perServing: 10, min: 30, kind: 'nuts' }],
    heat: ['Stove', 'Oven', 'Air Fryer', 'Microwave'],
    minutes: 4,
    tier: 'medium',
    families: ['curry', 'grain', 'pasta', 'roast', 'salad', 'stir-fry'],
    rich: true,
    text: ([nuts], tool) =>
      `${tool === 'Microwave' ? `Spread the ${nuts} on a plate and microwave in short bursts, stirring between, until fragrant, about 3 minutes` : tool === 'Stove' ? `Toast the ${nuts} in a dry skillet over medium heat, shaking often, until golden and fragrant, 3–4 minutes` : `Toast the ${nuts} at 180°C/350°F for 4–5 minutes until golden`}; roughly chop with a pinch of salt and scatter over for crunch.`,
  },
  {
    id: 'pine-nuts',
    cuisines: ['italian', 'mediterranean'],
    name: 'Toasted Pine Nuts & Parmesan',
    tool: 'Knife',
    items: [
      { id: 'pine-nuts', role: 'garnish', perServing: 8, min: 20 },
      { id: 'parmesan', role: 'cheese', perServing: 10, min: 30 },
    ],
    heat: ['Stove', 'Oven', 'Air Fryer', 'Microwave'],
    minutes: 4,
    tier: 'high',
    families: ['grain', 'pasta', 'rice', 'roast', 'salad', 'soup'],
    rich: true,
    text: ([nuts, cheese], tool) =>
      `${tool === 'Stove' ? `Toast the ${nuts} in a dry pan over medium-low heat, shaking, until golden, 3 minutes` : `Toast the ${nuts} until golden (watch them: they burn fast)`}. Finish each plate with the ${nuts} and shavings of ${cheese} made with a vegetable peeler.`,
  },
  {
    id: 'brown-butter',
    cuisines: ['italian', 'european', 'american'],
    name: 'Brown Butter & Sage',
    tool: 'Knife',
    items: [
      { id: 'butter', role: 'fat', perServing: 0.5, min: 2 },
      { id: 'sage', role: 'herb', perServing: 2, min: 5 },
    ],
    heat: ['Stove'],
    minutes: 4,
    tier: 'medium',
    // Sage and nutty butter for pasta, squash, pork, chicken and gnocchi; not for eggs, mince or fish.
    families: ['pasta', 'roast', 'skillet'],
    notWith: ['ground-meat', 'fish-fillet', 'shellfish', 'canned-fish'],
    rich: true,
    text: ([butter, sage]) =>
      `For the brown butter, melt the ${butter} in a small pan over medium heat with the ${sage} leaves. Swirl until it foams, goes quiet and smells nutty, with hazelnut-brown flecks at the bottom, 3–4 minutes. Spoon it over the dish as you serve, crisp leaves and all.`,
  },
  {
    id: 'pickled-onions',
    cuisines: ['mexican', 'latin-american', 'american', 'middle-eastern', 'european'],
    name: 'Quick-Pickled Red Onions',
    tool: 'Knife',
    items: [
      { id: 'red-onion', role: 'aromatic', perServing: 0.25, min: 1 },
      { id: 'apple-cider-vinegar', role: 'acid', perServing: 1, min: 3 },
    ],
    heat: [],
    minutes: 3,
    tier: 'low',
    families: ['curry', 'eggs', 'grain', 'roast', 'salad', 'sandwich', 'skillet', 'stew', 'tacos'],
    text: ([onion, vinegar]) =>
      `make a quick pickle: slice the ${onion} paper-thin, cover with the ${vinegar} and a pinch of salt, and leave to turn bright pink while the rest cooks. Drain and pile on top for a sharp, crunchy contrast.`,
  },
  {
    id: 'chili-crisp',
    atTable: true,
    cuisines: ['east-asian', 'southeast-asian'],
    name: 'Chili Crisp',
    tool: 'none',
    items: [{ id: 'chili-crisp', role: 'sauce', perServing: 1, min: 2 }],
    heat: [],
    minutes: 0,
    tier: 'medium',
    families: ['eggs', 'grain', 'noodles', 'rice', 'skillet', 'soup', 'stir-fry'],
    text: ([crisp]) =>
      `Spoon the ${crisp} over each bowl at the table: the crunchy, savoury oil adds heat and texture in one move.`,
  },
  {
    id: 'herb-yogurt',
    cuisines: ['middle-eastern', 'indian', 'mediterranean'],
    name: 'Herby Yogurt Sauce',
    tool: 'Bowl',
    items: [
      { id: 'greek-yogurt', role: 'sauce', perServing: 2, min: 4, kind: 'yogurt' },
      { id: 'mint', role: 'herb', perServing: 2, min: 10 },
      { id: 'lemon', role: 'acid', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 2,
    tier: 'medium',
    families: ['curry', 'grain', 'roast', 'salad', 'skillet', 'stew', 'tacos'],
    protein: true,
    text: ([yogurt, mint, lemon]) =>
      `Stir the ${yogurt} with the chopped ${mint}, a squeeze of ${lemon} and a pinch of salt. Swoosh it on the plates and set the hot food on top.`,
  },
  {
    id: 'tahini-drizzle',
    cuisines: ['middle-eastern', 'mediterranean'],
    name: 'Lemon-Tahini Drizzle',
    tool: 'Bowl',
    items: [
      { id: 'tahini', role: 'sauce', perServing: 1, min: 3 },
      { id: 'lemon', role: 'acid', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 2,
    tier: 'medium',
    families: ['grain', 'roast', 'salad', 'skillet'],
    rich: true,
    text: ([tahini, lemon]) =>
      `Whisk the ${tahini} with the juice of the ${lemon}, a pinch of salt and cold water a spoonful at a time: it seizes first, then turns smooth and pourable. Drizzle it over as you serve.`,
  },
  {
    id: 'crispy-shallots',
    cuisines: ['southeast-asian', 'indian', 'east-asian', 'european', 'american'],
    name: 'Crispy Shallots',
    tool: 'Knife',
    items: [{ id: 'shallot', role: 'aromatic', perServing: 0.5, min: 2 }],
    heat: ['Stove', 'Air Fryer'],
    minutes: 8,
    tier: 'low',
    families: ['curry', 'grain', 'noodles', 'rice', 'salad', 'soup', 'stir-fry'],
    text: ([shallot], tool) =>
      tool === 'Air Fryer'
        ? `Slice the ${shallot} into thin rings, toss with 1 tbsp oil and air-fry at 160°C/320°F for 8 minutes, shaking often, until golden. Salt and scatter over.`
        : `Slice the ${shallot} into thin rings and put in a small pan with 4 tbsp oil, still cold. Heat over medium, stirring, until they turn golden, 6–8 minutes; lift onto paper (they crisp as they cool), salt and scatter over.`,
  },
  {
    id: 'jammy-egg',
    cuisines: ['east-asian', 'southeast-asian', 'any'],
    name: 'Halved Boiled Eggs',
    tool: 'none',
    items: [{ id: 'egg', role: 'protein', perServing: 1, min: 1 }],
    heat: ['Stove', 'Instant Pot'],
    minutes: 13,
    tier: 'low',
    families: ['curry', 'grain', 'noodles', 'rice', 'salad', 'skillet', 'soup', 'stir-fry'],
    protein: true,
    text: ([egg], tool) =>
      tool === 'Instant Pot'
        ? `Put the ${egg}s on the trivet with 250 ml water; it takes about 5 minutes to come to pressure, then pressure cook 5 minutes, quick release and chill in cold water for 2 minutes. Peel, halve and set on top: firm all through (71°C/160°F).`
        : `Bring a small pan of water to the boil, about 5 minutes. Lower the ${egg}s in and cook 10 minutes, until firm all through (71°C/160°F), then chill in cold water for 2 minutes. Peel, halve and set on top.`,
  },
  {
    id: 'sesame-scallion',
    atTable: true,
    cuisines: ['east-asian'],
    name: 'Sesame-Scallion Finish',
    tool: 'Knife',
    items: [
      { id: 'sesame-seeds', role: 'garnish', perServing: 1, min: 4 },
      { id: 'scallion', role: 'aromatic', perServing: 0.5, min: 2 },
    ],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: ['eggs', 'grain', 'noodles', 'rice', 'skillet', 'soup', 'stir-fry'],
    text: ([seeds, scallion]) =>
      `Slice the ${scallion} on a sharp angle and scatter over with the ${seeds} for fresh crunch.`,
  },
  {
    id: 'avocado-lime',
    cuisines: ['mexican', 'latin-american', 'american'],
    name: 'Smashed Avocado & Lime',
    tool: 'Bowl',
    items: [
      { id: 'avocado', role: 'vegetable', perServing: 0.5, min: 1 },
      { id: 'lime', role: 'acid', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 2,
    tier: 'medium',
    families: ['eggs', 'grain', 'salad', 'skillet', 'stew', 'tacos'],
    // A joint or bird roasted or pot-roasted with thyme and gravy is not served with avocado and lime.
    notTitled: /\broast\b/i,
    rich: true,
    text: ([avocado, lime]) =>
      `Smash the ${avocado} with a fork, the juice of the ${lime} and a big pinch of salt, leaving it chunky. Spoon on top just before serving.`,
  },
  {
    id: 'cilantro-salsa',
    cuisines: ['mexican', 'latin-american'],
    name: 'Cilantro-Lime Salsa',
    tool: 'Knife',
    items: [
      { id: 'cilantro', role: 'herb', perServing: 4, min: 10 },
      { id: 'lime', role: 'acid', perServing: 0.25, min: 1 },
      { id: 'jalapeno', role: 'aromatic', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 3,
    tier: 'low',
    families: ['curry', 'eggs', 'grain', 'rice', 'roast', 'skillet', 'stew', 'stir-fry', 'tacos'],
    text: ([cilantro, lime, jalapeno]) =>
      `Finely chop the ${cilantro} (stems too) and the ${jalapeno}, stir with the juice and zest of the ${lime}, a pinch of salt and 1 tbsp oil. Spoon over for a fresh, sharp finish.`,
  },
  {
    id: 'garlic-chili-sizzle',
    cuisines: ['east-asian', 'southeast-asian', 'italian', 'indian'],
    name: 'Garlic-Chili Sizzle',
    tool: 'Knife',
    items: [
      { id: 'garlic', role: 'aromatic', perServing: 0.5, min: 2 },
      { id: 'chili-flakes', role: 'spice', perServing: 0.25, min: 0.5 },
    ],
    heat: ['Stove', 'Microwave'],
    minutes: 3,
    tier: 'low',
    families: ANY,
    text: ([garlic, chili], tool) =>
      `${tool === 'Microwave' ? `Microwave 3 tbsp oil with the ${garlic}, thinly sliced or minced, in a heatproof cup in 30-second bursts` : `Warm 3 tbsp oil with the ${garlic}, thinly sliced or minced, in a small pan over medium-low heat`} until the garlic is pale gold, 2–3 minutes; take off the heat, add the ${chili} and let it sizzle. Pour over the dish at the table.`,
  },
  {
    id: 'feta-mint',
    cuisines: ['mediterranean', 'middle-eastern'],
    name: 'Whipped Feta & Mint',
    tool: 'Bowl',
    items: [
      { id: 'feta', role: 'cheese', perServing: 25, min: 60 },
      { id: 'mint', role: 'herb', perServing: 2, min: 10 },
    ],
    heat: [],
    minutes: 3,
    tier: 'medium',
    families: ['grain', 'roast', 'salad', 'skillet'],
    rich: true,
    text: ([feta, mint]) =>
      `Mash the ${feta} with a fork and 1 tbsp oil until creamy, spread on the plates and top with the food and torn ${mint}.`,
  },
  {
    id: 'crispy-chickpeas',
    cuisines: ['middle-eastern', 'mediterranean', 'indian', 'any'],
    name: 'Crispy Chickpeas',
    tool: 'none',
    items: [{ id: 'chickpeas', role: 'protein', perServing: 50, min: 120 }],
    heat: ['Air Fryer', 'Oven', 'Stove'],
    minutes: 12,
    tier: 'low',
    families: ['curry', 'grain', 'roast', 'salad', 'soup', 'stew'],
    protein: true,
    text: ([chickpeas], tool) =>
      `Drain and pat dry the ${chickpeas}, toss with 1 tbsp oil and salt and ${tool === 'Stove' ? 'fry in a skillet over medium-high heat, shaking, until crisp and rattling, 10 minutes' : tool === 'Air Fryer' ? 'air-fry at 200°C/400°F for 12 minutes, shaking twice' : 'roast at 220°C/425°F for 15 minutes'}. Scatter over for crunch and extra protein.`,
  },
  // ── Breakfast and sweet ──────────────────────────────────────────────────────────────────
  {
    id: 'honey-toasted-nuts',
    cuisines: ['any'],
    courses: ['breakfast', 'sweet'],
    sweet: true,
    name: 'Honey-Toasted Nuts',
    tool: 'Spoon',
    items: [
      { id: 'walnuts', role: 'garnish', perServing: 10, min: 30, kind: 'nuts' },
      { id: 'honey', role: 'sweet', perServing: 0.5, min: 1 },
    ],
    heat: ['Stove', 'Oven', 'Air Fryer'],
    minutes: 5,
    tier: 'low',
    families: ['breakfast', 'baking', 'sweet'],
    rich: true,
    text: ([nuts, honey], tool) =>
      `${tool === 'Stove' ? `Toast the ${nuts} in a dry skillet over medium heat, shaking often, 3–4 minutes` : `Toast the ${nuts} at 180°C/350°F for 4–5 minutes`}, then toss with the ${honey} while hot and leave to cool and crisp on a plate. Roughly chop and scatter over.`,
  },
  {
    id: 'berry-compote',
    cuisines: ['any'],
    courses: ['breakfast', 'sweet'],
    sweet: true,
    name: 'Warm Berry Compote',
    tool: 'Spoon',
    items: [
      { id: 'blueberry', role: 'fruit', perServing: 40, min: 125, kind: 'berries' },
      { id: 'maple-syrup', role: 'sweet', perServing: 0.5, min: 1 },
    ],
    heat: ['Stove', 'Microwave'],
    minutes: 6,
    tier: 'medium',
    families: ['breakfast', 'baking', 'sweet'],
    text: ([berries, syrup], tool) =>
      `${tool === 'Stove' ? `Simmer the ${berries} with the ${syrup} and a spoonful of water in a small pan, stirring, until they burst and turn jammy, 5 minutes` : `Microwave the ${berries} with the ${syrup} in a bowl, stirring every minute, until they burst and turn jammy, 3–4 minutes`}. Spoon over warm.`,
  },
  {
    id: 'cinnamon-sugar',
    cuisines: ['any'],
    courses: ['breakfast', 'sweet'],
    sweet: true,
    name: 'Cinnamon-Sugar Crunch',
    tool: 'Spoon',
    items: [
      { id: 'brown-sugar', role: 'sweet', perServing: 0.5, min: 2 },
      { id: 'cinnamon', role: 'spice', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: ['breakfast', 'baking', 'sweet'],
    atTable: true,
    text: ([sugar, cinnamon]) =>
      `Mix the ${sugar} with the ${cinnamon} and scatter it over just before serving, so it stays crunchy.`,
  },
  {
    id: 'lemon-yogurt',
    cuisines: ['any'],
    courses: ['breakfast', 'sweet'],
    sweet: true,
    name: 'Lemon-Honey Yogurt',
    tool: 'Bowl',
    items: [
      { id: 'greek-yogurt', role: 'sauce', perServing: 2, min: 4, kind: 'yogurt' },
      { id: 'lemon', role: 'acid', perServing: 0.25, min: 1 },
      { id: 'honey', role: 'sweet', perServing: 0.5, min: 1 },
    ],
    heat: [],
    minutes: 2,
    tier: 'low',
    families: ['breakfast', 'baking', 'sweet'],
    protein: true,
    text: ([yogurt, lemon, honey]) =>
      `Stir the finely grated zest of the ${lemon} and the ${honey} into the ${yogurt}, and spoon a cool dollop onto each serving.`,
  },
  // ── Savoury, by cuisine ───────────────────────────────────────────────────────────────────
  {
    id: 'tadka',
    cuisines: ['indian'],
    name: 'Sizzling Cumin-Garlic Tadka',
    tool: 'Spoon',
    items: [
      { id: 'cumin', role: 'spice', perServing: 0.25, min: 1 },
      { id: 'garlic', role: 'aromatic', perServing: 0.5, min: 2 },
      { id: 'chili-flakes', role: 'spice', perServing: 0.1, min: 0.25 },
    ],
    heat: ['Stove'],
    minutes: 3,
    tier: 'low',
    families: ['curry', 'soup', 'stew', 'rice', 'grain'],
    text: ([cumin, garlic, chili]) =>
      `For the tadka, heat 2 tbsp oil in a small pan over medium-high heat, add the ${cumin} and let it crackle for a few seconds, then the ${garlic}, thinly sliced or minced; fry until pale gold, about 1 minute, add the ${chili} and pour it, sizzling, over the dish as you serve.`,
  },
  {
    id: 'cucumber-raita',
    cuisines: ['indian', 'middle-eastern'],
    name: 'Cucumber-Mint Yogurt',
    tool: 'Grater',
    items: [
      { id: 'greek-yogurt', role: 'sauce', perServing: 3, min: 6, kind: 'yogurt' },
      { id: 'cucumber', role: 'vegetable', perServing: 40, min: 150 },
      { id: 'mint', role: 'herb', perServing: 2, min: 10 },
    ],
    heat: [],
    minutes: 4,
    tier: 'low',
    families: ['curry', 'rice', 'grain', 'roast', 'stew'],
    protein: true,
    text: ([yogurt, cucumber, mint]) =>
      `make a cool yogurt: coarsely grate the ${cucumber}, squeeze out the water with your hands, and stir into the ${yogurt} with the chopped ${mint} and a pinch of salt. Serve cool beside the hot food.`,
  },
  {
    id: 'lime-crema',
    cuisines: ['mexican', 'latin-american'],
    name: 'Lime Crema',
    tool: 'Bowl',
    items: [
      { id: 'sour-cream', role: 'sauce', perServing: 1.5, min: 4 },
      { id: 'lime', role: 'acid', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 2,
    tier: 'low',
    families: ['tacos', 'rice', 'grain', 'soup', 'stew', 'eggs', 'skillet'],
    rich: true,
    text: ([cream, lime]) =>
      `Stir the zest and juice of the ${lime} into the ${cream} with a pinch of salt until it is loose enough to drizzle; spoon over at the table.`,
  },
  {
    id: 'peanut-lime',
    cuisines: ['southeast-asian'],
    name: 'Crushed Peanuts, Lime & Cilantro',
    tool: 'Knife',
    items: [
      { id: 'peanuts', role: 'garnish', perServing: 10, min: 30 },
      { id: 'lime', role: 'acid', perServing: 0.25, min: 1 },
      { id: 'cilantro', role: 'herb', perServing: 3, min: 10 },
    ],
    heat: [],
    minutes: 3,
    tier: 'low',
    families: ['noodles', 'rice', 'curry', 'salad', 'stir-fry', 'soup'],
    rich: true,
    text: ([peanuts, lime, cilantro]) =>
      `Roughly crush the ${peanuts} and chop the ${cilantro}; scatter both over each plate with a wedge of ${lime} to squeeze at the table.`,
  },
  {
    id: 'garlic-crumbs',
    cuisines: ['italian', 'mediterranean', 'european', 'american'],
    name: 'Garlic Breadcrumbs',
    tool: 'Spoon',
    items: [
      { id: 'breadcrumbs', role: 'garnish', perServing: 1, min: 4 },
      { id: 'garlic', role: 'aromatic', perServing: 0.25, min: 1 },
      { id: 'parsley', role: 'herb', perServing: 3, min: 10 },
    ],
    heat: ['Stove'],
    minutes: 4,
    tier: 'low',
    families: ['pasta', 'roast', 'salad', 'grain', 'skillet'],
    text: ([crumbs, garlic, parsley]) =>
      `Fry the ${crumbs} in 2 tbsp oil over medium heat with the finely chopped ${garlic}, stirring, until golden and crisp, 3 minutes; tip into a bowl, stir in the chopped ${parsley} and a pinch of salt, and scatter over for crunch.`,
  },
  {
    id: 'herb-butter',
    cuisines: ['european', 'american', 'mediterranean'],
    name: 'Garlic-Parsley Butter',
    tool: 'Bowl',
    items: [
      { id: 'butter', role: 'fat', perServing: 0.5, min: 2 },
      { id: 'parsley', role: 'herb', perServing: 2, min: 10 },
      { id: 'garlic', role: 'aromatic', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 3,
    tier: 'low',
    families: ['roast', 'skillet'],
    rich: true,
    text: ([butter, parsley, garlic]) =>
      `Mash the soft ${butter} with the finely chopped ${parsley}, the grated ${garlic} and a pinch of salt. Put a spoonful on each hot plate to melt over the top.`,
  },
  {
    id: 'lemon-zest',
    atTable: true,
    cuisines: ['italian', 'mediterranean', 'european', 'american', 'middle-eastern'],
    name: 'Fresh Lemon Zest',
    tool: 'Grater',
    items: [{ id: 'lemon', role: 'acid', perServing: 0.25, min: 1 }],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: ['grain', 'pasta', 'rice', 'roast', 'salad', 'skillet', 'soup', 'stew', 'stir-fry', 'eggs'],
    text: ([lemon]) =>
      `At the table, finely grate the zest of the ${lemon} over each plate and cut the ${lemon} into wedges for squeezing: the zest carries more lemon scent than any squeeze of juice.`,
  },
  {
    id: 'chili-lime-salt',
    atTable: true,
    cuisines: ['mexican', 'latin-american', 'southeast-asian'],
    name: 'Chili-Lime Salt',
    tool: 'Grater',
    items: [
      { id: 'lime', role: 'acid', perServing: 0.25, min: 1 },
      { id: 'chili-flakes', role: 'spice', perServing: 0.1, min: 0.25 },
    ],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: [
      'grain',
      'rice',
      'roast',
      'salad',
      'skillet',
      'soup',
      'stew',
      'stir-fry',
      'tacos',
      'eggs',
      'noodles',
    ],
    text: ([lime, chili]) =>
      `Rub the finely grated zest of the ${lime} into a good pinch of salt with the ${chili}; sprinkle it over at the table and serve the ${lime}, cut into wedges, for squeezing.`,
  },
  {
    id: 'cilantro-lemon',
    atTable: true,
    cuisines: ['indian', 'middle-eastern', 'southeast-asian'],
    name: 'Fresh Cilantro & Lemon',
    tool: 'Knife',
    items: [
      { id: 'cilantro', role: 'herb', perServing: 3, min: 10 },
      { id: 'lemon', role: 'acid', perServing: 0.25, min: 1 },
    ],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: ['curry', 'rice', 'grain', 'stew'],
    text: ([cilantro, lemon]) =>
      `At the table, scatter each bowl with the roughly chopped ${cilantro}, stems and all, and squeeze over a wedge of the ${lemon}: the fresh, sharp finish lifts a long-cooked pot.`,
  },
  // ── Technique, nothing to buy: what a chef does that a recipe card leaves out ──────────────────
  {
    id: 'lidded-melt',
    cuisines: ['any'],
    name: 'Covered Melt',
    tool: 'none',
    items: [],
    heat: [],
    minutes: 0,
    tier: 'low',
    families: ['sandwich', 'tacos'],
    titled: /\b(grilled cheese|melts?|quesadillas?|toasties?|panini)\b/i,
    unless: /\b(lid|cover(ed)?)\b/i,
    text: () =>
      'The upgrade is technique, a lid: when the sandwiches go into the pan, cover it for the first 2 minutes of each side. The trapped heat melts the cheese right through before the bread has time to burn, then the open pan crisps it.',
  },
  {
    id: 'pan-sauce',
    cuisines: ['any'],
    name: 'Pan Sauce',
    tool: 'Stove',
    items: [],
    heat: ['Stove'],
    minutes: 3,
    tier: 'low',
    families: ['skillet'],
    unless: /\b(scrap(e|ing) up|deglaz|pan juices|pan sauce)/i,
    text: () =>
      'The upgrade is technique, a pan sauce: with the food on warm plates, pour about 100 ml water into the hot pan, let it bubble hard and scrape up every browned bit with a wooden spoon until it is reduced and syrupy, 2 minutes. Season with a pinch of salt and spoon it over.',
  },
  {
    id: 'season-leaves',
    cuisines: ['any'],
    name: 'Seasoned Leaves',
    tool: 'none',
    items: [],
    heat: [],
    minutes: 0,
    tier: 'low',
    families: ['salad'],
    needs: ['salad-leaf', 'greens'],
    text: () =>
      'The upgrade is technique: season the leaves themselves. Scatter a small pinch of salt over them and toss before anything else goes on, and bring the salad together at the very last moment so the leaves stay crisp.',
  },
  {
    id: 'rest-meat',
    cuisines: ['any'],
    name: 'Rested Meat',
    tool: 'none',
    items: [],
    heat: [],
    minutes: 0,
    tier: 'low',
    families: ['roast', 'skillet', 'salad'],
    needs: ['steak-chop', 'bone-in-poultry', 'whole-bird', 'roasting-joint'],
    finish: true,
    unless: /\brest(ed|ing)?\b[^.]*\b(minutes?|foil)\b/i,
    text: (_, __, subject = 'the meat') =>
      `The upgrade is technique, resting: lift ${subject} onto a warm plate and cover loosely with foil while you dish up everything else; those few minutes let the juices settle back into the meat instead of running out when you cut it. Pour whatever collects on the plate back over ${subject}.`,
  },
  {
    id: 'salt-drain',
    cuisines: ['any'],
    name: 'Salted Tomatoes',
    tool: 'none',
    items: [],
    heat: [],
    minutes: 10,
    tier: 'low',
    families: ['salad', 'grain', 'sandwich'],
    needs: ['tomato'],
    text: (_, __, subject = 'the tomatoes') =>
      `The upgrade is technique, salting: as soon as ${subject} ${/s$/.test(subject) ? 'are' : 'is'} cut, toss with a good pinch of salt in a sieve over a bowl and leave 10 minutes. Pour off the pink water that collects (or whisk a spoonful into the dressing): the flesh tastes twice as much of tomato and nothing turns watery on the plate.`,
  },
  {
    id: 'mash-for-body',
    cuisines: ['any'],
    name: 'Creamy Body',
    tool: 'Masher',
    items: [],
    heat: [],
    minutes: 1,
    tier: 'low',
    families: ['soup', 'stew', 'curry'],
    needs: ['beans', 'lentils', 'potato'],
    finish: true,
    unless: /\b(blend|blitz|mash|crush)/i,
    text: (_, __, subject = 'the beans') =>
      `The upgrade is technique, body from the pot itself: once ${subject} ${/s$/.test(subject) ? 'are' : 'is'} tender, scoop out two ladlefuls, mash them smooth with a masher or fork (or blend), and stir back in. The pot turns thick and velvety with nothing added.`,
  },
  {
    id: 'rest-to-set',
    cuisines: ['any'],
    name: 'Set and Sliced',
    tool: 'none',
    items: [],
    heat: [],
    minutes: 5,
    tier: 'low',
    families: ['eggs', 'stew', 'pasta', 'tacos', 'roast'],
    titled: /\b(frittata|tortilla española|enchiladas|tian|lasagn[ae]|gratin|bake)\b/i,
    finish: true,
    unless: /\brest\b[^.]*\bminutes?\b/i,
    text: () =>
      'The upgrade is technique, patience: leave the dish to stand 5 minutes once it is out of the heat before cutting. It finishes setting, so every portion comes out in a clean slice instead of a puddle.',
  },
];

/** For breakfasts and sweet dishes, always possible: no purchase, no heat, no allergen. */
export const FINISH_AT_THE_LAST_MOMENT: UpgradeMove = {
  id: 'finish-last-moment',
  cuisines: ['any'],
  courses: ['breakfast', 'sweet'],
  name: 'Last-Moment Toppings',
  tool: 'none',
  items: [],
  heat: [],
  minutes: 0,
  tier: 'low',
  families: ANY,
  atTable: true,
  text: () =>
    'The upgrade is in the finish: serve in warmed bowls or plates, and add each topping at the very last moment so the crisp things stay crisp and the cold things stay cold.',
};

/**
 * Always possible: no purchase, no heat, no allergen, no extra minutes. One concrete thing a
 * restaurant does that a home cook skips (never "season in layers": that is advice, not a technique).
 */
export const WARM_PLATES: UpgradeMove = {
  id: 'warm-plates',
  cuisines: ['any'],
  name: 'Hot Plates',
  tool: 'none',
  items: [],
  heat: [],
  minutes: 0,
  tier: 'low',
  families: ANY,
  text: () =>
    'The upgrade is technique, hot plates: while the food cooks, stand the plates or bowls in a sink of very hot tap water, then dry them just before you dish up, so everything reaches the table as hot as it left the pan.',
};

/** The same for a dish served cold (a salad, a board, a cold noodle bowl). */
export const COLD_PLATES: UpgradeMove = {
  ...WARM_PLATES,
  id: 'cold-plates',
  name: 'Chilled Plates',
  text: () =>
    'The upgrade is technique, cold plates: put the plates or bowls in the fridge while you get everything ready, so the dish stays crisp and cold all the way to the last bite.',
};
