import type { Dish } from './types.ts';

// The obvious dish of a pantry (issue 12, decision 122): the cottage pie of 5 kg of potatoes and 2 kg of
// mince, the potato salad of potatoes, mayonnaise and ham, the beans on toast of a tin of beans and a
// loaf, and fried rice from rice boiled for it. Each card needs the foods that make it that dish, so a
// pantry without them rejects it at the first slot.

const ONIONS = ['onion', 'red-onion', 'shallot', 'sweet-onion', 'leek'];
const TOMATOES = ['canned-tomatoes', 'passata', 'tomato-sauce', 'marinara'];
const LOAVES = ['bread', 'sourdough', 'whole-wheat-bread', 'multigrain-bread', 'rye-bread'];

export const OBVIOUS_DISHES: Dish[] = [
  // ── Cottage pie ────────────────────────────────────────────────────────────────────────────
  // Beef mince simmered in stock with onion and carrot under a roof of buttery mash, baked golden.
  {
    id: 'cottage-pie',
    examples: [
      '5kg potatoes, 2kg minced beef, 4 onions, 6 carrots, frozen peas, beef stock cubes, worcestershire, butter, milk',
      'ground beef, potatoes, onion, carrot, celery, tomato paste, beef stock, thyme, butter, milk, cheddar',
    ],
    title: 'Cottage Pie[cheese? with {Cheese} Crust]',
    course: 'main',
    family: 'stew',
    cuisine: 'european',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove', 'Oven'],
    skill: 'beginner',
    centre: 'meat',
    slots: {
      meat: { kinds: [], ids: ['ground-beef'], need: true, max: 1, grams: 'main' },
      potato: {
        kinds: [],
        ids: ['potato'],
        need: true,
        max: 1,
        grams: 250,
        cut: 'peel and cut into even 5 cm (2 in) chunks',
      },
      onion: { kinds: [], ids: ONIONS, max: 1, grams: 50, cut: 'chop finely' },
      veg: {
        kinds: [],
        ids: ['carrot', 'celery', 'mushroom', 'parsnip'],
        max: 2,
        quick: 1,
        grams: 60,
        cut: 'cut into small dice',
      },
      peas: { kinds: [], ids: ['peas'], max: 1, grams: 40, cut: false },
      paste: { kinds: ['tomato-paste'], max: 1, grams: 6 },
      sauce: { kinds: [], ids: ['worcestershire-sauce'], max: 1, grams: 4 },
      stock: { kinds: ['stock'], max: 1, grams: 100 },
      herb: {
        kinds: [],
        ids: ['thyme', 'dried-thyme', 'rosemary', 'bay-leaves'],
        max: 1,
        grams: 0.5,
        cut: false,
      },
      milk: { kinds: ['milk'], max: 1, grams: 30 },
      cheese: { kinds: ['melting-cheese'], max: 1, grams: 15 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        passive: true,
        text: 'Put the {potato} in a large pan, cover with cold water, add a good pinch of {salt} and bring to the boil, then simmer until a knife slides in easily, 20 minutes.',
        minutes: 25,
      },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Heat {oil 1 tbsp} in a large, deep skillet or casserole over medium-high heat and brown the {meat} in batches, breaking it up, so it fries rather than steams, 10 minutes; lift each batch onto a plate. [onion|veg? Lower the heat and add ][onion? the {onion}][onion&veg? and ][veg? the {veg}][onion|veg?  with a pinch of {salt}; cook until soft, 8 minutes. ][paste? Stir in the {paste} for 1 minute. ]Return the {meat} with [sauce? the {sauce}, ][herb? the {herb}, ][stock? the {stock} and ][!stock? {water 100 ml/serving} and ]a splash of water, and simmer, stirring now and then, until thick and glossy and the meat reaches 71°C/160°F, 20 minutes.[peas? Stir in the {peas} for the last 2 minutes.] Season with {salt} and {pepper}.',
        minutes: 40,
      },
      {
        tool: 'Oven',
        alongside: true,
        text: 'Heat the oven to 200°C/400°F (180°C/350°F fan).',
        minutes: 10,
      },
      {
        tool: 'Masher',
        text: 'Drain the {potato} well and leave to steam dry in the colander for 2 minutes, then mash in the pan with {butter 2 tbsp}[milk? , the warmed {milk}] and a good pinch of {salt} until smooth.',
        minutes: 5,
      },
      {
        tool: 'Oven',
        text: 'Spoon the filling into a deep baking dish (two for a crowd), spread the mash over the top to the edges and rough it up with a fork[cheese? , then scatter over the {cheese}]. Bake until golden on top and bubbling at the edges, 25 minutes.',
        minutes: 25,
        scale: 0.04,
      },
      { tool: 'none', text: 'Rest 5 minutes before serving.', minutes: 5 },
    ],
    keep: 'Cool, cover and refrigerate; reheat portions covered in a hot oven or the microwave until steaming all through.',
    remix: 'fry leftover pie in a hot pan until crisp underneath and steaming hot, as a bubble-and-squeak',
    freezes: true,
  },

  // ── Spaghetti bolognese ────────────────────────────────────────────────────────────────────
  // The weeknight bolognese of mince, onion, carrot, celery and tinned tomatoes: the mince browned
  // (in batches for a crowd), the soft vegetables cooked in its fat, everything simmered 20 minutes
  // while the pasta boils, spooned over the pasta with the cheese. The slow Sunday ragù is `ragu`.
  {
    id: 'bolognese',
    examples: [
      'beef mince, onion, carrot, celery, tinned tomatoes, worcestershire sauce, spaghetti, parmesan',
      'ground beef, onion, garlic, canned tomatoes, tomato paste, dried oregano, spaghetti',
      'beef mince 1.5kg, onions, carrots, celery, tinned tomatoes, worcestershire sauce, spaghetti, parmesan',
      'pork mince, beef mince, passata, onion, carrot, red wine, milk, tagliatelle, parmesan',
    ],
    title: '{Pasta} Bolognese',
    course: 'main',
    family: 'pasta',
    cuisine: 'italian',
    flavour: ['rich', 'savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'meat',
    slots: {
      meat: {
        kinds: [],
        ids: ['ground-beef', 'ground-pork', 'ground-veal'],
        need: true,
        max: 2,
        quick: 1,
        grams: 125,
      },
      base: { kinds: [], ids: TOMATOES, need: true, max: 1, grams: 150, cut: false },
      pasta: { kinds: ['pasta'], need: true, max: 1, grams: 'main' },
      // The soffritto's onion makes it a bolognese rather than mince in tomato: never trimmed for time.
      onion: { kinds: [], ids: ONIONS, need: true, max: 1, grams: 35, cut: 'chop finely' },
      veg: { kinds: [], ids: ['carrot', 'celery', 'mushroom'], max: 2, grams: 35, cut: 'chop finely' },
      garlic: { kinds: [], ids: ['garlic'], max: 1, grams: 3 },
      paste: { kinds: ['tomato-paste'], max: 1, grams: 5 },
      wine: { kinds: [], ids: ['red-wine', 'white-wine'], max: 1, grams: 25 },
      sauce: { kinds: [], ids: ['worcestershire-sauce'], max: 1, grams: 3 },
      stock: { kinds: ['stock'], max: 1, grams: 60 },
      milk: { kinds: ['milk'], max: 1, grams: 25 },
      herb: {
        kinds: [],
        ids: ['dried-oregano', 'italian-seasoning', 'dried-thyme', 'thyme', 'bay-leaves', 'basil'],
        max: 1,
        grams: 0.4,
        cut: false,
      },
      cheese: { kinds: ['grating-cheese'], max: 1, grams: 12 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Heat {oil 1 tbsp} in a large, heavy pot over medium-high heat. Add the {meat} and fry, breaking it up with a wooden spoon, until browned all over, 7 minutes. Lift the {meat} onto a plate with a slotted spoon, leaving the fat in the pot. [onion|veg|garlic|paste|wine? Lower the heat to medium. ][onion|veg? Add ][onion? the {onion}][onion&veg? and ][veg? the {veg}][onion|veg? with a pinch of {salt} and cook, stirring now and then and scraping up the browned bits, until soft, 8 minutes. ][garlic? Stir in the {garlic} for 1 minute. ][paste? Stir in the {paste} for 1 minute. ][wine? Pour in the {wine} and let it bubble until almost gone, 2 minutes.]',
        minutes: 15,
      },
      {
        tool: 'Stove',
        passive: true,
        text: 'Return the {meat} and any juices to the pot with the {base}[sauce? , the {sauce}][herb? , the {herb}][stock? , the {stock}][!stock? , {water 50 ml/serving}] and a pinch of {salt}. Bring to a bubble, then lower the heat, set the lid ajar and simmer, stirring now and then, until the sauce is thick and rich, 20 minutes.[milk? Stir in the {milk} for the last 5 minutes.] Season with {salt} and {pepper}.',
        minutes: 20,
      },
      { use: 'starch', slot: 'pasta' },
      {
        tool: 'none',
        text: 'Divide the {pasta} between warm bowls and spoon the bolognese over the top[cheese? , with the {cheese} grated over].',
        minutes: 0,
      },
    ],
    keep: 'The sauce keeps and freezes well on its own: reheat it gently with a splash of water until bubbling, then serve over freshly cooked pasta.',
    remix:
      'layer leftover bolognese into a baked pasta, fill baked potatoes with it, or spice it into a chilli',
    freezes: true,
  },

  // ── Potato salad ───────────────────────────────────────────────────────────────────────────
  // Waxy potatoes boiled, cooled until just warm, folded through mayonnaise with ham or egg.
  {
    id: 'potato-salad',
    examples: [
      'mayonnaise, potatoes, ham',
      'new potatoes, mayonnaise, eggs, scallions, dijon mustard, chives',
      'potatoes, greek yogurt, mayonnaise, celery, red onion, pickles, dill, bacon',
    ],
    title: '[protein? {Protein} and ]Potato Salad',
    course: 'main',
    family: 'salad',
    cuisine: 'european',
    flavour: ['savoury', 'fresh'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'potato',
    slots: {
      potato: {
        kinds: [],
        ids: ['potato'],
        need: true,
        max: 1,
        grams: 220,
        cut: 'scrub and halve, or cut larger ones into 3 cm (1¼ in) chunks',
      },
      dressing: { kinds: [], ids: ['mayonnaise'], need: true, max: 1, grams: 35, cut: false },
      creamy: { kinds: ['sour-cream', 'yogurt'], max: 1, grams: 15 },
      protein: { kinds: [], ids: ['ham', 'cooked-chicken', 'bacon'], max: 1, grams: 70 },
      egg: { kinds: ['egg'], max: 1, count: 1 },
      onion: {
        kinds: [],
        ids: ['red-onion', 'shallot', 'scallion', 'onion'],
        max: 1,
        grams: 15,
        cut: 'chop finely',
      },
      crunch: { kinds: [], ids: ['celery', 'pickles', 'capers'], max: 2, quick: 1, grams: 15 },
      mustard: { kinds: [], ids: ['mustard'], max: 1, grams: 3 },
      herb: { kinds: [], ids: ['chives', 'parsley', 'dill', 'mint'], max: 1, grams: 3 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Put the {potato} in a large saucepan with {water 1250 ml} and a good pinch of {salt}, bring to the boil, about 8 minutes, then simmer until a knife slides in easily, 12 minutes. [egg? Lower the {egg} into the pan with a spoon for the last 10 minutes, so they are hard-boiled right through to firm, fully set centres (71°C/160°F).]',
        minutes: 20,
      },
      {
        tool: 'Stove',
        when: 'protein',
        alongside: true,
        text: 'Cook the {protein} in a dry skillet over medium heat, turning, until crisp at the edges and sizzling hot through (74°C/165°F), 5 minutes.',
        minutes: 5,
      },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'In a large bowl, stir the {dressing}[creamy? with the {creamy}][mustard? , the {mustard}] and a pinch of {salt} and {pepper}[onion? , then the {onion}][crunch? and the {crunch}].',
        minutes: 3,
      },
      {
        tool: 'Colander',
        text: 'Drain the {potato} in a colander[egg? , lifting the {egg} into a bowl of cold water,] and spread out on a tray to steam off and cool a little, 5 minutes[egg? ; peel the {egg} and cut into quarters]. Fold the just-warm {potato}[protein? and the {protein}] gently into the bowl until coated[herb? , scatter over the {herb}][egg? and top with the {egg}]. Serve warm or chilled.',
        minutes: 5,
      },
    ],
    keep: 'Cover and refrigerate as soon as it is cool; serve cold, straight from the fridge.',
    remix: 'fry cold leftovers in a hot pan until crisp and steaming hot, as a warm potato hash',
  },

  // ── Beans on toast ─────────────────────────────────────────────────────────────────────────
  {
    id: 'beans-on-toast',
    examples: [
      'baked beans, bread, butter, cheddar',
      'Heinz beans, Hovis bread, Lurpak, worcestershire sauce, eggs',
    ],
    title: 'Beans on Toast[cheese? with {Cheese}][!cheese&egg? with a Fried Egg]',
    course: 'main',
    family: 'sandwich',
    cuisine: 'european',
    flavour: ['savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'beans',
    slots: {
      beans: { kinds: [], ids: ['baked-beans'], need: true, max: 1, grams: 200, cut: false },
      bread: { kinds: [], ids: LOAVES, need: true, max: 1, count: 2 },
      sauce: { kinds: [], ids: ['worcestershire-sauce', 'hot-sauce'], max: 1, grams: 2 },
      cheese: { kinds: [], ids: ['cheddar', 'monterey-jack'], max: 1, grams: 25 },
      egg: { kinds: ['egg'], max: 1, count: 1 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Tip the {beans} into a small saucepan[sauce? with a dash of the {sauce}] and warm over medium-low heat, stirring now and then, until bubbling and steaming all through, 5 minutes.',
        minutes: 5,
      },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Toast the {bread} in a dry skillet over medium heat until golden, about 2 minutes a side, and spread with {butter 1 tbsp}.',
        minutes: 4,
        scale: 0.2,
      },
      {
        tool: 'Stove',
        when: 'egg',
        text: 'Heat {oil 1 tbsp} in the skillet over medium heat and fry the {egg} until the whites are set and the yolks thickened, no longer runny (71°C/160°F), 4 minutes.',
        minutes: 4,
      },
      {
        tool: 'none',
        text: 'Spoon the hot {beans} over the toast[cheese? , grate over the {cheese} so it melts into them][egg? and top with the {egg}] and finish with {pepper}.',
        minutes: 1,
      },
    ],
    keep: 'Best eaten straight away; keep leftover beans covered in the fridge and reheat until bubbling.',
    remix: 'stir leftover beans into a jacket potato or a quick chilli, reheated until bubbling',
  },

  // ── Mince and beans on toast (a British family supper; cowboy beans in the US) ────────────
  {
    id: 'mince-and-beans',
    examples: [
      'Quorn mince, Heinz beans, Philadelphia, Hovis bread, Lurpak',
      'beef mince, baked beans, onion, worcestershire sauce, cheddar, bread, butter',
    ],
    title: 'Mince and Beans[bread? on Toast]',
    course: 'main',
    family: 'skillet',
    cuisine: 'european',
    flavour: ['savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'mince',
    slots: {
      mince: {
        kinds: ['ground-meat'],
        ids: ['mycoprotein-mince'],
        need: true,
        max: 1,
        grams: 'side',
        cut: false,
      },
      beans: { kinds: [], ids: ['baked-beans'], need: true, max: 1, grams: 150, cut: false },
      onion: { kinds: [], ids: ONIONS, max: 1, grams: 40, cut: 'chop finely' },
      sauce: { kinds: [], ids: ['worcestershire-sauce', 'hot-sauce', 'bbq-sauce'], max: 1, grams: 3 },
      spice: {
        kinds: [],
        ids: ['smoked-paprika', 'paprika', 'chili-powder'],
        max: 1,
        grams: 0.5,
        cut: false,
      },
      creamy: { kinds: [], ids: ['cream-cheese'], max: 1, grams: 20, cut: false },
      cheese: { kinds: [], ids: ['cheddar', 'monterey-jack'], max: 1, grams: 20 },
      bread: { kinds: [], ids: LOAVES, max: 1, count: 2 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Heat {oil 1 tbsp} in a large skillet over medium-high heat. [onion? Cook the {onion} until soft, 4 minutes. ]Add the {mince}[spice? with the {spice}] and a pinch of {salt} and cook, stirring and breaking up any clumps, until browned and cooked through, {min} minutes.',
        minutes: 8,
      },
      {
        tool: 'Stove',
        text: 'Stir in the {beans}[sauce? and a dash of the {sauce}] and simmer, stirring now and then, until bubbling and steaming all through, 4 minutes.[creamy? Take off the heat and stir in the {creamy} until it melts into the sauce.]',
        minutes: 4,
      },
      {
        tool: 'Stove',
        when: 'bread',
        alongside: true,
        text: 'Toast the {bread} in a dry skillet over medium heat until golden, about 2 minutes a side, and spread with {butter 1 tbsp}.',
        minutes: 4,
        scale: 0.2,
      },
      {
        tool: 'none',
        text: '[bread? Spoon over the toast][!bread? Spoon into warm bowls][cheese? , grate over the {cheese} so it melts in] and finish with {pepper}.',
        minutes: 1,
      },
    ],
    keep: 'Keep covered in the fridge; reheat in a pan, stirring, until bubbling and steaming all through.',
    remix: 'spoon leftovers over a jacket potato or into a toastie, reheated until steaming',
  },

  // ── Bean toastie (a toasted sandwich filled with baked beans) ─────────────────────────────
  {
    id: 'bean-toastie',
    examples: ['baked beans, bread, cheddar, butter', 'Heinz beans, Hovis bread, Philadelphia, Lurpak'],
    title: '[cheese? Cheese and ]Bean Toastie',
    course: 'main',
    family: 'sandwich',
    cuisine: 'european',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'beans',
    slots: {
      beans: { kinds: [], ids: ['baked-beans'], need: true, max: 1, grams: 170, cut: false },
      bread: { kinds: [], ids: LOAVES, need: true, max: 1, count: 2 },
      cheese: {
        kinds: [],
        ids: ['cheddar', 'monterey-jack', 'mozzarella', 'cream-cheese'],
        max: 1,
        grams: 40,
        cut: false,
      },
      sauce: { kinds: [], ids: ['worcestershire-sauce', 'hot-sauce'], max: 1, grams: 2 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Warm the {beans}[sauce? with a dash of the {sauce}] in a small saucepan over medium heat, stirring, until bubbling and steaming all through, 4 minutes; tip into a sieve for a moment so the thinnest sauce runs off and the toastie stays crisp.',
        minutes: 4,
      },
      {
        tool: 'Stove',
        text: 'Spread {butter 1 tbsp/serving} over one side of each slice of {bread}. Lay half the slices spread side down in a large skillet over medium heat, spoon on the hot beans[cheese? and dot or grate over the {cheese}], then close with the other slices, spread side up. Cook, pressing down with a spatula, until deep golden underneath, then turn and cook the second side, 3 minutes a side (6 minutes in all), in batches if needed.',
        minutes: 6,
        scale: 0.25,
      },
      {
        tool: 'none',
        text: 'Rest a minute (the beans are very hot), cut in half and eat straight away with {pepper}.',
        minutes: 1,
      },
    ],
    keep: 'Best eaten hot from the pan; keep leftover beans covered in the fridge and reheat until bubbling.',
    remix: 'spoon leftover beans over a jacket potato, reheated until bubbling',
  },

  // ── Fried rice from rice boiled for it ────────────────────────────────────────────────────
  // Leftover rice is core.ts's fried-rice; this card boils the rice, then spreads it out to dry.
  {
    id: 'fried-rice-fresh',
    examples: [
      'rice, eggs, soy sauce, spring onions, frozen peas',
      'jasmine rice, chicken thighs, eggs, carrot, garlic, soy sauce',
    ],
    title: '[protein? {Protein} ][!protein&egg? Egg ]Fried Rice',
    course: 'main',
    family: 'rice',
    cuisine: 'east-asian',
    flavour: ['savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'rice',
    needsOne: ['protein', 'egg'],
    slots: {
      rice: { kinds: ['rice'], need: true, max: 1, grams: 'main' },
      protein: {
        kinds: [
          'poultry-pieces',
          'meat-quick',
          'shellfish',
          'cooked-meat',
          'plant-protein',
          'sausage',
          'bacon',
        ],
        max: 1,
        grams: 'side',
        cut: 'cut into small pieces',
      },
      egg: { kinds: ['egg'], max: 1, count: 1.5 },
      veg: { kinds: ['veg-firm', 'greens'], max: 4, quick: 2, grams: 80, cut: 'cut into small dice' },
      aromatic: { kinds: ['aromatic'], max: 3, quick: 2, grams: 'side' },
      sauce: { kinds: ['asian-sauce'], max: 2, quick: 1, grams: 12 },
    },
    steps: [
      { use: 'starch', slot: 'rice' },
      { use: 'prep', alongside: true },
      {
        tool: 'none',
        text: 'Spread the hot {rice} out thinly on a large tray and leave it to steam off and cool, 10 minutes: drier, cooler grains fry separate instead of turning mushy.',
        minutes: 10,
      },
      {
        tool: 'Stove',
        when: 'protein',
        text: 'Heat {oil 1 tbsp} in a wok or large skillet over high heat. Stir-fry the {protein} until cooked through and browned, {min} minutes, then tip onto a plate.',
        minutes: { slot: 'protein', factor: 0.5, floor: 3 },
      },
      {
        tool: 'Stove',
        when: 'egg',
        text: '[!protein? Heat a wok or large skillet over high heat. ]Add {oil 1 tsp}, pour in the beaten {egg} and scramble until just set and no longer runny, 1–2 minutes; push to the side.',
        minutes: 2,
      },
      {
        tool: 'Stove',
        text: '[!protein&!egg? Heat a wok or large skillet over high heat. ]Add {oil 1 tbsp}[aromatic? and the {aromatic}][veg? , then the {veg}; stir-fry 3 minutes until just tender][!veg? and stir for 1 minute]. Add the {rice}, pressing it against the hot pan, and fry until every grain is hot and starting to crisp, 4 minutes[protein? , returning the {protein} to the pan]. [sauce? Season with the {sauce}.][!sauce? Season with {salt}.]',
        minutes: 7,
      },
    ],
    keep: 'Cool quickly and refrigerate within the hour; reheat in a hot pan, stirring, until steaming all through.',
    remix: 'pack leftovers into lettuce cups after reheating until steaming',
  },

  // ── Chicken livers on toast (a British supper, the Tuscan crostini's hot cousin) ──────────────
  // Livers seared hot in butter until no pink is left (74°C/165°F: never the rare-in-the-middle of a
  // restaurant), with softened onion and a splash of something sharp, piled on buttered toast.
  {
    id: 'livers-on-toast',
    examples: [
      'chicken livers, sourdough bread, butter, onion, thyme',
      'chicken livers, bread, shallot, balsamic vinegar, parsley',
      'beef liver, onion, bread, butter, sage',
    ],
    title: '{Livers} on Toast[onion? with {Onion}]',
    course: 'main',
    family: 'sandwich',
    cuisine: 'european',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'livers',
    slots: {
      livers: {
        kinds: [],
        ids: ['chicken-livers', 'beef-liver'],
        need: true,
        max: 1,
        grams: 'main',
        cut: 'trim off any sinew and green patches, pat dry and cut into even bite-size pieces',
      },
      onion: { kinds: [], ids: ONIONS, max: 1, grams: 60, cut: 'thinly slice' },
      herb: { kinds: [], ids: ['thyme', 'dried-thyme', 'sage', 'parsley', 'rosemary'], max: 1, grams: 2 },
      splash: { kinds: [], ids: ['balsamic-vinegar', 'red-wine', 'worcestershire-sauce'], max: 1, grams: 8 },
      bread: { kinds: [], ids: LOAVES, need: true, max: 1, count: 2 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        when: 'onion',
        text: 'Melt {butter 1 tbsp} in a large skillet over medium heat and cook the {onion} with a pinch of {salt}, stirring now and then, until soft and golden, 8 minutes. Tip onto a plate.',
        minutes: 8,
      },
      {
        tool: 'Stove',
        text: 'Turn the heat to high and melt {butter 1 tbsp} in the [!onion? large ]skillet. Add the {livers} in a single layer (in two batches if they would crowd) and season with {salt} and {pepper}[herb? , scattering over the {herb}]. Sear without moving for 2 minutes until well browned, then turn and cook until browned all over and cooked through with no pink left in the middle, 3–4 minutes more.[onion? Return the {onion} to the pan.][splash? Pour in the {splash} and let it bubble for 30 seconds, stirring, to make a glossy sauce.]',
        minutes: 6,
        scale: 0.1,
      },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Toast the {bread} in a second dry skillet over medium heat until golden, about 2 minutes a side, and spread with {butter 1 tbsp}.',
        minutes: 4,
        scale: 0.2,
      },
      {
        tool: 'none',
        text: 'Pile the {livers}[onion? and {onion}] onto the hot buttered toast and spoon over every drop of the pan juices.',
        minutes: 0,
      },
    ],
    keep: 'Best eaten straight away. Cool leftover livers quickly and refrigerate; eat within a day, reheated in a hot pan until steaming.',
    remix: 'chop leftover livers into a tomato pasta sauce, simmered until steaming hot',
  },

  // ── Burgers (the American classic: a griddled patty in a toasted bun) ─────────────────────
  // Mince shaped into patties (or ready-made patties), browned hard in a heavy pan and cooked through
  // with no pink left (ground meat is mixed all through: 71°C/160°F, 74°C/165°F for poultry), the
  // buns toasted in the same pan, built with what the cook has.
  {
    id: 'burgers',
    examples: [
      'ground beef, burger buns, cheddar, lettuce, tomato, onion, ketchup',
      'beef mince, brioche buns, american cheese, pickles, mustard, mayo',
      'ground turkey, burger buns, lettuce, tomato, red onion, mayonnaise',
      'beef burgers, burger buns, cheddar, lettuce, ketchup',
    ],
    title: '[mince? {Mince} ][cheese? Cheeseburgers][!cheese? Burgers]',
    course: 'main',
    family: 'sandwich',
    cuisine: 'american',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'mince',
    needsOne: ['mince', 'patties'],
    slots: {
      mince: {
        kinds: [],
        ids: ['ground-beef', 'ground-pork', 'ground-lamb', 'ground-turkey', 'ground-chicken', 'ground-veal'],
        max: 1,
        grams: 'main',
        cut: false,
      },
      patties: { kinds: [], ids: ['beef-burgers', 'bean-burgers'], max: 1, count: 1, cut: false },
      buns: { kinds: [], ids: ['burger-buns'], need: true, max: 1, count: 1, cut: false },
      cheese: { kinds: ['melting-cheese'], max: 1, grams: 20, cut: 'slice thinly' },
      leaf: { kinds: ['salad-leaf'], max: 1, grams: 15, cut: 'separate into leaves, washed and dried' },
      tomato: { kinds: [], ids: ['tomato'], max: 1, grams: 40, cut: 'slice into rounds' },
      onion: {
        kinds: [],
        ids: ['onion', 'red-onion', 'sweet-onion'],
        max: 1,
        grams: 20,
        cut: 'slice into thin rings',
      },
      pickle: { kinds: [], ids: ['pickles', 'pickled-jalapenos'], max: 1, grams: 15, cut: 'slice' },
      sauce: {
        kinds: [],
        ids: ['ketchup', 'mustard', 'mayonnaise', 'bbq-sauce'],
        max: 2,
        grams: 10,
        cut: false,
      },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Bowl',
        when: 'mince',
        text: 'Mix the {mince} gently with {salt} and {pepper} and shape into one patty per bun, about 2 cm (¾ in) thick and a little wider than the buns, pressing a shallow dip into the middle of each so they cook flat.',
        minutes: 4,
        scale: 0.1,
      },
      {
        tool: 'Stove',
        text: 'Heat {oil 1 tsp} in a large heavy skillet over medium-high heat. Cook [mince? the {mince} patties][mince&patties? and ][patties? the {patties}], in batches if needed and without pressing them, until well browned underneath, 4 minutes; turn[cheese? , lay the {cheese} on top] and cook until cooked through with no pink left in the middle, 4–5 minutes more[cheese? , covering the pan for the last minute so the cheese melts]. Lift onto a plate.',
        minutes: 9,
        scale: 0.15,
      },
      {
        tool: 'Stove',
        text: 'Split the {buns} and toast them cut side down in the hot pan until golden, 1–2 minutes.',
        minutes: 2,
        scale: 0.1,
      },
      {
        tool: 'none',
        text: '[sauce? Spread the {sauce} over the cut sides of the buns. ]Lay [leaf? the {leaf} and ]the [mince? {mince} ]patties on the bases[tomato? , top with the {tomato}][onion? and the {onion}][pickle? , add the {pickle}] and close with the tops.',
        minutes: 0,
      },
    ],
    keep: 'Best eaten straight away. Cool leftover patties quickly and refrigerate apart from the buns; reheat in a hot pan until steaming all through.',
    remix: 'crumble leftover patties into a pasta sauce or a chilli, reheated until steaming',
  },

  // ── Pork chops with apples (a farmhouse supper: apples and onions fried in the chops' pan) ──
  {
    id: 'pork-chops-apples',
    examples: [
      'pork chops, apples, onion, thyme, butter, potatoes',
      'pork chops, cooking apples, sage, apple juice, mustard',
      'pork chops, pears, red onion, rosemary, heavy cream',
    ],
    title: 'Pork Chops with [onion? Onions and ]Pan-Fried {Apple}',
    course: 'main',
    family: 'skillet',
    cuisine: 'european',
    flavour: ['savoury', 'sweet'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'pork',
    slots: {
      pork: {
        kinds: [],
        ids: ['pork-chop'],
        need: true,
        max: 1,
        grams: 'main',
        cut: 'pat dry',
      },
      apple: {
        kinds: [],
        ids: ['apple', 'cooking-apples', 'pear'],
        need: true,
        max: 1,
        grams: 90,
        cut: false,
      },
      onion: { kinds: [], ids: ['onion', 'red-onion', 'shallot'], max: 1, grams: 50, cut: 'thinly slice' },
      herb: { kinds: [], ids: ['thyme', 'dried-thyme', 'sage', 'dried-sage', 'rosemary'], max: 1, grams: 1 },
      liquid: { kinds: [], ids: ['apple-juice', 'chicken-stock'], max: 1, grams: 40, cut: false },
      mustard: { kinds: [], ids: ['mustard'], max: 1, grams: 4, cut: false },
      cream: { kinds: ['cream'], max: 1, grams: 25, cut: false },
      potato: { kinds: ['potato'], max: 1, grams: 200, cut: 'scrub and cut into 3 cm (1¼ in) chunks' },
    },
    steps: [
      {
        tool: 'Stove',
        when: 'potato',
        text: 'Put the {potato} in a saucepan, cover with cold water, add a good pinch of {salt} and bring to the boil, then simmer until tender to the point of a knife, {min} minutes. Drain and leave to steam dry in the pan.',
        minutes: { slot: 'potato', factor: 1, add: 5, floor: 15 },
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Season the {pork} with {salt} and {pepper}. Heat {oil 1 tbsp} in a large heavy skillet over medium-high heat and brown the {pork} well on both sides, then lower the heat a little and cook until cooked through, {min} minutes in all. Lift onto a warm plate. While they cook, quarter and core the {apple} and cut each quarter into 3 wedges.',
        minutes: { slot: 'pork', factor: 1, floor: 8 },
      },
      {
        tool: 'Stove',
        text: 'Melt {butter 1 tbsp} in the pan and add the {apple}[onion? and the {onion}][herb? with the {herb}]. Cook, turning now and then, until golden and just soft, 6 minutes.[liquid? Pour in the {liquid}, scrape up the browned bits and let it bubble for 2 minutes.][mustard? Stir in the {mustard}.][cream? Stir in the {cream} and bubble until glossy, 1 minute.] Return the {pork} and any juices to the pan to warm through, 1 minute.',
        minutes: 9,
      },
      {
        tool: 'none',
        text: 'Serve the {pork} with the {apple}[onion? and onions] and the pan juices spooned over[potato? , with the {potato} alongside].',
        minutes: 0,
      },
    ],
    keep: 'Cool quickly and refrigerate; reheat the pork gently in the pan juices, covered, until steaming all through.',
    remix:
      'slice leftover pork and apples into a sandwich with mustard, or chop them into a hash with the potatoes',
  },
];
