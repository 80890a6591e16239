import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { allergensInText, allergyClasses, dietConflictsInText } from './allergens.ts';

// Written from what a dietitian expects, not from data/allergens.ts: every string here is literal.

const classesIn = (text: string): string[] => [
  ...new Set(allergensInText(text).flatMap((found) => found.classes)),
];
const termsIn = (text: string): string[] => allergensInText(text).map((found) => found.term);
const conflicts = (text: string, diet: string): string[] =>
  dietConflictsInText(text, [diet]).map((conflict) => conflict.term);

// ---------------------------------------------------------------------------------------------------
// Disguised and derived foods, by class

const DISGUISED: Record<string, string[]> = {
  milk: [
    'stir in the labneh',
    'a knob of ghee',
    'cubes of paneer',
    'a dollop of mascarpone',
    'crumbled feta',
    'grilled halloumi',
    'a wedge of brie',
    'baked camembert',
    'torn burrata',
    'a glass of kefir',
    'a tub of quark',
    'a spoonful of crème fraîche',
    'a classic béchamel',
    'fettuccine alfredo',
    'warm vanilla custard',
    'a scoop of ice cream',
    'whey protein',
    'sodium caseinate',
    'dulce de leche',
    'sweetened condensed milk',
    'cucumber raita',
    'tzatziki',
    'pistachio kulfi',
    'a bowl of queso',
    'brown butter',
    'clotted cream',
    'grated gruyère',
    'a splash of half-and-half',
    'coffee creamer',
    'white chocolate chips',
    'a mango lassi',
    'lactose-free milk',
    'non-dairy creamer',
  ],
  egg: [
    'a dollop of mayonnaise',
    'garlic aioli',
    'meringue kisses',
    'hollandaise',
    'béarnaise sauce',
    'baked custard',
    'toasted brioche',
    'a braided challah',
    'egg noodles',
    'fresh pasta sheets',
    'spaghetti carbonara',
    'a spinach frittata',
    'a cheese omelette',
    'quiche lorraine',
    'a cheese soufflé',
    'tamagoyaki',
    'a glass of eggnog',
    'toasted marshmallows',
    'a pavlova',
    'lemon curd',
    'brush with egg wash',
    'a squeeze of Kewpie',
    'tartare sauce',
    'Yorkshire puddings',
    'french toast',
    'shakshuka',
    'scotch eggs',
    'a Spanish tortilla',
    'two egg yolks',
  ],
  fish: [
    'toss with the nam pla',
    'anchovy paste',
    'a dash of fish sauce',
    'worcestershire sauce',
    'bonito flakes',
    'shaved katsuobushi',
    'a cup of dashi',
    'caesar dressing',
    'surimi sticks',
    'taramasalata',
    'nuoc mam',
    'salmon roe',
    'a spoon of caviar',
    'smoked haddock',
    'grilled kippers',
    'gravlax',
    'bacalao',
    'a drop of colatura',
    'puttanesca sauce',
    'a sprinkle of furikake',
    'grated bottarga',
    'kimchi',
    'hondashi granules',
    'fish stock',
    'gefilte fish',
    'salade niçoise',
  ],
  crustacean: [
    'a block of shrimp paste',
    'toasted belacan',
    'prawn crackers',
    'a spoon of XO sauce',
    'lobster bisque',
    'crab sticks',
    'kapi',
    'terasi',
    'dried shrimp',
    'langoustines',
    'scampi',
    'crayfish tails',
    'crawfish étouffée',
    'king prawns',
    'red curry paste',
    'laksa paste',
    'tom yum paste',
    'har gow',
    'crab rangoon',
    'gambas al ajillo',
    'bagoong',
    'prawn cocktail',
    'soft-shell crab',
  ],
  mollusc: [
    'a splash of oyster sauce',
    'fried calamari',
    'squid ink',
    'seared scallops',
    'braised abalone',
    'escargot',
    'steamed mussels',
    'clam chowder',
    'linguine alle vongole',
    'cuttlefish',
    'nero di seppia',
    'grilled octopus',
    'pulpo a la gallega',
    'takoyaki',
    'razor clams',
    'cockles',
    'whelks',
    'conch fritters',
    'geoduck',
    'dried scallops',
    'conpoy',
    'moules marinières',
    'periwinkles',
    'garlic snails',
    'oysters rockefeller',
    'a bottle of clam juice',
  ],
  'tree-nut': [
    'a spoonful of frangipane',
    'marzipan',
    'praline',
    'gianduja',
    'nougat',
    'amaretti biscuits',
    'a splash of amaretto',
    'basil pesto',
    'romesco sauce',
    'a sprinkle of dukkah',
    'baklava',
    'almond flour',
    'almond milk',
    'macadamias',
    'pecan pie',
    'pistachio paste',
    'Nutella',
    'hazelnut spread',
    'financiers',
    'muhammara',
    'brazil nuts',
    'toasted pine nuts',
    'cashew cream',
    'walnut oil',
    'chestnut purée',
    'orgeat syrup',
    'a chicken korma',
    'a Bakewell tart',
    'macarons',
    'ajo blanco',
    'candlenuts',
    'marcona almonds',
  ],
  peanut: [
    'satay sauce',
    'chicken satay',
    'peanut butter',
    'groundnut oil',
    'monkey nuts',
    'gado-gado',
    'kung pao chicken',
    'massaman curry',
    'maafe',
    'groundnut stew',
    'peanut brittle',
    'beer nuts',
    'arachis oil',
    'peanut flour',
    'dan dan noodles',
    'bumbu kacang',
    'rempeyek',
    'sesame chikki',
    'kare-kare',
    'a PB&J',
    'goobers',
    'boiled peanuts',
    'trail mix',
    'mixed nuts',
    'a handful of nuts',
  ],
  wheat: [
    'seitan',
    'couscous',
    'bulgur',
    'semolina',
    'farro',
    'spelt',
    'freekeh',
    'panko',
    'breadcrumbs',
    'a blond roux',
    'soy sauce',
    'udon',
    'ramen',
    'orzo',
    'durum wheat',
    'pizza dough',
    'puff pastry',
    'filo pastry',
    'wonton wrappers',
    'gnocchi',
    'flour tortillas',
    'naan',
    'crumpets',
    'croutons',
    'matzo meal',
    'tabbouleh',
    'beer batter',
    'prawn tempura',
    'chapatis',
    'liquorice',
    'fregola',
    'kamut',
    'cream of wheat',
    'a dusting of flour',
  ],
  gluten: [
    'pearl barley',
    'barley malt syrup',
    'malt vinegar',
    'rye bread',
    'pumpernickel',
    'a bottle of beer',
    'a pint of stout',
    'lager',
    'malted milk powder',
    'Marmite on toast',
    'vegemite',
    'brewers yeast',
    'triticale',
    'porridge oats',
    'oatcakes',
    'flapjacks',
    'granola',
    'muesli',
    'Horlicks',
    'Ovaltine',
    'scotch broth',
    'barley water',
    'mugicha',
    'crispbread',
    'seitan',
    'couscous',
    'soy sauce',
    'spelt flour',
    'Rice Krispies',
    'kvass',
    'haggis',
  ],
  soy: [
    'silken tofu',
    'tempeh',
    'edamame',
    'white miso',
    'natto',
    'tamari',
    'shoyu',
    'soy milk',
    'yuba',
    'TVP',
    'soy lecithin',
    'kecap manis',
    'doenjang',
    'gochujang',
    'douchi',
    'black bean sauce',
    'bean curd',
    'okara',
    'kinako',
    'ponzu',
    'hoisin sauce',
    'teriyaki glaze',
    'soya chunks',
    'aburaage',
    'sufu',
    'doubanjiang',
    'textured vegetable protein',
    'liquid aminos',
    'roasted soy nuts',
    'Maggi seasoning',
    'ssamjang',
    'fermented black beans',
  ],
  sesame: [
    'tahini',
    'hummus',
    'halva',
    "za'atar",
    'gomasio',
    'furikake',
    'benne wafers',
    'toasted sesame oil',
    'sesame seeds',
    'baba ganoush',
    'tahina',
    'tarator',
    'shichimi togarashi',
    'gomadare',
    'goma dressing',
    'gingelly oil',
    'til ladoo',
    'dukkah',
    'everything bagel seasoning',
    'houmous',
    'halvah',
    'a simit',
    'black sesame',
    'bibimbap',
    'sesame snaps',
    'moutabal',
    'pasteli',
    'Chinese sesame paste',
  ],
  celery: [
    'celeriac mash',
    'celery salt',
    'celery seed',
    'a mirepoix',
    'soffritto',
    'the holy trinity',
    'waldorf salad',
    'Old Bay',
    'celery root',
    'celery powder',
    'céleri rémoulade',
    'ants on a log',
    'celery sticks',
  ],
  mustard: [
    'dijon',
    'wholegrain mustard',
    'mustard seeds',
    'mustard powder',
    'English mustard',
    'honey mustard',
    'mustard oil',
    'mustard greens',
    'piccalilli',
    'panch phoron',
    'kasundi',
    'salad cream',
    'remoulade',
    'dry mustard',
    'mostarda',
    'sarson ka saag',
  ],
  lupin: [
    'lupin flour',
    'lupini beans',
    'lupine',
    'tremoços',
    'altramuces',
    'lupin pasta',
    'lupin protein',
    'chocho',
  ],
  sulphites: [
    'a glass of red wine',
    'white wine vinegar',
    'balsamic glaze',
    'dried apricots',
    'dry sherry',
    'a splash of port',
    'chicken marsala',
    'dry vermouth',
    'sodium metabisulphite',
    'E220',
    'maraschino cherries',
    'Campden tablets',
    'prosecco',
    'glacé cherries',
    'sulfur dioxide',
    'shaoxing wine',
  ],
};

describe('allergensInText: disguised and derived foods', () => {
  for (const [allergen, phrases] of Object.entries(DISGUISED)) {
    it.each(phrases)(`"%s" → ${allergen}`, (phrase) => {
      expect(classesIn(phrase)).toContain(allergen);
    });
  }

  it('has at least 20 cases for each of the nine and molluscs, 5 for the rest', () => {
    for (const c of [
      'milk',
      'egg',
      'fish',
      'crustacean',
      'mollusc',
      'tree-nut',
      'peanut',
      'wheat',
      'gluten',
      'soy',
      'sesame',
    ]) {
      expect(DISGUISED[c]?.length, c).toBeGreaterThanOrEqual(20);
    }
    for (const c of ['celery', 'mustard', 'lupin', 'sulphites'])
      expect(DISGUISED[c]?.length, c).toBeGreaterThanOrEqual(5);
  });
});

// ---------------------------------------------------------------------------------------------------
// Look-alikes and qualifiers

const NOT: [text: string, not: string[]][] = [
  ['coconut milk', ['milk', 'tree-nut']],
  ['oat milk', ['milk']],
  ['almond milk', ['milk']],
  ['peanut butter', ['milk', 'tree-nut']],
  ['butternut squash', ['milk', 'tree-nut', 'peanut']],
  ['roast the butternut', ['milk', 'tree-nut']],
  ['a pinch of cream of tartar', ['milk']],
  ['freshly grated nutmeg', ['tree-nut', 'peanut']],
  ['sliced water chestnuts', ['tree-nut']],
  ['eggplant', ['egg']],
  ['aubergine', ['egg']],
  ['buckwheat', ['wheat', 'gluten']],
  ['buckwheat groats', ['wheat', 'gluten']],
  ['rice noodles', ['wheat', 'gluten', 'egg']],
  ['tamari', ['wheat', 'gluten']],
  ['gluten-free tamari', ['wheat', 'gluten']],
  ['gluten-free soy sauce', ['wheat', 'gluten']],
  ['dairy-free cheese', ['milk']],
  ['vegan butter', ['milk']],
  ['egg-free mayonnaise', ['egg']],
  ['egg-free mayo', ['egg']],
  ['cocoa butter', ['milk']],
  ['shredded coconut', ['tree-nut']],
  ['shea butter', ['milk', 'tree-nut']],
  ['butter beans', ['milk']],
  ['oyster mushrooms', ['mollusc']],
  ['crab apples', ['crustacean']],
  ['sliced scallions', ['mollusc']],
  ['chestnut mushrooms', ['tree-nut']],
  ['a New York egg cream', ['egg']],
  ['eel sauce', ['fish']],
  ['a flax egg', ['egg']],
  ['corn tortillas', ['wheat', 'gluten']],
  ['rice flour', ['wheat', 'gluten']],
  ['almond flour', ['wheat', 'gluten']],
  ['tiger nuts', ['tree-nut', 'peanut']],
  ['spaghetti squash', ['wheat', 'gluten']],
  ['salad cream', ['milk']],
  ['lettuce wraps', ['wheat', 'gluten']],
  ['nutritional yeast', ['milk']],
  ['glutinous rice', ['gluten', 'wheat']],
  ['coconut aminos', ['soy', 'wheat']],
  ['sunflower lecithin', ['soy']],
  ['ginger ale', ['gluten', 'wheat']],
  ['doughnuts', ['tree-nut', 'peanut']],
  ['kombu dashi', ['fish']],
  ['tomato bisque', ['crustacean']],
  ['beurre noisette', ['tree-nut']],
  ['bean curd', ['milk']],
  ['cook until soft curds form', ['milk']],
  ['vegan fish sauce', ['fish']],
  ['vegetarian oyster sauce', ['mollusc']],
  ['vegetarian worcestershire sauce', ['fish']],
];

describe('allergensInText: look-alikes never carry their false class', () => {
  it.each(NOT)('"%s" is not %j', (text, not) => {
    const found = classesIn(text);
    for (const c of not) expect(found).not.toContain(c);
  });

  it.each([
    ['almond milk', 'tree-nut'],
    ['peanut butter', 'peanut'],
    ['tamari', 'soy'],
    ['gluten-free soy sauce', 'soy'],
    ['salad cream', 'egg'],
    ['a New York egg cream', 'milk'],
    ['eel sauce', 'soy'],
    ['beurre noisette', 'milk'],
    ['oat milk', 'gluten'],
    ['doughnuts', 'wheat'],
  ])('"%s" is still %s', (text, is) => {
    expect(classesIn(text)).toContain(is);
  });

  it.each(['coconut milk', 'cream of tartar', 'eggplant', 'butternut squash', 'water chestnuts', 'nutmeg'])(
    '"%s" carries nothing at all',
    (text) => {
      expect(allergensInText(text)).toEqual([]);
    },
  );
});

describe('allergensInText: qualifiers', () => {
  it.each([
    ['dairy-free cheese', []],
    ['vegan butter', []],
    ['non-dairy milk', []],
    ['egg-free mayonnaise', []],
    ['eggless mayo', []],
    ['gluten-free pasta', []],
    ['gluten free bread', ['soy']],
    ['gluten-free soy sauce', ['soy']],
    ['nut-free pesto', ['milk']],
    ['dairy-free pesto', ['tree-nut']],
    ['nut- and dairy-free pesto', []],
    ['dairy-free and egg-free mayonnaise', []],
    ['vegan, gluten-free bread', ['soy']],
    ['certified gluten-free rolled oats', []],
    ['wheat-free bread', ['gluten', 'soy']],
    ['lactose-free milk', ['milk']],
    ['sesame-free hummus', []],
    ['soy-free tamari', []],
    ['plant-based cream cheese', []],
  ])('"%s" → %j', (text, expected) => {
    expect(classesIn(text).sort()).toEqual([...expected].sort());
  });

  it.each([
    ['vegan butter and cheese', 'cheese'],
    ['vegan butter, cheese', 'cheese'],
    ['vegan butter or regular butter', 'butter'],
    ['gluten-free pasta with parmesan', 'parmesan'],
    ['This vegan dish uses cheese', 'cheese'],
    ['Dairy-free. Cheese on the side', 'cheese'],
    ['gluten-free flour, 2 eggs', 'egg'],
  ])('a qualifier does not reach past its food: "%s" still has %s', (text, term) => {
    expect(termsIn(text)).toContain(term);
  });

  it('starts afresh at each qualifier after a food', () => {
    expect(allergensInText('dairy-free cheese and nut-free pesto')).toEqual([
      { term: 'pesto', classes: ['milk'] },
    ]);
  });

  it('qualifies every food of the phrase it starts', () => {
    expect(allergensInText('gluten-free chicken nuggets')).toEqual([]);
    expect(allergensInText('vegan chocolate chip cookies')).toEqual([
      { term: 'chocolate chips', classes: ['soy'] },
      { term: 'cookie', classes: ['wheat', 'gluten'] },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// How words are matched

describe('allergensInText: whole words, longest first, every spelling', () => {
  it.each([
    ['eggplant parmigiana', ['parmigiana']],
    ['eggplants', []],
    ['butternut', []],
    ['peanut butter', ['peanut butter']],
    ['Anchovies', ['anchovy']],
    ['an anchovy', ['anchovy']],
    ['Sesame-Seeds', ['sesame seed']],
    ['sesameseeds', ['sesame seed']],
    ['PEANUT-BUTTER', ['peanut butter']],
    ['peanutbutter', ['peanut butter']],
    ['ice-cream', ['ice cream']],
    ['icecream', ['ice cream']],
    ['cookies', ['cookie']],
    ['a cookie', ['cookie']],
    ['mini quiches', ['quiche']],
    ['creme fraiche', ['crème fraîche']],
    ['soy-sauce', ['soy sauce']],
    ['breadcrumbs', ['breadcrumbs']],
    ['bread crumbs', ['bread crumbs']],
  ])('"%s" → %j', (text, terms) => {
    expect(termsIn(text).filter((term) => term !== 'parmigiana')).toEqual(
      terms.filter((t) => t !== 'parmigiana'),
    );
  });

  it('reports foods in text order, each once', () => {
    expect(termsIn('Whisk the mayo with shrimp paste, then the tahini and more mayo.')).toEqual([
      'mayo',
      'shrimp paste',
      'tahini',
    ]);
  });

  it('reads cooking verbs as verbs and foods as foods', () => {
    expect(allergensInText('Toast the cumin seeds until fragrant.')).toEqual([]);
    expect(classesIn('Serve on toast.')).toContain('wheat');
    expect(termsIn('Cream the butter and sugar until pale.')).toEqual(['butter']);
    expect(termsIn('Stir in the cream.')).toEqual(['cream']);
    expect(termsIn('Pour the cream into the pan.')).toEqual(['cream']);
    expect(allergensInText('Wrap in foil and rest for 10 minutes.')).toEqual([]);
    expect(allergensInText('Scallop the edges of the pie dough.').flatMap((f) => f.classes)).not.toContain(
      'mollusc',
    );
    expect(classesIn('pan-fried scallops')).toContain('mollusc');
    expect(termsIn('Crumble the feta over the salad.')).toEqual(['feta']);
    expect(classesIn('apple crumble')).toContain('wheat');
  });

  it('knows every catalogue food, with at least its catalogue allergens', () => {
    const expected: Record<string, string[]> = {
      milk: ['milk'],
      egg: ['egg'],
      fish: ['fish'],
      'tree-nuts': ['tree-nut'],
      peanuts: ['peanut'],
      wheat: ['wheat', 'gluten'],
      soy: ['soy'],
      sesame: ['sesame'],
    };
    for (const ingredient of INGREDIENTS) {
      for (const name of [ingredient.name, ...ingredient.synonyms]) {
        const found = classesIn(name);
        for (const allergen of ingredient.allergens) {
          if (allergen === 'shellfish') {
            expect(found.includes('crustacean') || found.includes('mollusc'), `${name}: shellfish`).toBe(
              true,
            );
          } else {
            for (const c of expected[allergen] ?? []) expect(found, `${name}: ${c}`).toContain(c);
          }
        }
        if (!ingredient.diet.glutenFree) expect(found, `${name}: gluten`).toContain('gluten');
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Typed allergies

describe('allergyClasses', () => {
  it.each([
    ['dairy', ['milk']],
    ['Dairy allergy', ['milk']],
    ['diary', ['milk']],
    ['milk', ['milk']],
    ['lactose intolerance', ['milk']],
    ['lactose intolerant', ['milk']],
    ["cow's milk protein allergy", ['milk']],
    ['casein', ['milk']],
    ['whey', ['milk']],
    ['eggs', ['egg']],
    ['egg whites', ['egg']],
    ['fish', ['fish']],
    ['salmon', ['fish']],
    ['shellfish', ['crustacean', 'mollusc']],
    ['shell fish', ['crustacean', 'mollusc']],
    ['shelfish', ['crustacean', 'mollusc']],
    ['seafood', ['fish', 'crustacean', 'mollusc']],
    ['crustaceans', ['crustacean']],
    ['prawns', ['crustacean']],
    ['molluscs', ['mollusc']],
    ['mollusks', ['mollusc']],
    ['oysters', ['mollusc']],
    ['nuts', ['tree-nut', 'peanut']],
    ['nut allergy', ['tree-nut', 'peanut']],
    ['tree nuts', ['tree-nut']],
    ['tree-nut', ['tree-nut']],
    ['treenuts', ['tree-nut']],
    ['almonds', ['tree-nut']],
    ['pine nuts', ['tree-nut']],
    ['wallnuts', ['tree-nut']],
    ['peanuts', ['peanut']],
    ['peanut', ['peanut']],
    ['groundnuts', ['peanut']],
    ['gluten', ['gluten']],
    ['coeliac', ['gluten']],
    ['celiac disease', ['gluten']],
    ['gluten intolerance', ['gluten']],
    ['glueten', ['gluten']],
    ['wheat', ['wheat']],
    ['soy', ['soy']],
    ['soya', ['soy']],
    ['sesame', ['sesame']],
    ['sesame seeds', ['sesame']],
    ['sesme', ['sesame']],
    ['celery', ['celery']],
    ['mustard', ['mustard']],
    ['lupin', ['lupin']],
    ['lupine', ['lupin']],
    ['sulfites', ['sulphites']],
    ['sulphites', ['sulphites']],
    ['sulphur dioxide', ['sulphites']],
    ['legumes', ['peanut', 'soy', 'lupin']],
    ['nuts and dairy', ['milk', 'tree-nut', 'peanut']],
    ['eggs, shellfish', ['egg', 'crustacean', 'mollusc']],
    ['tree nuts but not peanuts', ['tree-nut']],
    ['fish (not shellfish)', ['fish']],
    ['I am allergic to sesame', ['sesame']],
    ['custard', ['milk', 'egg']],
    ['marzipan', ['tree-nut']],
    ['peanut butter', ['peanut']],
    ['sulfa', []],
    ['strawberries', []],
    ['kiwi', []],
    ['coconut', []],
    ['nightshades', []],
    ['', []],
  ])('"%s" → %j', (typed, expected) => {
    expect(allergyClasses(typed)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------------------------------
// Diets

const DIETS: [diet: string, breaks: string[], fits: string[]][] = [
  [
    'Vegan',
    [
      'two beaten eggs',
      'a drizzle of honey',
      'parmesan rinds',
      'a dash of fish sauce',
      'a sheet of gelatine',
      'a spoon of lard',
      'chicken stock',
      'ghee',
      'whey protein',
      'anchovies',
      'beef dripping',
      'oyster sauce',
      'streaky bacon',
      'mayonnaise',
      'beeswax wraps',
      'carmine',
      'worcestershire sauce',
      'a dollop of crème fraîche',
      'marshmallows',
    ],
    [
      'vegan butter',
      'coconut milk',
      'firm tofu',
      'peanut butter',
      'nutritional yeast',
      'maple syrup',
      'agar agar',
      'cocoa butter',
      'a flax egg',
      'vegan mayo',
      'oat milk',
      'chicken of the woods',
      'eggplant',
      'cream of tartar',
      'aquafaba',
      'plant-based sausages',
      'Mince the garlic.',
    ],
  ],
  [
    'Vegetarian',
    [
      'anchovies',
      'worcestershire',
      'a sachet of gelatin',
      'chicken stock',
      'lard',
      'fish sauce',
      'dashi',
      'bacon lardons',
      'beef stock',
      'oyster sauce',
      'caesar dressing',
      'shredded suet',
      'prawns',
      'animal rennet',
      // Made with animal rennet (the catalogue marks parmesan and pesto as not vegetarian).
      'parmesan',
      'shrimp paste',
      '500 g beef mince',
      'Brown the mince.',
      'a whole chicken',
      'pancetta',
      'duck fat',
    ],
    [
      'eggs',
      'honey',
      'butter',
      'vegetarian worcestershire sauce',
      'vegetable stock',
      'vegetable suet',
      'veggie sausages',
      'Quorn mince',
      'Finely mince the garlic.',
      'Garlic: mince.',
      'beef tomatoes',
      "lamb's lettuce",
      'hen of the woods',
      'duck eggs',
      'kombu dashi',
      'cauliflower steaks',
      'chili sin carne',
    ],
  ],
  [
    'Dairy-Free',
    [
      'butter',
      'ghee',
      'whey',
      'casein',
      'paneer',
      'crème fraîche',
      'lactose-free milk',
      'parmesan',
      'béchamel',
      'milk chocolate',
      'buttermilk',
      'kefir',
      'non-dairy creamer',
      'cream cheese',
    ],
    [
      'coconut milk',
      'oat milk',
      'dairy-free cheese',
      'vegan butter',
      'cocoa butter',
      'peanut butter',
      'eggs',
      'cream of tartar',
      'butternut squash',
      'coconut yogurt',
      'almond milk',
      'cook until soft curds form',
      'coconut cream',
    ],
  ],
  [
    'Gluten-Free',
    [
      'soy sauce',
      'pearl barley',
      'couscous',
      'beer',
      'malt vinegar',
      'rye bread',
      'seitan',
      'spelt flour',
      'panko',
      'udon',
      'a roux',
      'porridge oats',
      'semolina',
      'flour tortillas',
    ],
    [
      'tamari',
      'gluten-free soy sauce',
      'rice noodles',
      'buckwheat',
      'corn tortillas',
      'quinoa',
      'gluten-free pasta',
      'certified gluten-free oats',
      'almond flour',
      'glutinous rice',
      'potato starch',
      'polenta',
      'rice paper',
      'coconut aminos',
    ],
  ],
  [
    'Keto',
    [
      'sugar',
      'honey',
      'rice',
      'pasta',
      'bread',
      'potatoes',
      'bananas',
      'maple syrup',
      'lentils',
      'rolled oats',
      'mango',
      'corn tortillas',
      'agave syrup',
      'quinoa',
      'golden syrup',
    ],
    [
      'cauliflower rice',
      'zucchini noodles',
      'avocado',
      'olive oil',
      'eggs',
      'salmon',
      'butter',
      'almond flour',
      'spinach',
      'green beans',
      'cheddar',
      'a split vanilla bean',
      'shirataki noodles',
      'keto bread',
      'lemon juice',
    ],
  ],
  [
    'Paleo',
    [
      'peanut butter',
      'soy sauce',
      'tofu',
      'cheddar',
      'rice',
      'lentils',
      'white sugar',
      'black beans',
      'bread',
      'canola oil',
      'margarine',
      'oats',
      'hummus',
      'corn syrup',
      'edamame',
      'lupini beans',
    ],
    [
      'almond butter',
      'sweet potato',
      'chicken thighs',
      'ghee',
      'butter',
      'coconut aminos',
      'honey',
      'olive oil',
      'cauliflower rice',
      'green beans',
      'coconut sugar',
      'avocado',
      'eggs',
      'salmon',
      'maple syrup',
    ],
  ],
];

describe('dietConflictsInText', () => {
  for (const [diet, breaks, fits] of DIETS) {
    it.each(breaks)(`${diet}: "%s" breaks it`, (text) => {
      expect(conflicts(text, diet)).not.toEqual([]);
    });
    it.each(fits)(`${diet}: "%s" fits`, (text) => {
      expect(conflicts(text, diet)).toEqual([]);
    });
  }

  it('names the food and the diet as given, for every diet asked', () => {
    expect(dietConflictsInText('Toss with honey and parmesan.', ['Vegan', 'Keto'])).toEqual([
      { term: 'honey', diet: 'Vegan' },
      { term: 'honey', diet: 'Keto' },
      { term: 'parmesan', diet: 'Vegan' },
    ]);
  });

  it('ignores diets it does not know, and knows the catalogue', () => {
    expect(dietConflictsInText('chicken', ['Pescatarian'])).toEqual([]);
    expect(dietConflictsInText('chicken', [])).toEqual([]);
    for (const ingredient of INGREDIENTS) {
      if (!ingredient.diet.vegan)
        expect(conflicts(ingredient.name, 'Vegan'), ingredient.name).not.toEqual([]);
      if (!ingredient.diet.keto) expect(conflicts(ingredient.name, 'Keto'), ingredient.name).not.toEqual([]);
      if (!ingredient.diet.glutenFree)
        expect(conflicts(ingredient.name, 'Gluten-Free'), ingredient.name).not.toEqual([]);
    }
  });
});
