import type { Ingredient } from '../catalog/index.ts';

/** How a cookbook says to cut this for a pan. */
const CUTS: Record<string, string> = {
  onion: 'thinly slice',
  'red-onion': 'thinly slice',
  shallot: 'finely slice',
  garlic: 'peel and mince finely',
  ginger: 'peel with a spoon and grate',
  scallion: 'slice, keeping the dark green tops apart for garnish',
  leek: 'halve lengthways, rinse well between the layers and slice',
  carrot: 'scrub and cut into thin coins',
  celery: 'slice, leaves and all',
  potato: 'scrub and cut into 2 cm (¾ in) cubes',
  'sweet-potato': 'scrub and cut into 2 cm (¾ in) cubes',
  'butternut-squash': 'peel, seed and cut into 2 cm (¾ in) cubes',
  pumpkin: 'peel, seed and cut into 2 cm (¾ in) cubes',
  broccoli: 'cut into small florets and slice the peeled stalk into coins',
  cauliflower: 'cut into small florets and slice the core',
  cabbage: 'shred finely',
  'red-cabbage': 'shred finely',
  'bok-choy': 'quarter lengthways',
  spinach: 'rinse and roughly chop',
  kale: 'strip the leaves from the stems, tear the leaves and finely slice the stems',
  'swiss-chard': 'slice the stems and shred the leaves',
  tomato: 'chop',
  'cherry-tomato': 'halve',
  'bell-pepper': 'seed and slice into strips',
  jalapeno: 'seed and finely chop',
  'chili-pepper': 'finely chop (seed it for less heat)',
  zucchini: 'halve lengthways and slice into half-moons',
  eggplant: 'cut into 2 cm (¾ in) cubes',
  cucumber: 'halve, scoop out the seeds and slice',
  mushroom: 'slice, stems and all',
  shiitake: 'slice the caps (the tough stems can go in the freezer bag for soup)',
  'green-beans': 'trim and cut in half',
  asparagus: 'snap off the woody ends and cut into 4 cm lengths',
  'brussels-sprouts': 'trim and halve',
  beet: 'peel and cut into thin wedges',
  radish: 'slice thinly',
  parsnip: 'cut into batons',
  turnip: 'cut into 2 cm (¾ in) cubes',
  fennel: 'slice thinly, saving the fronds',
  avocado: 'halve, stone and slice',
  lettuce: 'wash, dry and tear',
  arugula: 'rinse and dry',
  'chicken-breast': 'pat dry and cut into bite-size pieces',
  'chicken-thigh': 'pat dry and cut into bite-size pieces',
  'ground-beef': 'break up',
  steak: 'pat dry and season well',
  'pork-chop': 'pat dry and season well',
  'pork-tenderloin': 'slice into 2 cm (¾ in) medallions',
  salmon: 'pat dry and season',
  cod: 'pat dry and season',
  'white-fish': 'pat dry and season',
  shrimp: 'peel if needed and pat dry',
  tofu: 'press dry with a towel and cut into 2 cm (¾ in) cubes',
  tempeh: 'cut into thin slices',
  halloumi: 'slice 1 cm (½ in) thick',
  paneer: 'cut into 2 cm (¾ in) cubes',
  bacon: 'cut into strips',
  sausage: 'slice into coins',
  chorizo: 'slice into half-moons',
  'cooked-chicken': 'shred',
  lemon: 'zest, then cut into wedges',
  lime: 'zest, then cut into wedges',
  cilantro: 'chop, tender stems included',
  parsley: 'chop, stems included',
  basil: 'tear',
  mint: 'tear',
};

/** Already cooked (leftovers): warmed through or crisped, never cooked from raw. */
export const isLeftover = (ingredient: Ingredient): boolean => ingredient.name.startsWith('cooked ');

/** The leftover, cooked form of a raw ingredient ("leftover potatoes" → cooked potato). */
export function cookedVersion(ingredient: Ingredient): Ingredient {
  if (!ingredient.needsCooking || ingredient.name.startsWith('cooked')) return ingredient;
  const { scrap: _scrap, ...rest } = ingredient;
  return {
    ...rest,
    name: `cooked ${ingredient.name}`,
    needsCooking: false,
    cookMinutes: Math.min(5, ingredient.cookMinutes),
  };
}

// Things a cookbook counts in the plural even when it weighs them: "300 g chicken thighs".
const COUNTABLE = new Set([
  'chicken-thigh',
  'chicken-breast',
  'chicken-drumstick',
  'chicken-wings',
  'turkey-breast',
  'pork-chop',
  'sausage',
  'hot-dogs',
  'scallops',
  'mussels',
  'clams',
  'egg',
  'potato',
  'sweet-potato',
  'carrot',
  'cherry-tomato',
  'tomato',
  'mushroom',
  'zucchini',
  'bell-pepper',
  'shallot',
  'scallion',
  'radish',
  'beet',
  'parsnip',
  'turnip',
  'apple',
  'banana',
  'pear',
  'peach',
  'plum',
  'brussels-sprouts',
  'strawberry',
  'blueberry',
  'raspberry',
]);

/** English plural of a food name ("onions", "potatoes", "cherries", "bay leaves"). */
export function pluralize(name: string): string {
  if (/\b(nori|kombu|tofu|sushi|kimchi|wakame|miso|dashi|tempeh|seitan|bok choy|pak choi)$/.test(name))
    return name;
  if (/[^s]s$/.test(name)) return name; // already plural: "green beans", "chickpeas"
  // "chiles de arbol" is plural already; "pimiento de padrón" becomes "pimientos de padrón".
  const of = /^(\w+) ((?:de|del|di|du|au|à) .+)$/.exec(name);
  if (of) return `${pluralize(of[1] as string)} ${of[2]}`;
  if (/i$/.test(name)) return name; // "3 calamansi", "2 kiwi": an -is plural would not read back as the food
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/leaf$/.test(name)) return `${name.slice(0, -1)}ves`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(potato|tomato|mango)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

/** How a cookbook names it in a list or a step: "chicken thighs", "cherry tomatoes", "broccoli". */
export const displayName = (ingredient: Ingredient): string =>
  COUNTABLE.has(ingredient.id) ? pluralize(ingredient.name) : ingredient.name;

/** "is" or "are" for a list of ingredients as displayed. */
export const verbFor = (items: readonly Ingredient[]): string =>
  items.length > 1 || items.some((i) => COUNTABLE.has(i.id) || /[^s]s$/.test(i.name)) ? 'are' : 'is';

export function cutOf(ingredient: Ingredient): string | undefined {
  if (isLeftover(ingredient)) {
    if (
      /\b(rice|grains?|quinoa|couscous|pasta|noodles|lentils|beans|shrimps?|prawns?|crab meat)\b/.test(
        ingredient.name,
      )
    )
      return undefined;
    return ['poultry', 'meat', 'seafood'].includes(ingredient.category)
      ? 'shred or slice into bite-size pieces'
      : 'cut or break into bite-size chunks';
  }
  const cut = CUTS[ingredient.id];
  if (cut) return cut;
  // Ground meat is broken up in the pan, bone-in and whole pieces are cooked whole, and small things
  // (peas, corn kernels, beans, berries, sprouts) are not cut at all.
  if (/\b(ground|mince|minced)\b/.test(ingredient.name)) return undefined;
  if (ingredient.whole)
    return ['poultry', 'meat', 'seafood'].includes(ingredient.category) ? 'pat dry' : undefined;
  if (
    /\b(peas?|corn|kernels?|edamame|beans?|berr(y|ies)|sprouts?|microgreens|capers?|olives?|lentils?|frozen|mixed|canned|tinned|creamed|dried|pur[ée]e|paste|sauce|juice|seeds?|nuts?|rice|quinoa|couscous|oats?)\b/.test(
      ingredient.name,
    ) ||
    /berry$/.test(ingredient.name)
  )
    return undefined;
  switch (ingredient.category) {
    case 'vegetable':
      return 'chop into bite-size pieces';
    case 'poultry':
    case 'meat':
      return 'pat dry and cut into bite-size pieces';
    case 'seafood':
      return ingredient.needsCooking ? 'pat dry' : 'drain and flake';
    case 'legume':
      return ingredient.needsCooking ? 'rinse' : 'drain and rinse';
    case 'herb':
      return 'chop';
    case 'plant-protein':
      return 'cut into bite-size pieces';
    default:
      return undefined;
  }
}
