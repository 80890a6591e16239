import type { Dish } from './types.ts';

/** Oats that soften with a short soak or bake (steel-cut oats need 25 minutes' simmering). */
const ROLLED_OATS = ['oats', 'instant-oats'];

// Breakfasts, bakes and puddings. Read types.ts for the template language.
//
// Written so that each of these pantries fills at least three of them (the engine needs three
// different dishes): "oats, bananas, yogurt, honey"; "strawberries, blueberries, greek yogurt";
// "flour, eggs, milk, butter, sugar, apples"; "bread, eggs, milk, cinnamon, maple syrup";
// "rice, milk, sugar, cinnamon, raisins" (rice counts as a savoury main, so its three are breakfasts);
// "apples, oats, butter, brown sugar". Vegan pantries (plant milk, oil, no eggs or butter) fill most.
// Butter is a slot ('fat', falling back to {oil …}) wherever it is more than a smear, so a bake's
// butter scales with the servings and counts as a food the dish uses.
// The three rice puddings are breakfasts on purpose; French toast dishes are 'european' so that
// corn tortillas (which the 'bread' kind lets in) stay out of them.

/** Berries and soft fruit the kinds leave out of 'baking-fruit' (its name pattern needs "berry" as a word). */
const STEWING_IDS = [
  'strawberry',
  'blueberry',
  'raspberry',
  'blackberries',
  'blackberry',
  'rhubarb',
  'plum',
  'apricot',
  'cranberries',
];

/** Each fruit readied by its own catalogue fact (peel, core, stone, hull), then cut small unless it stays whole. */
const PREPARE_FRUIT = '{ready:fruit cut into small pieces}';

export const BREAKFAST_SWEET_DISHES: Dish[] = [
  // ── Pancakes: flour or oats; eggs optional, a mashed banana binds without them ─────────────
  {
    id: 'pancakes',
    examples: [
      'flour, eggs, milk, butter, sugar, apples, baking powder, cinnamon',
      'oats, bananas, yogurt, honey, blueberries, walnuts',
      'flour, oat milk, baking powder, maple syrup, raspberries, peanut butter, vanilla',
    ],
    title: '[!egg? Egg-Free ][banana? Banana ][fruit? {Fruit} ]Pancakes',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'any',
    flavour: ['sweet'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'base',
    slots: {
      base: { kinds: ['flour'], ids: ROLLED_OATS, need: true, max: 1, grams: 45 },
      liquid: { kinds: ['milk', 'yogurt'], ids: ['buttermilk'], need: true, max: 1, grams: 70 },
      egg: { kinds: ['egg'], max: 1, count: 0.5 },
      banana: { kinds: ['banana'], max: 1, count: 0.5 },
      raise: { kinds: [], ids: ['baking-powder'], max: 1, grams: 2 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 5, cut: false },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.5 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 60 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 12 },
      topping: { kinds: ['yogurt', 'nut-butter', 'nuts'], max: 1, grams: 15 },
    },
    steps: [
      {
        tool: 'Bowl',
        text:
          '[fruit? ' +
          PREPARE_FRUIT +
          '] [banana? Mash the {banana} in a large bowl with a fork until smooth, then whisk in][!banana? In a large bowl, whisk] [egg? the {egg}, ]the {liquid}[spice? , the {spice}] and a pinch of {salt}. Stir in the {base}[raise? and the {raise}] until just combined (a few lumps are fine) and leave the batter to soak while the pan heats.',
        minutes: 5,
      },
      {
        tool: 'Stove',
        text: 'Heat a large non-stick skillet over medium heat and wipe it with a little [fat? of the {fat}][!fat? of {oil 1 tbsp}] on kitchen paper, keeping the rest for later batches. Cook in batches, {min} minutes in all: pour in 3 tbsp batter at a time, well apart[fruit? , and dot a few pieces of {fruit} over each]; when bubbles burst on the surface and the underside is golden, flip and cook until [raise? risen and ]cooked through in the middle, about 2 minutes each side[egg? , with no wet batter left (71°C/160°F)]. Keep them warm on a plate while you cook the rest.',
        minutes: 10,
        scale: 0.3,
      },
      {
        tool: 'none',
        text: 'Serve stacked on warm plates[topping? with the {topping}][sweet? , finished with the {sweet}].',
        minutes: 0,
      },
    ],
    keep: 'Cool on a rack, then keep covered in the fridge with baking paper between them; reheat in a dry pan or the toaster until hot.',
    remix: 'freeze spare pancakes flat and toast them from frozen for a weekday breakfast',
    freezes: true,
  },

  // ── Baked oats: the oven does the stirring ───────────────────────────────────────────────────
  {
    id: 'baked-oats',
    examples: [
      'oats, bananas, yogurt, honey',
      'apples, oats, butter, brown sugar, cinnamon',
      'rolled oats, milk, eggs, blueberries, maple syrup, baking powder, almonds, vanilla',
    ],
    title: '[fruit? {Fruit} ]Baked Oats',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'any',
    flavour: ['sweet'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'oats',
    slots: {
      oats: { kinds: [], ids: ROLLED_OATS, need: true, max: 1, grams: 50 },
      liquid: { kinds: ['milk', 'yogurt'], max: 2, quick: 1, grams: 120 },
      banana: { kinds: ['banana'], max: 1, count: 0.5 },
      egg: { kinds: ['egg'], max: 1, count: 0.5 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 70 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 10 },
      raise: { kinds: [], ids: ['baking-powder'], max: 1, grams: 1 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 5, cut: false },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.5 },
      topping: { kinds: ['nuts', 'seeds', 'nut-butter', 'chocolate'], max: 2, quick: 1, grams: 12 },
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 190°C/375°F (170°C/340°F fan) and grease a baking dish about 20 cm (8 in) across (a larger one for more than 4) with [fat? a little of the {fat}][!fat? {oil 1 tbsp}].',
        minutes: 10,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text:
          'In a large bowl, [banana? mash the {banana} with a fork until smooth, then ]stir the {oats} with [liquid? the {liquid} and {water 30 ml/serving}][!liquid? {water 150 ml/serving}][egg? , the beaten {egg}][sweet? , the {sweet}][spice? , the {spice}][raise? , the {raise}] and a tiny pinch of {salt}. [fruit? ' +
          PREPARE_FRUIT +
          ' Fold two thirds of the {fruit} into the {oats} and keep the rest for the top.] Leave to soak 5 minutes.',
        minutes: 8,
      },
      {
        tool: 'Oven',
        text: 'Pour the mixture into the dish and level it[fruit? ; scatter over the rest of the {fruit}][topping? and the {topping}][fat? , and dot with the rest of the {fat}]. Bake until set in the middle and golden at the edges, 25 minutes[egg? (a knife in the centre comes out with no liquid egg, 71°C/160°F)].',
        minutes: 25,
      },
      {
        tool: 'none',
        text: 'Leave to settle 5 minutes, then spoon into bowls and eat warm.',
        minutes: 5,
      },
    ],
    keep: 'Keep covered in the fridge; eat cold, or warm a portion in the microwave with a splash of milk until hot.',
    remix: 'cut cold baked oats into bars for a packed breakfast',
    freezes: true,
  },

  // ── Muffins: fruit, or oat and banana ────────────────────────────────────────────────────────
  {
    id: 'muffins',
    examples: [
      'flour, eggs, milk, butter, sugar, apples, baking powder, cinnamon',
      'flour, oats, bananas, yogurt, honey, baking soda, walnuts, vanilla, butter',
      'whole wheat flour, soy milk, baking powder, brown sugar, blueberries, chocolate chips',
    ],
    title: '[banana? Banana ][fruit? {Fruit} ][oats? Oat ]Muffins',
    // Risen by baking powder or by soda (bananas, yogurt or buttermilk give it the acid it needs).
    needsOne: ['raise', 'soda'],
    course: 'breakfast',
    family: 'baking',
    cuisine: 'any',
    flavour: ['sweet'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'flour',
    slots: {
      flour: { kinds: ['flour'], need: true, max: 1, grams: 45 },
      oats: { kinds: [], ids: ROLLED_OATS, max: 1, grams: 12 },
      raise: { kinds: [], ids: ['baking-powder'], max: 1, grams: 2.5 },
      soda: { kinds: [], ids: ['baking-soda'], max: 1, grams: 0.6 },
      wet: { kinds: ['milk', 'yogurt'], ids: ['buttermilk'], max: 1, grams: 50 },
      egg: { kinds: ['egg'], max: 1, count: 0.4 },
      banana: { kinds: ['banana'], max: 1, count: 0.4 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 14, cut: false },
      sweet: { kinds: ['sweetener'], max: 1, grams: 18 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.5 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 45 },
      extra: { kinds: ['nuts', 'seeds', 'chocolate'], max: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 200°C/400°F (180°C/350°F fan) and line a muffin tin with paper cases, or grease the cups with a little of the [fat? {fat}][!fat? oil]. [fat? Put the {fat} in a small ovenproof dish in the oven as it heats until just melted, then leave to cool a little.]',
        minutes: 10,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text:
          'In a large bowl, mix the {flour}[oats? , the {oats}][raise? , the {raise}][soda? , the {soda}][spice? , the {spice}] and a pinch of {salt}. [fruit? ' +
          PREPARE_FRUIT +
          ']',
        minutes: 5,
      },
      {
        tool: 'Bowl',
        text: 'In another bowl, [banana? mash the {banana} until smooth, then whisk in][!banana? whisk together] [egg? the {egg}, ][wet? the {wet}, ][!wet&!banana? {water 40 ml/serving}, ][sweet? the {sweet}, ][egg|wet|sweet|!wet&!banana? and ][fat? the melted {fat}][!fat? {oil 4 tbsp}]. Pour into the dry bowl[fruit|extra? with][fruit? the {fruit}][fruit&extra? and][extra? the {extra}] and fold with a spatula until just combined (a few dry streaks are fine; overmixing makes them tough).[oats? Leave 5 minutes so the {oats} soak.]',
        minutes: 4,
      },
      {
        tool: 'Oven',
        text: 'Spoon the batter into the cups, three-quarters full. Bake until [raise|soda? risen and ]golden and a skewer pushed into the middle of one comes out clean, 20 minutes[egg? (95°C/203°F in the centre)].',
        minutes: 20,
      },
      {
        tool: 'none',
        text: 'Cool in the tin 5 minutes, then lift onto a rack. Eat warm or cool.',
        minutes: 5,
      },
    ],
    keep: 'Keep in an airtight tin at room temperature; warm in a low oven for a few minutes to refresh.',
    remix: 'split stale muffins, toast them in a pan and serve with yogurt and fruit',
    freezes: true,
  },

  // ── Fruit crumble ────────────────────────────────────────────────────────────────────────────
  {
    id: 'fruit-crumble',
    examples: [
      'apples, oats, butter, brown sugar',
      'blueberries, almond flour, coconut oil, maple syrup, cinnamon',
      'pears, blueberries, rolled oats, flour, coconut oil, maple syrup, cinnamon, almonds, greek yogurt',
    ],
    title: '[!topping? Gluten-Free ]{Fruit} Crumble',
    course: 'sweet',
    family: 'sweet',
    cuisine: 'european',
    flavour: ['sweet', 'rich'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'topping',
    needsOne: ['topping', 'nuts'],
    slots: {
      fruit: {
        kinds: ['baking-fruit', 'berries'],
        ids: STEWING_IDS,
        need: true,
        max: 3,
        quick: 2,
        grams: 150,
      },
      // Ground nuts make a gluten-free crumble on their own, or go in with oats or flour.
      nuts: {
        kinds: [],
        ids: ['almond-flour', 'ground-almonds', 'coconut-flour', 'hazelnut-flour'],
        max: 1,
        grams: 25,
      },
      topping: { kinds: ['flour'], ids: ROLLED_OATS, max: 2, grams: 30 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 15, cut: false },
      sweet: { kinds: ['sweetener'], max: 1, grams: 20 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.5 },
      crunch: { kinds: ['nuts', 'seeds'], max: 1, grams: 10 },
      serve: { kinds: ['yogurt', 'cream'], ids: ['custard'], max: 1, grams: 50 },
    },
    steps: [
      { tool: 'Oven', text: 'Heat the oven to 190°C/375°F (170°C/340°F fan).', minutes: 10 },
      {
        tool: 'Knife',
        alongside: true,
        text: '{ready:fruit cut into 1.5 cm (½ in) pieces} Spread the {fruit} in a baking dish that holds them about 4 cm (1½ in) deep and toss with 2 tbsp water[sweet? and a spoonful of the {sweet}][spice? , plus half the {spice}].',
        minutes: 5,
        scale: 0.1,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'In a bowl, rub [fat? the {fat}][!fat? {oil 4 tbsp}] into [topping? the {topping}][topping&nuts? and ][nuts? the {nuts}] with your fingertips until it looks like rough crumbs, then stir in [sweet? the rest of the {sweet}, ][spice? the rest of the {spice}, ][crunch? the {crunch}, ]and a few drops of cold water, squeezing some of it into clumps.',
        minutes: 4,
      },
      {
        tool: 'Oven',
        text: 'Scatter the topping evenly over the {fruit} without pressing it down. Bake until the top is deep golden and the fruit is soft all the way through and bubbling at the edges, 25 minutes.',
        minutes: 25,
      },
      {
        tool: 'none',
        text: 'Let it settle for a few minutes out of the oven (the fruit is molten)[serve? , then serve with the {serve}].',
        minutes: 0,
      },
    ],
    keep: 'Keep covered in the fridge; warm portions in the oven until hot through, which keeps the top crisp.',
    remix: 'spoon cold crumble over yogurt for breakfast',
    freezes: true,
  },

  // ── Fruit salad with yogurt and honey ────────────────────────────────────────────────────────
  {
    id: 'fruit-salad',
    examples: [
      'strawberries, blueberries, greek yogurt',
      'strawberries, bananas, yogurt, honey, granola',
      'mango, kiwi, oranges, grapes, raisins, lime, mint, honey, almonds',
    ],
    title: '[herb? {Herb} ]Fruit Salad',
    course: 'sweet',
    family: 'sweet',
    cuisine: 'any',
    flavour: ['sweet', 'fresh'],
    equipment: [],
    skill: 'beginner',
    centre: 'fruit',
    slots: {
      dried: { kinds: ['dried-fruit'], max: 1, grams: 10 },
      banana: { kinds: ['banana'], max: 1, count: 0.3 },
      fruit: { kinds: ['fruit'], need: true, max: 5, quick: 3, grams: 180 },
      yogurt: { kinds: ['yogurt'], max: 1, grams: 120 },
      acid: { kinds: ['citrus'], max: 1, count: 0.125 },
      sweet: { kinds: ['sweetener'], max: 1, grams: 10 },
      herb: { kinds: [], ids: ['mint', 'basil'], max: 1, grams: 1 },
      crunch: { kinds: ['nuts', 'seeds'], ids: ['granola'], max: 2, quick: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Knife',
        text:
          PREPARE_FRUIT +
          ' Put the {fruit} in a large bowl[dried? with the {dried}]. [acid? Squeeze over the juice of the {acid}; it keeps cut fruit from browning.] [sweet? Drizzle with half the {sweet}.] [herb? Tear in the {herb} leaves.] Fold gently.',
        minutes: 5,
        scale: 0.2,
      },
      {
        tool: 'none',
        text: '[banana? Peel and slice the {banana} into the bowl at the last moment, so the slices stay pale, and fold through.] [yogurt? Spoon the {yogurt} into bowls and pile the fruit on top][!yogurt? Spoon the fruit into bowls] with its juices[crunch? , scatter with the {crunch}][sweet? and finish with the rest of the {sweet}].',
        minutes: 0,
      },
    ],
    keep: 'Keep the fruit covered in the fridge, apart from any yogurt; it softens as it sits.',
    remix: 'stew leftover fruit salad for a few minutes into a quick compote',
  },

  // ── Yogurt parfait ──────────────────────────────────────────────────────────────────────────
  {
    id: 'yogurt-parfait',
    examples: [
      'strawberries, blueberries, greek yogurt',
      'oats, bananas, yogurt, honey',
      'greek yogurt, raspberries, mango, almonds, pumpkin seeds, maple syrup, cinnamon',
    ],
    title: '{Yogurt} Parfait with {Fruit}',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'any',
    flavour: ['sweet', 'fresh'],
    equipment: [],
    skill: 'beginner',
    centre: 'fruit',
    slots: {
      yogurt: { kinds: ['yogurt'], need: true, max: 1, grams: 170 },
      fruit: { kinds: ['fruit'], need: true, max: 3, quick: 2, grams: 120 },
      crunch: { kinds: ['nuts', 'seeds', 'nut-butter'], ids: ['granola'], max: 2, quick: 1, grams: 15 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 10 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 1, grams: 0.3 },
    },
    steps: [
      {
        tool: 'Spoon',
        text:
          PREPARE_FRUIT +
          ' [spice? Stir the {spice} into the {yogurt}.] In glasses or bowls, layer the {yogurt} and the {fruit}, finishing with fruit on top. [crunch? Scatter over the {crunch} just before eating.] [sweet? Drizzle with the {sweet}.]',
        minutes: 5,
        scale: 0.15,
      },
    ],
    keep: 'Best assembled just before eating; keep the fruit and yogurt covered in the fridge and the crunchy topping in a jar.',
    remix: 'stir leftover fruit and yogurt into a bowl of porridge',
  },

  // ── French toast ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'french-toast',
    examples: [
      'bread, eggs, milk, cinnamon, maple syrup',
      'sourdough, eggs, butter, strawberries, greek yogurt, honey, vanilla',
    ],
    title: '[fruit? {Fruit} ]French Toast',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'european',
    flavour: ['sweet', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'bread',
    slots: {
      bread: { kinds: ['bread'], need: true, max: 1, grams: 80 },
      egg: { kinds: ['egg'], need: true, max: 1, count: 1 },
      milk: { kinds: ['milk', 'cream'], max: 1, grams: 60 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 8, cut: false },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.5 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 70 },
      topping: { kinds: ['yogurt', 'nuts'], max: 1, grams: 25 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 15 },
    },
    steps: [
      {
        tool: 'Whisk',
        text:
          'In a wide, shallow dish, beat the {egg}[milk? with the {milk}][spice? , the {spice}] and a tiny pinch of {salt} until no streaks of white remain. Cut the {bread} into 2 cm (¾ in) slices if it is unsliced. [fruit? ' +
          PREPARE_FRUIT +
          ']',
        minutes: 4,
      },
      {
        tool: 'Stove',
        text: 'Heat a large skillet over medium heat with [fat? a third of the {fat}][!fat? {oil 1 tbsp}]. Fry in batches, {min} minutes in all: dip each slice of {bread} in the egg mixture for 10–20 seconds a side, until soaked but not falling apart, lay it in the pan and fry until deep golden and the egg is set all the way through (71°C/160°F), 2–3 minutes a side. Add [fat? more of the {fat}][!fat? {oil 1 tbsp}] to the pan between batches.',
        minutes: 10,
        scale: 0.3,
      },
      {
        tool: 'none',
        text: 'Serve hot[fruit|topping? , topped with][fruit? the {fruit}][fruit&topping? and][topping? a spoonful of the {topping}].[sweet? Finish with the {sweet}.]',
        minutes: 0,
      },
    ],
    keep: 'Best straight from the pan; keep leftovers covered in the fridge and reheat in a hot pan or the oven until hot through.',
    remix: 'cut cold French toast into fingers and crisp them in a pan for a snack',
  },

  // ── French toast in a mug ───────────────────────────────────────────────────────────────────
  {
    id: 'mug-french-toast',
    examples: [
      'bread, eggs, milk, cinnamon, maple syrup',
      'sourdough, eggs, oat milk, honey, vanilla, blueberries, butter',
    ],
    title: '[fruit? {Fruit} ]French Toast in a Mug',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'european',
    flavour: ['sweet'],
    equipment: ['Microwave'],
    skill: 'beginner',
    centre: 'bread',
    slots: {
      bread: { kinds: ['bread'], need: true, max: 1, grams: 60 },
      egg: { kinds: ['egg'], need: true, max: 1, count: 1 },
      milk: { kinds: ['milk', 'cream'], max: 1, grams: 50 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 3, cut: false },
      sweet: { kinds: ['sweetener'], max: 1, grams: 10 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      fruit: { kinds: ['fruit'], max: 1, grams: 50 },
    },
    steps: [
      {
        tool: 'Whisk',
        text: 'Grease one large mug per serving, using [fat? the {fat}][!fat? {oil 1 tsp} in all]. In a bowl, beat the {egg}[milk? with the {milk}][sweet? , the {sweet}][spice? , the {spice}] and a tiny pinch of {salt} until smooth. Tear the {bread} into 2 cm (¾ in) pieces and divide between the mugs[fruit? with the {fruit}, cut small if large]. Pour over the egg mixture, press the bread down and leave to soak 2 minutes.',
        minutes: 5,
      },
      {
        tool: 'Microwave',
        text: 'Microwave one mug at a time on high until puffed and set with no liquid egg left, 60–90 seconds; if it is still wet in the middle, carry on in short bursts of 15 seconds. The egg is done at 71°C/160°F.',
        minutes: 2,
        scale: 0.5,
      },
      {
        tool: 'none',
        text: 'Let it stand a moment (the middle is very hot), then eat from the mug.',
        minutes: 0,
      },
    ],
    keep: 'Best eaten straight away; it toughens as it cools.',
    remix: 'soak any spare bread in the same egg mixture and fry it as French toast',
  },

  // ── Banana bread ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'banana-bread',
    examples: [
      'bananas, flour, eggs, butter, sugar, baking soda, walnuts, cinnamon',
      'bananas, flour, baking powder, oat milk, maple syrup, dark chocolate, vanilla',
    ],
    title: 'Banana Bread',
    course: 'sweet',
    family: 'baking',
    cuisine: 'any',
    flavour: ['sweet', 'rich'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'banana',
    slots: {
      banana: { kinds: ['banana'], need: true, max: 1, count: 0.45 },
      flour: { kinds: ['flour'], need: true, max: 1, grams: 35 },
      raise: { kinds: ['baking-raise'], need: true, max: 1, grams: 0.8 },
      egg: { kinds: ['egg'], max: 1, count: 0.25 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 10, cut: false },
      sweet: { kinds: ['sweetener'], max: 1, grams: 14 },
      wet: { kinds: ['milk', 'yogurt'], ids: ['buttermilk'], max: 1, grams: 12 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      extra: { kinds: ['nuts', 'chocolate', 'dried-fruit'], max: 2, quick: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 180°C/350°F (160°C/320°F fan). Use a deep 23 × 13 cm (9 × 5 in) cake tin, or a 20 × 10 cm (8 × 4 in) one for 4 or fewer servings. [fat? Put the {fat} in the tin and set it in the oven as it heats until just melted, then pour it into a large bowl, leaving a film on the tin.][!fat? Grease it with {oil 1 tsp}.] Line the base with baking paper.',
        minutes: 10,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'Mash the {banana} in [fat? the bowl with the melted {fat}][!fat? a large bowl with {oil 4 tbsp}] until almost smooth, then beat in [egg? the {egg}, ][sweet? the {sweet}, ][wet? the {wet}, ][spice? the {spice}, ][egg|sweet|wet|spice? and ]a pinch of {salt}.',
        minutes: 5,
      },
      {
        tool: 'Bowl',
        text: 'Whisk the {raise} into the {flour}, then fold into the banana mixture with a spatula until no dry pockets remain[extra? , adding the {extra} with the last few strokes]. Stop as soon as it comes together.',
        minutes: 3,
      },
      {
        tool: 'Oven',
        text: 'Scrape the batter into the tin and smooth the top. Bake until risen and deep golden and a skewer pushed into the middle comes out clean, {min} minutes; cover loosely with foil if the top browns too fast. The centre reads 95°C/203°F when done.',
        minutes: 40,
        scale: 0.07,
      },
      {
        tool: 'none',
        text: 'Cool in the tin 10 minutes, then turn out onto a rack. It slices most cleanly once cool.',
        minutes: 10,
      },
    ],
    keep: 'Wrap well and keep at room temperature; it gets moister by the next day. Toast slices in a dry pan to refresh.',
    remix: 'toast stale slices in a dry pan and top with yogurt and fruit',
    freezes: true,
  },

  // ── Rice pudding on the stove ────────────────────────────────────────────────────────────────
  {
    id: 'rice-pudding',
    examples: [
      'rice, milk, sugar, cinnamon, raisins',
      'arborio rice, oat milk, maple syrup, vanilla, strawberries, almonds',
      'pudding rice, milk, heavy cream, brown sugar, nutmeg, mango, jam',
    ],
    title: '[fruit? {Fruit} ]Rice Pudding',
    course: 'breakfast',
    family: 'sweet',
    cuisine: 'any',
    flavour: ['sweet', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'rice',
    slots: {
      rice: { kinds: ['rice', 'risotto-rice'], need: true, max: 1, grams: 35 },
      milk: { kinds: ['milk', 'coconut'], need: true, max: 2, quick: 1, grams: 250 },
      cream: { kinds: ['cream'], max: 1, grams: 20 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      dried: { kinds: ['dried-fruit'], max: 1, grams: 15 },
      sweet: { kinds: ['sweetener'], max: 1, grams: 15 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 60 },
      topping: { kinds: ['nuts', 'seeds', 'jam'], max: 2, quick: 1, grams: 12 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Put the {rice} (unrinsed: its starch makes the pudding creamy) in a heavy saucepan with the {milk}[cream? , the {cream}][spice? , the {spice}] and a tiny pinch of {salt}. Bring just to a simmer over medium heat, stirring so nothing catches, then turn the heat to low and simmer gently, stirring every few minutes and more often towards the end, until the rice is very soft and the pudding thick and creamy, {min} minutes.[dried? Stir in the {dried} towards the end to plump.]',
        minutes: { slot: 'rice', factor: 1, add: 17, floor: 35 },
      },
      {
        tool: 'none',
        text: 'Take off the heat[sweet? and stir in the {sweet}]. It thickens as it stands, so loosen with a splash of water if needed. Spoon into bowls warm, or chill to eat cold[fruit|topping? , and top with][fruit? the {fruit}][fruit&topping? and][topping? the {topping}].',
        minutes: 2,
      },
    ],
    keep: 'Cool quickly and keep covered in the fridge; eat cold, or reheat gently with a splash of milk, stirring, until piping hot.',
    remix: 'bake cold rice pudding in a dish under a sprinkle of sugar until bubbling',
    swaps: [
      {
        appliance: 'Slow Cooker',
        timeAdjustment: 120,
        instructions:
          'Grease the slow cooker pot, add the rice, milk, spice and a pinch of salt, stir, cover and cook on Low for 2½–3 hours, stirring once or twice, until thick and the rice is soft.',
      },
    ],
  },

  // ── Arroz con leche ──────────────────────────────────────────────────────────────────────────
  {
    id: 'arroz-con-leche',
    examples: [
      'rice, milk, sugar, cinnamon, raisins',
      'white rice, milk, condensed milk, cinnamon, lime, sultanas',
    ],
    title: 'Arroz con Leche',
    course: 'breakfast',
    family: 'sweet',
    cuisine: 'latin-american',
    flavour: ['sweet', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'rice',
    slots: {
      rice: { kinds: ['rice'], need: true, max: 1, grams: 35 },
      milk: { kinds: ['milk'], need: true, max: 2, quick: 1, grams: 220 },
      spice: { kinds: ['sweet-spice'], max: 1, grams: 0.5 },
      citrus: { kinds: ['citrus'], max: 1, count: 0.25 },
      sweet: { kinds: ['sweetener'], ids: ['condensed-milk'], need: true, max: 1, grams: 20 },
      dried: { kinds: ['dried-fruit'], max: 1, grams: 15 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Rinse the {rice} and put it in a saucepan with {water 100 ml/serving}[spice? and half the {spice}][citrus? , plus 2 strips of zest pared from the {citrus} with a peeler]. Bring to the boil, then simmer over low heat until the water is almost absorbed, 15 minutes.',
        minutes: 18,
      },
      {
        tool: 'Stove',
        text: 'Pour in the {milk}, bring back to a gentle simmer and cook over low heat, stirring often so it does not catch, until the rice is very tender and the milk thick and creamy, 20 minutes.[dried? Stir in the {dried} towards the end to plump.]',
        minutes: 20,
      },
      {
        tool: 'none',
        text: 'Off the heat, [citrus? lift out the strips of zest and ]stir in the {sweet} until it dissolves, then leave to stand 5 minutes. Serve warm, or chilled (it thickens as it cools)[spice? , dusted with the rest of the {spice}].',
        minutes: 5,
      },
    ],
    keep: 'Cool quickly and keep covered in the fridge; it is good cold, or reheat gently with a splash of milk until piping hot.',
    remix: 'spoon cold arroz con leche into glasses with fresh fruit for dessert',
  },

  // ── Microwave rice pudding ───────────────────────────────────────────────────────────────────
  {
    id: 'microwave-rice-pudding',
    examples: [
      'rice, milk, sugar, cinnamon, raisins',
      'rice, almond milk, honey, vanilla, blueberries, pistachios',
    ],
    title: 'Microwave Rice Pudding',
    course: 'breakfast',
    family: 'sweet',
    cuisine: 'any',
    flavour: ['sweet'],
    equipment: ['Microwave'],
    skill: 'beginner',
    centre: 'rice',
    slots: {
      rice: { kinds: ['rice', 'risotto-rice'], need: true, max: 1, grams: 30 },
      milk: { kinds: ['milk', 'coconut'], need: true, max: 2, quick: 1, grams: 220 },
      sweet: { kinds: ['sweetener'], max: 1, grams: 15 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      dried: { kinds: ['dried-fruit'], max: 1, grams: 15 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 60 },
      topping: { kinds: ['nuts', 'seeds', 'jam'], max: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Microwave',
        text: 'Stir the {rice}, the {milk}[sweet? , the {sweet}][spice? , the {spice}] and a tiny pinch of {salt} together in a large microwave-safe bowl that is no more than a third full (the milk froths up as it boils; use two bowls for a big batch). Microwave uncovered on high until it just comes to the boil, {min} minutes, then stir.',
        minutes: 5,
        scale: 0.25,
      },
      {
        tool: 'Microwave',
        text: 'Microwave on medium (50%) until the rice is soft and the pudding thick and creamy, {min} minutes, stirring every 5 minutes so it cooks evenly[dried? and adding the {dried} at the last stir].',
        minutes: { slot: 'rice', factor: 1, add: 4, floor: 20 },
        scale: 0.15,
      },
      {
        tool: 'none',
        text: 'Stand 5 minutes: it thickens as it cools. Spoon into bowls[fruit|topping? and top with][fruit? the {fruit}][fruit&topping? and][topping? the {topping}].',
        minutes: 5,
      },
    ],
    keep: 'Cool quickly and keep covered in the fridge; eat cold, or reheat with a splash of milk, stirring every minute, until piping hot.',
    remix: 'layer cold rice pudding with fruit in a glass for a quick dessert',
  },

  // ── Mug cake ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'mug-cake',
    examples: [
      'flour, eggs, milk, butter, sugar, apples',
      'flour, cocoa powder, almond milk, baking powder, maple syrup, peanut butter, vanilla',
      'oats, bananas, eggs, milk, chocolate chips, cinnamon',
    ],
    title: '[choc? {Choc} ][fruit? {Fruit} ]Mug Cake',
    course: 'sweet',
    family: 'baking',
    cuisine: 'any',
    flavour: ['sweet', 'rich'],
    equipment: ['Microwave'],
    skill: 'beginner',
    centre: 'base',
    slots: {
      base: { kinds: ['flour'], ids: ROLLED_OATS, need: true, max: 1, grams: 32 },
      liquid: { kinds: ['milk', 'yogurt'], ids: ['buttermilk'], need: true, max: 1, grams: 45 },
      egg: { kinds: ['egg'], max: 1, count: 0.5 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 12, cut: false },
      sweet: { kinds: ['sweetener'], max: 1, grams: 20 },
      raise: { kinds: [], ids: ['baking-powder'], max: 1, grams: 1 },
      choc: { kinds: ['chocolate'], max: 1, grams: 9 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.3 },
      fruit: { kinds: ['fruit'], max: 1, grams: 40 },
      filling: { kinds: ['nut-butter', 'jam'], max: 1, grams: 12 },
    },
    steps: [
      {
        tool: 'Microwave',
        when: 'fat',
        text: 'Melt the {fat} in a microwave-safe mixing bowl on high in 20-second bursts.',
        minutes: 1,
      },
      {
        tool: 'Whisk',
        text:
          '[fat? Into the melted {fat}, whisk][!fat? In a mixing bowl, whisk {oil 3 tbsp} with] the {liquid}[egg? and the {egg}][sweet|spice? , plus][sweet? the {sweet}][sweet&spice? and][spice? the {spice}]. Add the {base}[raise? , the {raise}][choc? , the {choc}] and a pinch of {salt}, whisk until no dry pockets remain and leave to soak 2 minutes so the batter thickens. [fruit? ' +
          PREPARE_FRUIT +
          ' Fold in the {fruit}.]',
        minutes: 3,
      },
      {
        tool: 'Microwave',
        text: 'Divide the batter between large mugs, one per serving, each no more than half full[filling? , and push a spoonful of {filling} into the middle of each]. Microwave one mug at a time on high until [raise? risen and ]just set on top, 60–90 seconds; if the top is still wet, carry on in short bursts of 10 seconds[egg? until a skewer in the middle comes out with no wet batter (71°C/160°F)].',
        minutes: 2,
        scale: 0.5,
      },
      {
        tool: 'none',
        text: 'Let it stand a moment (the middle is very hot), then eat from the mug.',
        minutes: 0,
      },
    ],
    keep: 'Mug cakes are best eaten warm and fresh; mix the batter just before cooking.',
    remix: 'crumble a leftover mug cake over yogurt and fruit',
  },

  // ── Baked apples, pears or stone fruit ─────────────────────────────────────────────────────
  {
    id: 'baked-fruit',
    examples: [
      'apples, oats, butter, brown sugar',
      'pears, walnuts, raisins, maple syrup, coconut oil, cinnamon, greek yogurt',
      'peaches, almonds, honey, butter, vanilla, heavy cream',
    ],
    title: 'Baked {Fruit} Halves',
    course: 'sweet',
    family: 'sweet',
    cuisine: 'any',
    flavour: ['sweet', 'rich'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'fruit',
    slots: {
      fruit: {
        kinds: [],
        ids: ['apple', 'pear', 'peach', 'nectarine', 'plum', 'apricot', 'quince'],
        need: true,
        max: 2,
        quick: 1,
        grams: 180,
      },
      filling: { kinds: ['nuts', 'dried-fruit'], ids: ROLLED_OATS, max: 3, quick: 2, grams: 25 },
      sweet: { kinds: ['sweetener'], need: true, max: 1, grams: 12 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 8, cut: false },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      serve: { kinds: ['yogurt', 'cream'], ids: ['custard'], max: 1, grams: 50 },
    },
    steps: [
      { tool: 'Oven', text: 'Heat the oven to 190°C/375°F (170°C/340°F fan).', minutes: 10 },
      {
        tool: 'Knife',
        alongside: true,
        text: 'Halve the {fruit} through the middle and scoop out the cores or stones with a teaspoon, making a small hollow in each half. Sit them cut side up in a baking dish that holds them snugly.',
        minutes: 5,
        scale: 0.2,
      },
      {
        tool: 'Bowl',
        text: '[filling? Mix the {filling}, any nuts roughly chopped, with][!filling? Mix] [fat? the {fat}][!fat? {oil 2 tbsp}], the {sweet}[spice? , the {spice}] and a splash of water until it clumps, then pile into the hollows.',
        minutes: 3,
      },
      {
        tool: 'Oven',
        text: 'Pour {water 30 ml/serving} into the dish around the fruit. Bake until the fruit is tender all the way through when pierced with a knife and the filling is golden, 30 minutes, spooning the juices over once halfway.',
        minutes: 30,
      },
      {
        tool: 'none',
        text: 'Serve warm with the juices from the dish[serve? and the {serve}].',
        minutes: 0,
      },
    ],
    keep: 'Keep covered in the fridge; warm in the oven until hot, or eat cold with yogurt.',
    remix: 'chop leftover baked fruit into porridge or over yogurt for breakfast',
  },

  // ── Stewed fruit compote ─────────────────────────────────────────────────────────────────────
  {
    id: 'fruit-compote',
    examples: [
      'strawberries, blueberries, greek yogurt',
      'apples, oats, butter, brown sugar, cinnamon',
      'pears, raspberries, raisins, orange, honey, vanilla, yogurt, almonds',
    ],
    title: '{Fruit} Compote',
    course: 'sweet',
    family: 'sweet',
    cuisine: 'any',
    flavour: ['sweet', 'fresh'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'fruit',
    slots: {
      fruit: {
        kinds: ['baking-fruit', 'berries'],
        ids: STEWING_IDS,
        need: true,
        max: 3,
        quick: 2,
        grams: 180,
      },
      dried: { kinds: ['dried-fruit'], max: 1, grams: 12 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 12 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      citrus: { kinds: ['citrus'], max: 1, count: 0.25 },
      fat: { kinds: ['butter'], max: 1, grams: 6, cut: false },
      serve: { kinds: ['yogurt'], max: 1, grams: 100 },
      crunch: { kinds: ['nuts', 'seeds'], ids: ['granola'], max: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Knife',
        when: 'ready-fruit',
        text: '{ready:fruit cut into 2 cm (¾ in) pieces}',
        minutes: 6,
      },
      {
        tool: 'Stove',
        text: 'Put the {fruit} in a saucepan with {water 30 ml/serving}[sweet? and the {sweet}][spice? , plus the {spice}][citrus? and a squeeze of juice from the {citrus}]. [dried? Add the {dried}.] Cover and cook over medium-low heat, stirring now and then, until the firmest pieces are tender and sitting in their own syrup, 10 minutes.',
        minutes: 10,
      },
      {
        tool: 'Stove',
        text: 'Uncover and bubble for 2 minutes if it looks runny[fat? , then stir in the {fat} for a glossy syrup]. Serve warm or cold[serve? , spooned over the {serve}][crunch? , with the {crunch} scattered on top].',
        minutes: 2,
      },
    ],
    keep: 'Keep covered in the fridge; eat cold, or warm gently in a pan.',
    remix: 'spoon leftover compote over porridge or pancakes, or swirl it through yogurt',
    freezes: true,
  },

  // ── Sweet toast ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'sweet-toast',
    examples: [
      'sourdough, peanut butter, bananas, honey, chia seeds',
      'whole wheat bread, almond butter, strawberries, walnuts, cinnamon, butter',
    ],
    title: '{Spread} and {Fruit} Toast',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'european',
    flavour: ['sweet'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'bread',
    slots: {
      bread: { kinds: ['bread'], need: true, max: 1, grams: 70 },
      spread: { kinds: ['nut-butter', 'jam'], need: true, max: 1, grams: 22 },
      fruit: { kinds: ['fruit'], need: true, max: 2, quick: 1, grams: 70 },
      drizzle: { kinds: ['sweetener'], max: 1, grams: 7 },
      spice: { kinds: ['sweet-spice'], max: 1, grams: 0.3 },
      crunch: { kinds: ['nuts', 'seeds'], max: 1, grams: 6 },
      fat: { kinds: ['butter'], ids: ['coconut-oil'], max: 1, grams: 5, cut: false },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Heat a large skillet over medium heat with [fat? the {fat}][!fat? {oil 1 tbsp}] and toast the {bread} until golden and crisp, 1–2 minutes a side, in batches if needed.',
        minutes: 4,
        scale: 0.25,
      },
      {
        tool: 'Knife',
        text:
          PREPARE_FRUIT +
          ' Spread the hot slices with the {spread} and top with the {fruit}[drizzle? , a drizzle of {drizzle}][spice? , a dusting of {spice}][crunch? and a scattering of {crunch}]. Eat straight away.',
        minutes: 3,
      },
    ],
    keep: 'Made to order: toast only what you will eat now.',
    remix: 'cut leftover fruit small and keep it for tomorrow’s yogurt',
  },

  // ── Chia pudding ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'chia-pudding',
    examples: [
      'chia seeds, almond milk, maple syrup, raspberries, almonds',
      'chia seeds, milk, greek yogurt, honey, mango, cinnamon, pumpkin seeds',
    ],
    title: '[fruit? {Fruit} ]Chia Pudding',
    course: 'breakfast',
    family: 'breakfast',
    cuisine: 'any',
    flavour: ['sweet', 'fresh'],
    equipment: [],
    skill: 'beginner',
    centre: 'chia',
    slots: {
      chia: { kinds: [], ids: ['chia-seeds'], need: true, max: 1, grams: 30 },
      liquid: { kinds: ['milk', 'coconut', 'yogurt'], need: true, max: 2, quick: 1, grams: 170 },
      sweet: { kinds: ['sweetener', 'jam'], max: 1, grams: 10 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 1, grams: 0.3 },
      fruit: { kinds: ['fruit'], max: 2, quick: 1, grams: 80 },
      crunch: { kinds: ['nuts', 'seeds', 'nut-butter'], max: 1, grams: 10 },
    },
    steps: [
      {
        tool: 'Whisk',
        text: 'Whisk the {chia} into the {liquid}[sweet? with the {sweet}][spice? and the {spice}] in a bowl or jar. Leave 5 minutes, whisk again to break up any clumps, then leave to soak until thick and spoonable, 15 minutes more (or cover and chill for the next morning).',
        minutes: 20,
      },
      {
        tool: 'Spoon',
        text:
          '[fruit? ' +
          PREPARE_FRUIT +
          '] Spoon the pudding into bowls or glasses[fruit|crunch? and top with][fruit? the {fruit}][fruit&crunch? and][crunch? the {crunch}].',
        minutes: 3,
      },
    ],
    keep: 'Keeps covered in the fridge; stir in a splash of milk if it has set too thick.',
    remix: 'stir leftover chia pudding into porridge or layer it with yogurt',
  },

  // ── Bread pudding ────────────────────────────────────────────────────────────────────────────
  {
    id: 'bread-pudding',
    examples: [
      'bread, eggs, milk, cinnamon, maple syrup',
      'sourdough, eggs, milk, heavy cream, butter, brown sugar, raisins, nutmeg, apples',
    ],
    title: '[fruit? {Fruit} ]Bread Pudding',
    course: 'sweet',
    family: 'baking',
    cuisine: 'european',
    flavour: ['sweet', 'rich'],
    equipment: ['Oven'],
    skill: 'intermediate',
    centre: 'bread',
    slots: {
      bread: { kinds: ['bread'], need: true, max: 1, grams: 80 },
      egg: { kinds: ['egg'], need: true, max: 1, count: 0.75 },
      milk: { kinds: ['milk'], need: true, max: 1, grams: 140 },
      cream: { kinds: ['cream'], max: 1, grams: 25 },
      sweet: { kinds: ['sweetener'], need: true, max: 1, grams: 16 },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4 },
      dried: { kinds: ['dried-fruit', 'chocolate'], max: 1, grams: 15 },
      fruit: { kinds: ['fruit'], max: 1, grams: 50 },
      fat: { kinds: ['butter'], max: 1, grams: 8, cut: false },
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 180°C/350°F (160°C/320°F fan) and grease a baking dish that will hold the bread about 5 cm (2 in) deep with {butter 1 tsp}.',
        minutes: 15,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text:
          '[fruit? ' +
          PREPARE_FRUIT +
          '] Tear or cut the {bread} into 3 cm (1¼ in) pieces and spread them in the dish[dried? , scattering the {dried} between them][fruit? , with the {fruit} tucked in among them]. Whisk the {egg} with the {milk}[cream? , the {cream}], the {sweet}[spice? , the {spice}] and a pinch of {salt}, pour over the bread and press the pieces down gently so every one is soaked. Leave to soak 10 minutes.',
        minutes: 15,
      },
      {
        tool: 'Oven',
        text: '[fat? Dot the top with the {fat} and bake][!fat? Bake] until puffed and golden and set in the middle, 35 minutes: a knife pushed into the centre should come out with no liquid egg (71°C/160°F).',
        minutes: 35,
      },
      { tool: 'none', text: 'Rest 10 minutes, then serve warm.', minutes: 10 },
    ],
    keep: 'Keep covered in the fridge; reheat portions in the oven or microwave until piping hot.',
    remix: 'slice cold bread pudding and fry the slices in a pan until crisp',
    freezes: true,
  },

  // ── Chocolate chip cookies (the American drop cookie) ─────────────────────────────────────────
  // Creamed butter and sugar, an egg, flour and a raising agent, chips folded through; baked until
  // golden at the edges and set, which cooks the egg and the flour through (never eaten as raw dough).
  {
    id: 'drop-cookies',
    examples: [
      'flour, butter, brown sugar, white sugar, eggs, chocolate chips, vanilla, baking soda',
      'plain flour, butter, caster sugar, egg, baking powder, raisins',
      'flour, butter, sugar, egg, baking soda, walnuts, cinnamon',
    ],
    title: '[extra? {Extra} ]Cookies',
    needsOne: ['raise', 'soda'],
    // A batch of about 12 takes one egg: fewer is a batter no egg divides into.
    minServings: 6,
    course: 'sweet',
    family: 'baking',
    cuisine: 'american',
    flavour: ['sweet'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'flour',
    slots: {
      flour: { kinds: ['flour'], need: true, max: 1, grams: 30, cut: false },
      fat: { kinds: ['butter'], need: true, max: 1, grams: 18, cut: false },
      sweet: { kinds: [], ids: ['sugar', 'brown-sugar'], need: true, max: 2, grams: 20, cut: false },
      egg: { kinds: ['egg'], max: 1, count: 0.17 },
      raise: { kinds: [], ids: ['baking-powder'], max: 1, grams: 0.6, cut: false },
      soda: { kinds: [], ids: ['baking-soda'], max: 1, grams: 0.4, cut: false },
      spice: { kinds: ['sweet-spice', 'vanilla'], max: 2, quick: 1, grams: 0.4, cut: false },
      extra: { kinds: ['chocolate', 'nuts', 'dried-fruit'], max: 1, grams: 12, cut: false },
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 190°C/375°F (170°C/340°F fan) and line two large baking trays with baking paper. Take the {fat} out of the fridge to soften (or warm it for a few seconds).',
        minutes: 10,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'Beat the soft {fat} with the {sweet} in a large bowl with a wooden spoon until pale and creamy, 2 minutes. Beat in [egg? the {egg}][egg&spice? and ][spice? the {spice}], then stir in the {flour}[raise? , the {raise}][soda? , the {soda}] and a pinch of {salt} until just combined[extra? , and fold in the {extra}].',
        minutes: 6,
      },
      {
        tool: 'Oven',
        text: 'Scoop heaped tablespoons of the dough onto the trays, 5 cm (2 in) apart, and bake until golden at the edges and set, with no raw dough left in the middle, 10–12 minutes[egg? (the egg is cooked through at 71°C/160°F)]; bake in batches if they will not all fit. Leave on the trays 5 minutes to firm up.',
        minutes: 12,
        scale: 0.04,
      },
      {
        tool: 'none',
        text: 'Lift onto a rack with a spatula and eat warm, or leave to cool.',
        minutes: 0,
      },
    ],
    keep: 'Keep in an airtight tin at room temperature.',
    remix: 'crumble stale cookies over yogurt and fruit, or into the base of a fruit crumble',
    freezes: true,
  },
];
