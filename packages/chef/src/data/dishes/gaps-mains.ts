import { BONE_IN_CHICKEN, CHICKEN_PIECES, RICE, RUB_SPICES } from './roasts-curries-skillets.ts';
import type { Dish } from './types.ts';

/** Dishes written for the review corpus pantries the cookbook could not yet cook well (issue 12). */
export const GAPS_MAINS_DISHES: readonly Dish[] = [
  // ── Air-fryer chicken with sweet potato mash ───────────────────────────────────────────────
  // One basket: the chicken first, the sweet potato cubes in around it for the last 15 minutes until
  // soft enough to mash, then the greens crisped on their own while the mash is made.
  {
    id: 'air-fryer-chicken-mash',
    examples: [
      'chicken drumsticks, sweet potatoes, broccoli, paprika, garlic powder',
      'bone-in chicken thighs, butternut squash, green beans, garlic, smoked paprika, lime, parsley',
      'chicken breast, sweet potato, brussels sprouts, cajun seasoning, lemon',
    ],
    title: '[spice? Spiced ]{Chicken} with {Root} Mash[veg? and Crispy {Veg}]',
    course: 'main',
    family: 'roast',
    cuisine: 'american',
    flavour: ['savoury', 'smoky'],
    equipment: ['Air Fryer'],
    skill: 'beginner',
    centre: 'chicken',
    slots: {
      chicken: {
        kinds: [],
        ids: [...BONE_IN_CHICKEN, ...CHICKEN_PIECES],
        need: true,
        max: 1,
        grams: 'main',
        cut: 'pat dry with paper towels',
      },
      root: {
        kinds: [],
        ids: ['sweet-potato', 'butternut-squash', 'pumpkin'],
        need: true,
        max: 1,
        grams: 180,
        cut: 'cut into 2 cm (¾ in) cubes',
      },
      veg: {
        kinds: [],
        ids: ['broccoli', 'green-beans', 'brussels-sprouts', 'asparagus', 'cauliflower', 'romanesco'],
        max: 1,
        grams: 100,
      },
      garlic: { kinds: [], ids: ['garlic'], max: 1, grams: 'side', cut: 'leave the cloves whole, skin on' },
      spice: { kinds: [], ids: RUB_SPICES, max: 2, quick: 1, grams: 1.5 },
      citrus: { kinds: [], ids: ['lime', 'lemon'], max: 1, grams: 10 },
      herb: { kinds: [], ids: ['parsley', 'cilantro', 'chives', 'scallion'], max: 1, grams: 3 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Air Fryer',
        text: 'Heat the air fryer to 200°C/400°F. Toss the {chicken} with {oil 1 tbsp}[spice? , the {spice}], {salt} and {pepper} and lay {it:chicken} in the basket in a single layer (skin side up, if there is skin; for more than four, use both drawers or cook in two batches). Air-fry until crisp and cooked through, {min} minutes, turning halfway. Toss the {root} with {oil 1 tsp} and a pinch of {salt} and tip {it:root} in around the chicken[garlic? with the {garlic}] for the last 15 minutes, until soft enough to crush with a fork.',
        minutes: { slot: 'chicken', factor: 0.75, floor: 18 },
        scale: 0.03,
      },
      {
        tool: 'Air Fryer',
        when: 'veg',
        text: 'Lift the chicken onto a plate and cover loosely with foil to rest; tip the {root} into a bowl. Toss the {veg} with {oil 1 tsp} and a pinch of {salt}, spread in the basket and air-fry until tender and crisp at the edges, 5 minutes.',
        minutes: 5,
      },
      {
        tool: 'Masher',
        when: 'veg',
        alongside: true,
        text: '[garlic? Squeeze the soft {garlic} out of the skins onto the {root}. ]Mash the {root} until smooth with {butter 1 tbsp}[spice? and a pinch more of the {spice}], then season with {salt}[citrus? , {pepper} and a squeeze of {citrus}][!citrus? and {pepper}].',
        minutes: 3,
      },
      {
        tool: 'Masher',
        when: '!veg',
        text: 'Lift the chicken onto a plate and cover loosely with foil to rest; tip the {root} into a bowl. [garlic? Squeeze the soft {garlic} out of the skins onto the {root}. ]Mash the {root} until smooth with {butter 1 tbsp}[spice? and a pinch more of the {spice}], then season with {salt}[citrus? , {pepper} and a squeeze of {citrus}][!citrus? and {pepper}].',
        minutes: 3,
      },
      {
        tool: 'none',
        text: 'Spoon the mash onto warm plates and set the {chicken} on top[veg? with the {veg} alongside][herb? , scattered with the {herb}][citrus? and {citrus} wedges for squeezing].',
        minutes: 0,
      },
    ],
    keep: 'Chill the chicken and the mash apart; reheat the chicken in the air fryer at 180°C/350°F until piping hot and crisp again, and the mash in a small heatproof dish covered with foil beside it, stirring once, until steaming.',
    remix:
      'pull the meat off the bone, fold it into the leftover mash and shape into patties, air-fried until crisp and piping hot',
  },
  // ── Chow mein ──────────────────────────────────────────────────────────────────────────────
  // Not lo mein: the vegetables blanch with the noodles, then everything is fried hard in the wok
  // until some strands turn crisp. The protein is stir-fried while the noodle water heats.
  {
    id: 'chow-mein',
    examples: [
      'egg noodles, chicken breast, broccoli, red pepper, soy sauce, garlic, ginger',
      'ramen noodles, firm tofu, bok choy, carrots, bean sprouts, soy sauce, sesame oil, scallions',
      'egg noodles, beef sirloin, cabbage, snow peas, oyster sauce, soy sauce, garlic',
    ],
    title: '[protein? {Protein} ]Chow Mein',
    course: 'main',
    family: 'noodles',
    cuisine: 'east-asian',
    flavour: ['savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'noodles',
    slots: {
      noodles: { kinds: [], ids: ['egg-noodles', 'ramen-noodles'], need: true, max: 1, grams: 'main' },
      protein: {
        kinds: ['poultry-pieces', 'meat-quick', 'shellfish', 'plant-protein'],
        max: 1,
        grams: 'side',
        cut: 'pat dry and cut into thin bite-size strips',
      },
      veg: {
        kinds: [],
        ids: [
          'broccoli',
          'chinese-broccoli',
          'bell-pepper',
          'carrot',
          'snow-peas',
          'green-beans',
          'bok-choy',
          'choy-sum',
          'cabbage',
          'napa-cabbage',
          'bean-sprouts',
        ],
        need: true,
        max: 3,
        quick: 2,
        grams: 110,
      },
      aromatic: { kinds: [], ids: ['garlic', 'ginger'], max: 2, grams: 5 },
      // Chow mein is seasoned in the wok: no soy or other sauce, no chow mein.
      sauce: { kinds: ['asian-sauce'], need: true, max: 2, quick: 1, grams: 15 },
      finish: { kinds: [], ids: ['sesame-oil', 'sesame-seeds', 'scallion'], max: 2, quick: 1, grams: 3 },
    },
    steps: [
      { use: 'starch', slot: 'noodles' },
      { use: 'prep', alongside: true },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Drop the {veg} into the noodle pot for the last 2 minutes and drain {it:veg} with the noodles, shaking off as much water as you can.',
        minutes: 0,
      },
      {
        tool: 'Stove',
        when: 'protein',
        alongside: true,
        text: 'Heat {oil 1 tbsp} in a wok or your largest skillet over high heat until it shimmers. Stir-fry the {protein} until cooked through and golden at the edges, {min} minutes, then tip onto a plate.',
        minutes: { slot: 'protein', factor: 0.4, floor: 3 },
      },
      {
        tool: 'Stove',
        text: '[protein? Add {oil 1 tbsp} to the wok][!protein? Heat {oil 1 tbsp} in a wok or your largest skillet over high heat][aromatic? and stir-fry the {aromatic} for 30 seconds]. Tip in the drained {noodles} with the {veg}, spread them out and leave undisturbed until the noodles crisp underneath, 1 minute, then toss and keep frying until some strands turn golden and crunchy, 2 minutes more. [protein? Add everything from the plate and ]pour in the {sauce} mixed with {water 30 ml} and toss until glossy and hot, 1 minute.',
        minutes: 4,
      },
      {
        tool: 'none',
        text: 'Pile onto warm plates[finish? and finish with the {finish}].',
        minutes: 0,
      },
    ],
    keep: 'Reheat in a very hot wok or frying pan, tossing, until steaming; the crisp edges soften in the fridge.',
    remix:
      'stir leftovers into hot broth for a noodle soup, or fold into an omelette, reheated until steaming',
  },
  // ── Ginger-garlic seared chicken ───────────────────────────────────────────────────────────
  // Boneless chicken seared whole (no knife work on raw meat, so the rest is cut while it browns),
  // then the greens steam-fry in the same pan with the garlic and ginger.
  {
    id: 'ginger-garlic-chicken',
    examples: [
      'chicken thighs, broccoli, garlic, ginger',
      'chicken breast, green beans, bok choy, garlic, ginger, soy sauce, lime, scallions',
      'boneless chicken thighs, asparagus, ginger, tamari, chili flakes, sesame seeds',
    ],
    title:
      '[garlic&ginger? Ginger-Garlic ][garlic&!ginger? Garlic ][!garlic&ginger? Ginger ]{Chicken} with {Veg}',
    course: 'main',
    family: 'skillet',
    cuisine: 'east-asian',
    flavour: ['savoury', 'fresh'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'chicken',
    needsOne: ['garlic', 'ginger'],
    slots: {
      chicken: { kinds: [], ids: CHICKEN_PIECES, need: true, max: 1, grams: 'main', cut: false },
      veg: {
        kinds: [],
        ids: [
          'broccoli',
          'chinese-broccoli',
          'green-beans',
          'bok-choy',
          'choy-sum',
          'bell-pepper',
          'zucchini',
          'asparagus',
          'mushroom',
        ],
        need: true,
        max: 2,
        quick: 1,
        grams: 150,
      },
      garlic: { kinds: [], ids: ['garlic'], max: 1, grams: 'side' },
      ginger: { kinds: [], ids: ['ginger'], max: 1, grams: 'side' },
      sauce: { kinds: [], ids: ['soy-sauce', 'tamari', 'coconut-aminos', 'fish-sauce'], max: 1, grams: 8 },
      chili: { kinds: [], ids: ['chili-pepper', 'chili-flakes'], max: 1, grams: 1 },
      acid: { kinds: [], ids: ['lime', 'lemon', 'rice-vinegar'], max: 1, grams: 5 },
      top: { kinds: [], ids: ['scallion', 'cilantro', 'sesame-seeds'], max: 1, grams: 3 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Pat the {chicken} dry with paper towels (halve any thick pieces horizontally so they cook evenly), season all over with {salt} and {pepper}, then wash your hands, and anything the raw chicken touched, in hot soapy water. Heat {oil 1 tbsp} in your largest skillet over medium-high heat, lay the {chicken} in smooth side down and leave undisturbed until deeply golden, then turn and cook until cooked through, {min} minutes in all. Lift onto a board and rest, loosely covered with foil.',
        minutes: { slot: 'chicken', factor: 0.65, floor: 8 },
      },
      // The knife work is written here rather than as the chef's prep step: the raw chicken is already
      // in the pan, so only produce is cut, on a clean board, while it browns.
      {
        tool: 'Knife',
        alongside: true,
        text: 'Trim the {veg} and cut into bite-size pieces[garlic? , peel and mince the {garlic}][ginger? and peel and grate the {ginger}].',
        minutes: 5,
        scale: 0.1,
      },
      {
        tool: 'Stove',
        text: 'Pour off all but a spoonful of fat from the skillet[garlic|ginger? and stir in the][garlic? {garlic}][garlic&ginger? and][ginger? {ginger}][chili? with the {chili}][garlic|ginger? for 30 seconds]. Add the {veg}, {water 50 ml} and a pinch of {salt}, cover and steam 2 minutes, then uncover and stir-fry until crisp-tender and the water has gone, 2 minutes more.[sauce? Stir in the {sauce}.][acid? Squeeze over the {acid}.]',
        minutes: 5,
      },
      {
        tool: 'none',
        text: 'Slice the chicken and lay it over the {veg}, with the juices from the board spooned over[top? and the {top} scattered on top].',
        minutes: 0,
      },
    ],
    keep: 'Chill the chicken and vegetables together; reheat in a covered pan with a splash of water until piping hot.',
    remix: 'slice leftovers into a lettuce wrap or toss through hot noodles, reheated until steaming',
  },

  // ── Seared chicken with cauliflower mash ───────────────────────────────────────────────────
  // A low-carb plate: the cauliflower simmers soft while the chicken sears, then is mashed; the
  // pan is deglazed with ginger for a few spoonfuls of juices.
  {
    id: 'chicken-cauliflower-mash',
    examples: [
      'cauliflower rice, chicken thighs, broccoli, garlic, ginger',
      'chicken breast, cauliflower, green beans, garlic, parmesan, lemon, chives',
      'chicken thighs, cauliflower, kale, cream cheese, thyme',
    ],
    title: 'Seared {Chicken} with Cauliflower Mash[veg? and {Veg}]',
    course: 'main',
    family: 'skillet',
    cuisine: 'any',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'chicken',
    slots: {
      chicken: { kinds: [], ids: CHICKEN_PIECES, need: true, max: 1, grams: 'main', cut: false },
      cauli: { kinds: [], ids: ['cauliflower'], need: true, max: 1, grams: 220 },
      veg: {
        kinds: [],
        ids: ['broccoli', 'green-beans', 'asparagus', 'kale', 'bok-choy'],
        max: 1,
        grams: 90,
      },
      garlic: { kinds: [], ids: ['garlic'], max: 1, grams: 'side' },
      ginger: { kinds: [], ids: ['ginger'], max: 1, grams: 'side' },
      cheese: { kinds: [], ids: ['parmesan', 'cream-cheese', 'cheddar'], max: 1, grams: 15 },
      herb: { kinds: [], ids: ['thyme', 'rosemary', 'sage'], max: 1, grams: 1, cut: false },
      acid: { kinds: [], ids: ['lemon', 'lime'], max: 1, grams: 5 },
      top: { kinds: [], ids: ['chives', 'parsley', 'scallion'], max: 1, grams: 3 },
    },
    steps: [
      {
        tool: 'Stove',
        text: 'Dry the {chicken} well with paper towels and season with {salt} and {pepper}; wash your hands, and anything the raw chicken touched, in hot soapy water. Heat {oil 1 tbsp} in a large skillet over medium-high heat and sear the {chicken}[herb? with the {herb}], smooth side down first, until golden on both sides and cooked through, {min} minutes in all. Move to a warm plate and cover loosely with foil.',
        minutes: { slot: 'chicken', factor: 0.65, floor: 8 },
      },
      {
        tool: 'Knife',
        alongside: true,
        text: 'Cut the {cauli} into small florets (if it came riced, use it as it is)[veg? , trim the {veg} and cut into bite-size pieces][garlic? , peel the {garlic}][ginger? and peel and grate the {ginger}].',
        minutes: 5,
        scale: 0.1,
      },
      {
        tool: 'Stove',
        alongside: true,
        text: 'Put the {cauli}[garlic? and the {garlic}] in a saucepan with {water 200 ml} and a pinch of {salt}, cover, bring to the boil and cook until very soft, 10 minutes[veg? , laying the {veg} on top for the last 4 minutes to steam].',
        minutes: 10,
      },
      {
        tool: 'Stove',
        text: '[veg? Lift out the {veg}. ]Drain the {cauli} well, return {it:cauli} to the warm pan and mash until smooth with {butter 1 tbsp}[cheese? and the {cheese}], then season with {salt} and {pepper}. Set the skillet back over medium heat[ginger? , stir in the {ginger} for 30 seconds], pour in {water 60 ml} and bubble 1 minute, scraping up the browned bits, for a few spoonfuls of pan juices[acid? sharpened with a squeeze of {acid}].',
        minutes: 3,
      },
      {
        tool: 'none',
        text: 'Spoon the mash onto warm plates, slice the chicken over it[veg? with the {veg} alongside] and pour over the pan juices[top? . Scatter with the {top}].',
        minutes: 0,
      },
    ],
    keep: 'Chill the chicken and the mash apart; reheat the mash in a covered pan, stirring, and the chicken in its juices until both are piping hot.',
    remix:
      'slice leftover chicken into a soup, or bake the mash under grated cheese until bubbling and piping hot',
  },
  // ── Home-style tofu (jia chang doufu) ──────────────────────────────────────────────────────
  // The Sichuan home cook's other tofu dish: slices fried golden on both sides, then braised briefly
  // with pork and chili bean paste until the sauce clings. Rice is cooked alongside when it fits.
  {
    id: 'home-style-tofu',
    examples: [
      'firm tofu, pork mince, doubanjiang, garlic, ginger, spring onion, rice',
      'tofu, ground beef, black bean sauce, soy sauce, garlic, bell pepper, scallions',
      'tofu, leek, chili crisp, soy sauce, ginger, jasmine rice',
    ],
    title: 'Home-Style Tofu[meat? with {Meat}]',
    course: 'main',
    family: 'stir-fry',
    cuisine: 'east-asian',
    flavour: ['savoury', 'spicy'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'tofu',
    needsOne: ['paste', 'sauce'],
    slots: {
      tofu: {
        kinds: [],
        ids: ['tofu'],
        need: true,
        max: 1,
        grams: 150,
        cut: 'pat dry and cut into slices 1 cm (½ in) thick and about 5 cm (2 in) across',
      },
      meat: {
        kinds: [],
        ids: ['ground-pork', 'ground-beef', 'ground-chicken', 'ground-turkey'],
        max: 1,
        grams: 60,
      },
      veg: {
        kinds: [],
        ids: ['bell-pepper', 'leek', 'mushroom', 'shiitake', 'bok-choy', 'snow-peas'],
        max: 2,
        quick: 1,
        grams: 60,
        cut: 'cut into bite-size pieces',
      },
      paste: {
        kinds: [],
        ids: ['doubanjiang', 'black-bean-sauce', 'chili-crisp'],
        max: 1,
        grams: 10,
      },
      aromatic: { kinds: [], ids: ['garlic', 'ginger'], max: 2, grams: 'side' },
      sauce: { kinds: [], ids: ['soy-sauce', 'tamari', 'hoisin-sauce'], max: 1, grams: 6 },
      scallion: { kinds: [], ids: ['scallion'], max: 1, grams: 8 },
      rice: { kinds: ['rice'], ids: RICE, max: 1, grams: 'side' },
    },
    steps: [
      { use: 'starch', slot: 'rice' },
      { use: 'prep', alongside: true },
      {
        tool: 'Stove',
        text: 'Heat {oil 2 tbsp} in a large non-stick skillet or wok over medium-high heat and fry the {tofu} slices in a single layer until golden and crisp on both sides, 6 minutes, turning once; lift onto a plate. [meat? Add the {meat} and fry, breaking it up, until browned and cooked through, 4 minutes. ][paste|aromatic|scallion? Turn the heat to medium, add][paste? the {paste}][paste&aromatic? , ][aromatic? the {aromatic}][paste&scallion|aromatic&scallion? and][scallion? the white parts of the {scallion}][paste|aromatic|scallion? and stir until fragrant, 1 minute. ][veg? Add the {veg} and stir-fry 2 minutes. ]Return the tofu, pour in [sauce? the {sauce} and ]{water 40 ml/serving} and simmer, turning the slices gently, until the sauce thickens and clings, 3 minutes.',
        minutes: 14,
      },
      {
        tool: 'none',
        text: '[scallion? Scatter with the green parts of the {scallion} and serve][!scallion? Serve straight from the pan][rice? with the {rice}].',
        minutes: 0,
      },
    ],
    keep: 'Reheat gently in a covered pan with a splash of water, turning the tofu, until steaming.',
    remix: 'chop leftovers into fried rice or spoon over noodles, reheated until steaming',
  },

  // ── Pork and tofu soup ─────────────────────────────────────────────────────────────────────
  // A Chinese home-style soup for a weeknight: minced pork and ginger simmered into a quick broth,
  // soft cubes of tofu and greens added at the end.
  {
    id: 'pork-tofu-soup',
    examples: [
      'firm tofu, pork mince, doubanjiang, garlic, ginger, spring onion',
      'silken tofu, ground chicken, chicken stock, bok choy, ginger, soy sauce, scallions, white pepper',
      'tofu, napa cabbage, vegetable stock, garlic, ginger, soy sauce, sesame oil',
    ],
    title: '[meat? {Meat} and ]Tofu Soup with Ginger[greens? and {Greens}]',
    course: 'main',
    family: 'soup',
    cuisine: 'east-asian',
    flavour: ['savoury', 'fresh'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'tofu',
    slots: {
      tofu: {
        kinds: [],
        ids: ['tofu', 'silken-tofu'],
        need: true,
        max: 1,
        grams: 150,
        cut: 'cut into 2 cm (¾ in) cubes',
      },
      meat: {
        kinds: [],
        ids: ['ground-pork', 'ground-chicken', 'ground-turkey', 'ground-beef'],
        max: 1,
        grams: 60,
      },
      ginger: {
        kinds: [],
        ids: ['ginger'],
        need: true,
        max: 1,
        grams: 'side',
        cut: 'peel and cut into fine matchsticks',
      },
      garlic: { kinds: [], ids: ['garlic'], max: 1, grams: 'side' },
      paste: { kinds: [], ids: ['doubanjiang', 'chili-crisp'], max: 1, grams: 6 },
      stock: { kinds: [], ids: ['chicken-stock', 'vegetable-stock'], max: 1, grams: 350 },
      sauce: { kinds: [], ids: ['soy-sauce', 'tamari', 'fish-sauce'], max: 1, grams: 8 },
      greens: {
        kinds: [],
        ids: ['bok-choy', 'napa-cabbage', 'spinach', 'choy-sum', 'watercress'],
        max: 1,
        grams: 60,
        cut: 'cut into bite-size pieces',
      },
      scallion: { kinds: [], ids: ['scallion'], max: 1, grams: 6 },
      finish: { kinds: [], ids: ['white-pepper', 'sesame-oil'], max: 1, grams: 1 },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Warm {oil 1 tbsp} in a large saucepan over medium-high heat. [meat? Fry the {meat}, breaking it up finely, until no pink remains, 3 minutes. ]Add the {ginger}[garlic? and the {garlic}][paste? with the {paste}][scallion? and the white parts of the {scallion}] and stir until fragrant, 1 minute. Pour in [stock? the {stock}][!stock? {water 350 ml/serving}][sauce? with the {sauce}], bring to the boil and simmer 5 minutes so the ginger flavours the pot.',
        minutes: 9,
      },
      {
        tool: 'Stove',
        text: 'Slide in the {tofu}[greens? and the {greens}] and simmer gently, without stirring hard so the cubes keep their shape, until everything is piping hot, 4 minutes. Season with {salt} to taste.',
        minutes: 4,
      },
      {
        tool: 'none',
        text: 'Ladle into deep bowls[scallion? and scatter with the green parts of the {scallion}][finish? ; finish each with a little {finish}].',
        minutes: 0,
      },
    ],
    keep: 'Cool and chill the soup; bring it back to a full boil before serving.',
    remix: 'simmer noodles in the leftover soup until tender and everything is piping hot',
  },
];
