import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { HAZARD_REASONS, HAZARDS, type HazardClass, NOT_HAZARDS } from '../data/hazards.ts';
import { findHazards, hazardMessage, namesHazard } from './hazards.ts';

// Written as cooks type them, independently of data/hazards.ts: brands, British and one-word
// spellings, plurals, hyphens and misspellings.
const REFUSED: [string, HazardClass][] = [
  // Spoiled food, whatever the food (cooking does not fix it).
  ['chicken left out overnight', 'spoiled'],
  ['expired chicken', 'spoiled'],
  ['ground beef that smells off', 'spoiled'],
  ['slimy ground beef', 'spoiled'],
  ['moldy bread', 'spoiled'],
  ['mouldy cheese', 'spoiled'],
  ['milk that went bad', 'spoiled'],
  ['rotten tomatoes', 'spoiled'],
  ['bulging can of tomatoes', 'spoiled'],
  ['out of date yogurt', 'spoiled'],
  ['spoilt milk', 'spoiled'],
  // Foods that need expert preparation, raw.
  ['fugu', 'unsafe-food'],
  ['pufferfish', 'unsafe-food'],
  ['blowfish', 'unsafe-food'],
  ['ackee', 'unsafe-food'],
  ['raw cassava', 'unsafe-food'],
  ['bitter cassava', 'unsafe-food'],
  ['raw elderberries', 'unsafe-food'],
  ['unpasteurised milk', 'unsafe-food'],
  ['raw milk', 'unsafe-food'],
  ['puffer fish fillet', 'unsafe-food'],
  // Animals that are not food.
  ['my pet hamster', 'animal'],
  ['goldfish from the tank', 'animal'],
  ['roadkill deer', 'animal'],
  ['guinea pig', 'animal'],
  ['human', 'animal'],
  ['puppy', 'animal'],
  ['kitten', 'animal'],
  ["my neighbour's cat", 'animal'],
  ['pet rabbit', 'animal'],
  ['road kill', 'animal'],
  // medicine
  ['Tylenol', 'medicine'],
  ['tylenal', 'medicine'],
  ['paracetamol', 'medicine'],
  ['paracetemol', 'medicine'],
  ['acetaminophen', 'medicine'],
  ['acetaminophin', 'medicine'],
  ['2 Calpol sachets', 'medicine'],
  ['Panadol extra', 'medicine'],
  ['Advil', 'medicine'],
  ['Nurofen for children', 'medicine'],
  ['ibuprofen', 'medicine'],
  ['ibuprofin', 'medicine'],
  ['aspirin', 'medicine'],
  ['NyQuil', 'medicine'],
  ['DayQuil', 'medicine'],
  ['Lemsip', 'medicine'],
  ['Robitussin', 'medicine'],
  ['Benylin', 'medicine'],
  ['cough syrup', 'medicine'],
  ['cough mixture', 'medicine'],
  ['Sudafed', 'medicine'],
  ['Benadryl', 'medicine'],
  ['Pepto-Bismol', 'medicine'],
  ['Gaviscon', 'medicine'],
  ['Imodium', 'medicine'],
  ['laxatives', 'medicine'],
  ['antibiotics', 'medicine'],
  ['oxycodone', 'medicine'],
  ['sleeping pills', 'medicine'],
  ['antidepressants', 'medicine'],
  ['insulin', 'medicine'],
  ['leftover pills', 'medicine'],
  // supplement
  ['melatonin', 'supplement'],
  ['melatonin gummies', 'supplement'],
  ['iron tablets', 'supplement'],
  ['vitamin pills', 'supplement'],
  ['vitamin gummies', 'supplement'],
  ['multivitamins', 'supplement'],
  ['diet pills', 'supplement'],
  ['pre-workout', 'supplement'],
  ['preworkout', 'supplement'],
  ['creatine', 'supplement'],
  ['fish oil capsules', 'supplement'],
  ['caffeine pills', 'supplement'],
  ['CBD oil', 'supplement'],
  // drug
  ['cannabis', 'drug'],
  ['marijuana', 'drug'],
  ['weed', 'drug'],
  ['THC edibles', 'drug'],
  ['pot brownies', 'drug'],
  ['cannabutter', 'drug'],
  ['magic mushrooms', 'drug'],
  ['psilocybin', 'drug'],
  ['shrooms', 'drug'],
  ['cocaine', 'drug'],
  ['LSD', 'drug'],
  ['MDMA', 'drug'],
  ['ketamine', 'drug'],
  ['poppers', 'drug'],
  ['crystal meth', 'drug'],
  // cleaning
  ['bleach', 'cleaning'],
  ['bleech', 'cleaning'],
  ['Clorox', 'cleaning'],
  ['Domestos', 'cleaning'],
  ['Dettol', 'cleaning'],
  ['Lysol', 'cleaning'],
  ['Windex', 'cleaning'],
  ['Mr. Muscle', 'cleaning'],
  ['Cif cream', 'cleaning'],
  ['Flash spray', 'cleaning'],
  ['Harpic', 'cleaning'],
  ['Zoflora', 'cleaning'],
  ['Fairy liquid', 'cleaning'],
  ['washing-up liquid', 'cleaning'],
  ['dish soap', 'cleaning'],
  ['dishwashing liqiud', 'cleaning'],
  ['oven cleaner', 'cleaning'],
  ['drain cleaner', 'cleaning'],
  ['Drano', 'cleaning'],
  ['ammonia', 'cleaning'],
  ['disinfectent', 'cleaning'],
  ['hand sanitiser', 'cleaning'],
  ['hand-sanitizer', 'cleaning'],
  ['handsanitizer', 'cleaning'],
  ['limescale remover', 'cleaning'],
  ['kettle descaler', 'cleaning'],
  ['Pledge furniture polish', 'cleaning'],
  ['dishwasher tablets', 'cleaning'],
  // laundry
  ['Tide', 'laundry'],
  ['2 Tide Pods', 'laundry'],
  ['Persil', 'laundry'],
  ['Ariel', 'laundry'],
  ['Daz', 'laundry'],
  ['Bold washing powder', 'laundry'],
  ['OxiClean', 'laundry'],
  ['Vanish Oxi Action', 'laundry'],
  ['fabric softener', 'laundry'],
  ['fabric conditioner', 'laundry'],
  ['fabric softner', 'laundry'],
  ['Lenor', 'laundry'],
  ['Downy', 'laundry'],
  ['dryer sheets', 'laundry'],
  ['laundry pods', 'laundry'],
  ['detergant', 'laundry'],
  ['washing soda', 'laundry'],
  // cosmetic
  ['shampoo', 'cosmetic'],
  ['soap', 'cosmetic'],
  ['body wash', 'cosmetic'],
  ['lotion', 'cosmetic'],
  ['moisturiser', 'cosmetic'],
  ['moisturizer', 'cosmetic'],
  ['sunscreen', 'cosmetic'],
  ['suncream', 'cosmetic'],
  ['toothpaste', 'cosmetic'],
  ['Listerine', 'cosmetic'],
  ['nail varnish', 'cosmetic'],
  ['nail polish remover', 'cosmetic'],
  ['aftershave', 'cosmetic'],
  ['deodorant', 'cosmetic'],
  ['lipstick', 'cosmetic'],
  ['Vaseline', 'cosmetic'],
  ['petroleum jelly', 'cosmetic'],
  ['baby oil', 'cosmetic'],
  ['hair dye', 'cosmetic'],
  ['tea tree oil', 'cosmetic'],
  ['oil of wintergreen', 'cosmetic'],
  ['camphor', 'cosmetic'],
  // toxic plants
  ['rhubarb leaves', 'toxic-plant'],
  ['potato leaves', 'toxic-plant'],
  ['sprouted potatoes', 'toxic-plant'],
  ['green potatoes', 'toxic-plant'],
  ['tomato leaves', 'toxic-plant'],
  ['apricot kernels', 'toxic-plant'],
  ['bitter almonds', 'toxic-plant'],
  ['cherry pits', 'toxic-plant'],
  ['peach stones', 'toxic-plant'],
  ['apple seeds', 'toxic-plant'],
  ['elder leaves', 'toxic-plant'],
  ['foxglove leaves', 'toxic-plant'],
  ['oleander', 'toxic-plant'],
  ['water hemlock', 'toxic-plant'],
  ['deadly nightshade', 'toxic-plant'],
  ['belladonna', 'toxic-plant'],
  ['lily of the valley', 'toxic-plant'],
  ['daffodil bulbs', 'toxic-plant'],
  ['castor beans', 'toxic-plant'],
  ['rosary peas', 'toxic-plant'],
  ['yew berries', 'toxic-plant'],
  ['holly berries', 'toxic-plant'],
  ['mistletoe', 'toxic-plant'],
  ['monkshood', 'toxic-plant'],
  ['pokeweed', 'toxic-plant'],
  ['jimson weed', 'toxic-plant'],
  ['poinsettia', 'toxic-plant'],
  // wild mushrooms
  ['wild mushrooms', 'wild-mushroom'],
  ['foraged mushrooms', 'wild-mushroom'],
  ['mushrooms I found in the woods', 'wild-mushroom'],
  ['mushrooms from the garden', 'wild-mushroom'],
  ['death cap mushrooms', 'wild-mushroom'],
  ['deathcap', 'wild-mushroom'],
  ['destroying angel', 'wild-mushroom'],
  ['fly agaric', 'wild-mushroom'],
  ['amanita', 'wild-mushroom'],
  ['toadstools', 'wild-mushroom'],
  ['false morels', 'wild-mushroom'],
  // chemical
  ['antifreeze', 'chemical'],
  ['anti-freeze', 'chemical'],
  ['antifreez', 'chemical'],
  ['ethylene glycol', 'chemical'],
  ['methanol', 'chemical'],
  ['isopropyl alcohol', 'chemical'],
  ['rubbing alcohol', 'chemical'],
  ['surgical spirit', 'chemical'],
  ['methylated spirits', 'chemical'],
  ['white spirit', 'chemical'],
  ['acetone', 'chemical'],
  ['lye', 'chemical'],
  ['caustic soda', 'chemical'],
  ['hydrochloric acid', 'chemical'],
  ['borax', 'chemical'],
  ['Epsom salts', 'chemical'],
  ['silica gel packets', 'chemical'],
  ['hydrogen peroxide', 'chemical'],
  ['mercury', 'chemical'],
  ['cyanide', 'chemical'],
  // fuel
  ['petrol', 'fuel'],
  ['gasoline', 'fuel'],
  ['diesel', 'fuel'],
  ['kerosene', 'fuel'],
  ['paraffin', 'fuel'],
  ['lighter fluid', 'fuel'],
  ['motor oil', 'fuel'],
  ['engine oil', 'fuel'],
  ['charcoal lighter fluid', 'fuel'],
  ['firelighters', 'fuel'],
  ['lamp oil', 'fuel'],
  // pest control
  ['rat poison', 'pest-control'],
  ['weed killer', 'pest-control'],
  ['weedkiller', 'pest-control'],
  ['Roundup', 'pest-control'],
  ['slug pellets', 'pest-control'],
  ['insecticide', 'pest-control'],
  ['bug spray', 'pest-control'],
  ['Raid', 'pest-control'],
  ['mothballs', 'pest-control'],
  ['moth balls', 'pest-control'],
  ['flea treatment', 'pest-control'],
  // tobacco
  ['cigarettes', 'tobacco'],
  ['cigarette butts', 'tobacco'],
  ['nicotine', 'tobacco'],
  ['nicotine gum', 'tobacco'],
  ['vape juice', 'tobacco'],
  ['e-liquid', 'tobacco'],
  ['snus', 'tobacco'],
  ['chewing tobacco', 'tobacco'],
  ['pipe tobacco', 'tobacco'],
  ['cigars', 'tobacco'],
  // objects
  ['plastic', 'object'],
  ['styrofoam', 'object'],
  ['polystyrene', 'object'],
  ['broken glass', 'object'],
  ['rocks', 'object'],
  ['stones', 'object'],
  ['sand', 'object'],
  ['potting soil', 'object'],
  ['dirt', 'object'],
  ['paper', 'object'],
  ['cardboard', 'object'],
  ['crayons', 'object'],
  ['candles', 'object'],
  ['AA batteries', 'object'],
  ['coins', 'object'],
  ['superglue', 'object'],
  ['paint', 'object'],
  ['cat litter', 'object'],
  // pet food
  ['dog food', 'pet-food'],
  ['dogfood', 'pet-food'],
  ['cat food', 'pet-food'],
  ['kibble', 'pet-food'],
  ['bird seed', 'pet-food'],
  ['birdseed', 'pet-food'],
  ['fish food', 'pet-food'],
  ['aquarium fish flakes', 'pet-food'],
  ['dog treats', 'pet-food'],
  ['Whiskas', 'pet-food'],
  ['chicken feed', 'pet-food'],
];

// Real foods and cooking phrases, many containing a hazard word or one letter from one.
const FOOD: string[] = [
  'bleached flour',
  'unbleached flour',
  'glutinous rice',
  'glass noodles',
  'rice paper',
  'wood ear mushrooms',
  'button mushrooms',
  'sponge cake',
  'sponge fingers',
  'rock salt',
  'rock sugar',
  'stone fruit',
  'stone-ground flour',
  'baking soda',
  'cream of tartar',
  'dry rub',
  'rubbing the steak with spices',
  'rubbing the chicken with salt',
  'fairy cakes',
  'poisson',
  'seaweed',
  'mace',
  'Pam cooking spray',
  'Crisco',
  'Angostura bitters',
  'vanilla extract',
  'lye water',
  'pickling lime',
  'cooking wine',
  'rum',
  'vodka',
  'bitter melon',
  'bitter orange',
  'sweet almonds',
  'almond extract',
  'peaches',
  'apricots',
  'cherries',
  'apples',
  'potatoes',
  'tomatoes',
  'rhubarb stalks',
  'elderflower cordial',
  'elderberry syrup',
  'nutmeg',
  'poppy seeds',
  'hemp seeds',
  'cannellini beans',
  'candy',
  'candied ginger',
  'gummy bears',
  'jelly babies',
  'paint-brush',
  'protein powder',
  'soup',
  'sope',
  'dill weed',
  "baker's ammonia",
  'sweet potato leaves',
  'jalapeño poppers',
  'squid ink',
  'whisky',
  'tempura batter',
  'softened butter',
  '2 lb chicken thighs',
  'a can of chickpeas',
  'soy sauce',
  'all-purpose flour',
  '1 cup rice',
  'olive oil, salt and pepper',
  '3 cloves garlic',
  'a glass of white wine',
  'whiskey on the rocks',
  'cut the carrots into coins',
  'line a tray with baking paper',
  'pat dry with paper towels',
  'cover with plastic wrap',
  'wash your hands with soap and water',
  'blister the peppers in a hot pan',
  'cook until the pink vanishes',
  'a cleaner, brighter flavour',
  'enough to tide you over until dinner',
  'get creative with the leftovers',
  'cook in the slow cooker',
  'to avoid food poisoning',
  'halve, stone and slice',
  'fold the paper over and crimp the edges',
  'marinate in a glass or plastic bowl',
  'scrub and cut into thin coins',
  'rinse off any dirt and grit',
  'paint the pastry with beaten egg',
  'Whisk a quick dressing',
  'supplement the meal with a green salad',
  'a dreamy, creamy sauce with a perfumed, buttery finish',
  'stir until the sauce turns glossy and the raw flour taste vanishes',
  'wrap in foil and rest; it keeps in a sealed plastic container for 3 days',
  'serve in chilled glasses on the rocks',
  'stale bread',
  'overnight oats',
  'canned ackee',
  'goldfish crackers',
  'aged cheddar',
  'sour cream',
  'frozen chicken breasts',
];

describe('findHazards', () => {
  it('has at least 10 rows for every class, 150 in all', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(150);
    for (const hazardClass of Object.keys(HAZARD_REASONS)) {
      expect(REFUSED.filter(([, c]) => c === hazardClass).length, hazardClass).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(REFUSED)('refuses %s (%s)', (typed, hazardClass) => {
    const matches = findHazards(typed);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.class).toBe(hazardClass);
    expect(matches[0]?.reason).toBe(HAZARD_REASONS[hazardClass]);
  });

  it.each(FOOD)('does not refuse %s', (text) => {
    expect(findHazards(text)).toEqual([]);
  });

  it('finds hazards inside a pantry list, each once, in text order, as typed', () => {
    const matches = findHazards('chicken, 2 Tide Pods, rice, hand-sanitizer, more tide pods, Tylenol');
    expect(matches.map((m) => m.term)).toEqual(['tide pod', 'hand sanitizer', 'paracetamol']);
    expect(matches.map((m) => m.typed)).toEqual(['Tide Pods', 'hand-sanitizer', 'Tylenol']);
    expect(findHazards('chicken, bleech')[0]).toMatchObject({ term: 'bleach', typed: 'bleech' });
  });

  it('reads the longest phrase first', () => {
    expect(findHazards('cough syrup')[0]?.term).toBe('cough syrup');
    expect(findHazards('maple syrup')).toEqual([]);
    expect(findHazards('rhubarb and its leaves')).toEqual([]);
    expect(findHazards('rhubarb leaves')[0]?.class).toBe('toxic-plant');
    expect(findHazards('bitter almond extract')).toEqual([]);
  });

  it('refuses everyday kitchen words like stone, paper and glass only as a whole item', () => {
    expect(findHazards('2 stones, some paper, glass, a bar of soap').map((match) => match.term)).toEqual([
      'stone',
      'paper',
      'glass',
      'soap',
    ]);
    expect(findHazards('wash your hands with soap and water')).toEqual([]);
  });

  it('does not join words across list items or sentences', () => {
    expect(findHazards('tomatoes, leaves of basil')).toEqual([]);
    expect(findHazards('Slice the rhubarb. Leaves go in the compost bin.')).toEqual([]);
  });

  it('every name in the lexicon is found as its own entry', () => {
    for (const entry of HAZARDS) {
      for (const name of [entry.term, ...(entry.synonyms ?? [])]) {
        expect(
          findHazards(name).map((m) => m.term),
          name,
        ).toEqual([entry.term]);
      }
    }
  });

  it('no NOT_HAZARDS phrase is refused', () => {
    for (const phrase of NOT_HAZARDS) expect(findHazards(phrase), phrase).toEqual([]);
  });

  it('no catalogue food name is refused', () => {
    for (const ingredient of INGREDIENTS) {
      for (const name of [ingredient.name, ...ingredient.synonyms])
        expect(findHazards(name), name).toEqual([]);
    }
  });

  it('the lexicon has 150+ entries and a reason for every class', () => {
    expect(HAZARDS.length).toBeGreaterThanOrEqual(150);
    for (const entry of HAZARDS) expect(HAZARD_REASONS[entry.class]).toBeTruthy();
  });
});

describe('hazardMessage', () => {
  it('names one thing as typed, with why', () => {
    expect(hazardMessage(findHazards('chicken, Bleach'))).toBe(
      "We can't cook with Bleach (it is a cleaning product and poisonous). Please list only food.",
    );
  });

  it('names two things', () => {
    expect(hazardMessage(findHazards('Tylenol, chicken, bleach'))).toBe(
      "We can't cook with Tylenol (it is a medicine, not food) or bleach (it is a cleaning product and poisonous). Please list only food.",
    );
  });

  it('stays short for a long list', () => {
    expect(hazardMessage(findHazards('bleach, Tylenol, rat poison, petrol, glue'))).toBe(
      "We can't cook with bleach (it is a cleaning product and poisonous), Tylenol (it is a medicine, not food), " +
        'rat poison (it is made to kill pests or weeds and is poisonous) or 2 other things on your list. Please list only food.',
    );
  });
});

describe('main terms', () => {
  it('reports the entry a brand or spelling belongs to', () => {
    expect(findHazards('chicken, Tylenol, wild mushrooms').map((match) => match.term)).toEqual([
      'paracetamol',
      'wild mushroom',
    ]);
  });
});

describe("namesHazard (the checker's yes-or-no reading, clause by clause)", () => {
  const exact = (text: string) => findHazards(text, { misspellings: false }).length > 0;

  it('answers as the exact reading does on recipe-like text', () => {
    expect(namesHazard('Season with salt, then add the bleach. Serve.')).toBe(true);
    expect(namesHazard('Slice the rhubarb. Leaves go in the compost bin.')).toBe(false);
    expect(namesHazard('Chop the rhubarb leaves; discard the stalks')).toBe(true);
    expect(namesHazard('Wash your hands with soap and water.')).toBe(false);
    expect(namesHazard('2 stones')).toBe(true);
    expect(namesHazard('Chicken\n.\nrat & poison')).toBe(exact('Chicken\n.\nrat & poison'));
  });

  it('never differs from findHazards without misspellings (property)', () => {
    const names = HAZARDS.flatMap((entry) => [entry.term, ...(entry.synonyms ?? [])]);
    const words = [
      ...names.slice(0, 200),
      ...NOT_HAZARDS.slice(0, 100),
      ...INGREDIENTS.slice(0, 200).map((food) => food.name),
      'Dr',
      'Mr',
      'st',
      'the',
      'a',
      '2',
      'stones',
      'paper',
      'leaves',
      'and',
      'soap',
      'water',
      'moth',
      'balls',
    ];
    const marks = [
      ' ',
      ' ',
      ' ',
      ', ',
      '. ',
      '.',
      ': ',
      '; ',
      '! ',
      '? ',
      '\n',
      '\n.\n',
      ' & ',
      '&',
      ' | ',
      '-',
      '\r\n',
    ];
    const text = fc
      .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...marks)), { maxLength: 14 })
      .map((parts) => parts.map(([word, mark]) => `${word}${mark}`).join(''));
    fc.assert(
      fc.property(text, (source) => {
        expect(namesHazard(source), source).toBe(exact(source));
      }),
      { numRuns: 2000 },
    );
  });
});
