import { BRUNCH_MORE_DISHES } from './brunch-more.ts';
import { GAPS_LEGUMES_DISHES } from './gaps-legumes.ts';
import { GENERIC_DISHES } from './generic.ts';
import { PASTA_SALAD_MORE_DISHES } from './pasta-salad-more.ts';
import { SOUPS_CURRIES_MORE_DISHES } from './soups-curries-more.ts';
import type { Dish, Slot } from './types.ts';
import { WORLD_MORE_DISHES } from './world-more.ts';

// The same dishes in an ordinary kitchen (decision 126). A cook who ticks no equipment has an oven, a
// stove and a microwave; the air-fryer cards of the cookbook are theirs too, made the way a cook without
// an air fryer makes them: a hot oven (200–220°C, a little longer than the basket, the heat-up counted),
// the broiler for a fish fillet in a hurry, a dry skillet for charred corn. Each card takes the foods of
// its air-fryer twin (the same slots); only the method, the title and the keeping are its own.

const slotsOf = (dishes: readonly Dish[], id: string): Dish['slots'] => {
  const dish = dishes.find((d) => d.id === id);
  if (!dish) throw new Error(`ordinary-kitchen: no dish ${id}`);
  return dish.slots;
};

const roastVeg = slotsOf(GENERIC_DISHES, 'air-fryer-vegetables');

export const ORDINARY_KITCHEN_DISHES: Dish[] = [
  // ── Oven-roasted vegetables (air-fryer-vegetables in the oven) ─────────────────────────────
  {
    id: 'oven-roast-vegetables',
    standsIn: 'air-fryer-vegetables',
    examples: [
      'cauliflower, canned chickpeas, paneer, red onion, cumin, tahini, lemon, parsley',
      'potatoes, broccoli, cheddar, bacon, sour cream, chives',
      'zucchini, eggplant, halloumi, cherry tomatoes, oregano, honey',
    ],
    title:
      'Hot-Oven {Veg}[more? and {More}][top? with {Top}][!top&cheese? with {Cheese}][!top&!cheese&beans? with {Beans}]',
    course: 'main',
    family: 'roast',
    cuisine: 'any',
    flavour: ['savoury'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'veg',
    needsOne: ['top', 'beans', 'cheese'],
    slots: {
      ...roastVeg,
      // A tray of tomatoes is a side, not the centre of a plate: they roast beside the main vegetable.
      veg: { ...roastVeg.veg, ids: roastVeg.veg?.ids?.filter((id) => !id.includes('tomato')) } as Slot,
    },
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 220°C/425°F (200°C/400°F fan) with a large baking tray on the middle shelf.',
        minutes: 10,
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'Toss the {veg}[onion? and {onion}][beans? with the drained {beans}] in a large bowl with {oil 1 tbsp}, a good pinch of {salt} and {pepper}[spice? and the {spice}].[more? Toss the {more} in the same bowl with {oil 1 tsp} and a pinch of {salt}, and set aside.]',
        minutes: 2,
      },
      {
        tool: 'Oven',
        text: 'Tip the {veg} onto the hot tray in a single layer with space between the pieces (use two trays rather than crowd them) and roast, turning once halfway, until tender inside and browned at the edges, {min} minutes[more? ; add the {more} to the tray for the last 10 minutes].',
        minutes: { slot: 'veg', factor: 0.9, add: 5, floor: 12 },
        scale: 0.1,
      },
      {
        tool: 'Oven',
        when: 'top|cheese',
        text: '[top? Toss the {top} with {oil 1 tsp}, add to the tray and roast until crisp at the edges and hot through, 6 minutes.][!top&cheese? Scatter the {cheese} over the tray and return it to the oven until melted, 3 minutes.]',
        minutes: 6,
      },
      {
        tool: 'none',
        text: 'Pile onto plates[top&cheese? , scatter over the {cheese}][drizzle? , spoon over the {drizzle}][acid? , squeeze over the {acid}][nuts? , sprinkle with the {nuts}][herb? and finish with the {herb}].',
        minutes: 0,
      },
    ],
    keep: 'Reheat on a tray in a hot oven until hot and crisp again; the microwave makes them soft.',
    remix: 'fold leftovers into an omelette or a wrap, or blitz into a soup, reheated until steaming',
  },

  // ── Broiled fish (air-fryer-fish under the broiler) ────────────────────────────────────────
  {
    id: 'broiled-fish',
    standsIn: 'air-fryer-fish',
    examples: [
      'salmon, teriyaki sauce, broccoli, sesame seeds, scallions',
      'salmon fillets, pesto, cherry tomatoes, lemon, basil',
    ],
    title: 'Broiled {Fish}[crust? with a Crisp Crust][!crust&veg? with {Veg}]',
    course: 'main',
    family: 'roast',
    cuisine: 'any',
    flavour: ['savoury', 'fresh'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'fish',
    // Potatoes take longer than a fillet under the broiler: this card is the quick one, without them.
    slots: (({ potato: _potato, ...rest }) => rest)(slotsOf(WORLD_MORE_DISHES, 'air-fryer-fish')),
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the broiler (the oven grill) to high with a shelf about 10 cm (4 in) below it, and line a baking tray with foil.',
        minutes: 4,
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'Rub the {fish} with {oil 1 tbsp}, {salt}[spice? , the {spice}][garlic? , the {garlic}][citrus? , the grated zest of the {citrus}] and {pepper}. [glaze? Brush the tops with the {glaze}.] [crust? Press the {crust} onto the tops in an even layer.]',
        minutes: 2,
      },
      {
        tool: 'Oven',
        text: 'Lay the {fish} on the tray skin side down, not touching[veg? , with the {veg}, tossed with a little oil and salt, around {it:fish}], and broil without turning until the top is browned in spots and the fish is opaque and flakes easily, {min} minutes; if the top colours too fast, move the tray a shelf lower.',
        minutes: { slot: 'fish', factor: 0.8, floor: 7 },
        scale: 0.05,
      },
      {
        tool: 'none',
        text: 'Serve the {fish}[briny? , scattered with the {briny}][seeds? and the {seeds}][herb? , with the {herb} over the top][citrus? and {citrus} wedges for squeezing].',
        minutes: 0,
      },
    ],
    keep: 'Best eaten straight away; warm leftovers in a low oven until steaming, or flake cold into a salad.',
    remix: 'flake leftover fish into fishcakes, tacos or a rice bowl',
  },

  // ── Tray-baked plate (air-fryer-plate in the oven) ─────────────────────────────────────────
  {
    id: 'oven-tray-plate',
    standsIn: 'air-fryer-plate',
    examples: [
      'chicken wings, potatoes, broccoli, garlic powder, hot sauce, ranch dressing',
      'pork chops, brussels sprouts, carrots, mustard, thyme',
      'italian sausages, cavolo nero, garlic, parmesan',
    ],
    title: 'Hot-Tray [protein? {Protein}][!protein? {Ready}][roots? with {Roots}][!roots&veg? with {Veg}]',
    course: 'main',
    family: 'roast',
    cuisine: 'any',
    flavour: ['savoury'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'protein',
    needsOne: ['protein', 'ready'],
    slots: slotsOf(GENERIC_DISHES, 'air-fryer-plate'),
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 220°C/425°F (200°C/400°F fan) with a large baking tray on the middle shelf.',
        minutes: 10,
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Oven',
        when: 'roots',
        text: 'Toss the {roots} with {oil 1 tbsp} and a pinch of {salt}, tip onto the hot tray in a single layer and roast, turning once, until they start to colour, {min} minutes.',
        minutes: { slot: 'roots', factor: 0.5, floor: 10 },
        scale: 0.1,
      },
      {
        tool: 'Oven',
        text: '[protein? Rub the {protein} with {oil 1 tbsp}, {salt} and {pepper}. ][protein&spice? Sprinkle over the {spice}. ][protein? Lay {it:protein} on the hot tray, not touching, and roast, turning halfway, until golden and cooked through, {min} minutes.][!protein? Toss the {ready} with {oil 1 tsp}. ][!protein&spice? Sprinkle over the {spice}. ][!protein? Spread {it:ready} on the hot tray and roast until crisp at the edges and hot through, {min} minutes.][veg? Toss the {veg} with {oil 1 tsp} and a pinch of {salt} and add {it:veg} to the tray for the last 10 minutes.]',
        minutes: { slot: 'protein', factor: 1, add: 2, floor: 10 },
        scale: 0.1,
      },
      {
        tool: 'Oven',
        when: 'glaze|ready&protein|side',
        text: '[glaze&protein? Brush the {glaze} over the {protein} and roast 3 minutes more until sticky. ][glaze&!protein? Brush the {glaze} over the {ready} and roast 3 minutes more until sticky. ][protein&ready? Add the {ready} for the last 3 minutes to heat through. ][side? Warm the {side} on the tray for the last minute.]',
        minutes: 3,
      },
      {
        tool: 'none',
        text: 'Serve[protein? the {protein}][!protein? the {ready}][roots? with the {roots}][roots&veg? and {veg}][!roots&veg? with the {veg}][side? and the {side}][dip? , the {dip} on the side for dipping][seeds? , sprinkled with the {seeds}][herb? , scattered with the {herb}][citrus? , with {citrus} wedges for squeezing].',
        minutes: 0,
      },
    ],
    keep: 'Reheat on a tray in a hot oven until piping hot and crisp again; the microwave makes it soft.',
    remix: 'slice leftovers into a wrap or over a salad, crisped again until steaming',
  },

  // ── One-tray chicken dinner (air-fryer-chicken-dinner in the oven) ─────────────────────────
  {
    id: 'oven-chicken-dinner',
    standsIn: 'air-fryer-chicken-dinner',
    examples: [
      'chicken drumsticks, paprika, garlic powder, sweet potatoes, broccoli',
      'chicken thighs, potatoes, green beans, dried oregano, lemon, garlic',
      'chicken breast, carrots, cucumber, lime',
    ],
    title: 'One-Tray {Chicken} and {Root} Dinner',
    course: 'main',
    family: 'roast',
    cuisine: 'american',
    flavour: ['savoury', 'smoky'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'chicken',
    slots: slotsOf(WORLD_MORE_DISHES, 'air-fryer-chicken-dinner'),
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 220°C/425°F (200°C/400°F fan) with a large baking tray on the middle shelf.',
        minutes: 10,
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Oven',
        text: 'In a large bowl, toss the {chicken} with {oil 1 tbsp}[aromatic? , the {aromatic}][spice? , the {spice}], {salt} and {pepper}, lift {it:chicken} out and toss the {root} in the oil and spices left in the bowl. Spread the {root} and the {chicken} (skin side up, if there is skin) on the hot tray in one layer, not crowded (two trays for a crowd), and roast until the chicken is golden and cooked through and the {root} tender, {min} minutes[veg? ; add the {veg}, tossed with a little oil and salt, for the last 10 minutes].',
        minutes: { slot: 'chicken', factor: 0.9, add: 2, floor: 18 },
        scale: 0.03,
      },
      {
        tool: 'none',
        text: 'Serve straight from the tray[citrus? with {citrus} wedges for squeezing][dip? , with the {dip} on the side][herb? , scattered with the {herb}].',
        minutes: 0,
      },
    ],
    keep: 'Reheat on a tray in a hot oven until piping hot and crisp again.',
    remix:
      'pull the meat off the bone and pile onto a salad or into wraps with the potatoes, reheated until steaming',
  },

  // ── Skillet esquites (the street-cart way: the corn charred in a dry pan) ──────────────────
  {
    id: 'skillet-esquites',
    standsIn: 'esquites',
    examples: [
      '4 corn on the cob, mayo, cotija, chili powder, lime, cilantro',
      'frozen corn, sour cream, feta, jalapeno, scallions, lime, smoked paprika',
    ],
    title: 'Skillet Esquites (Charred Corn Salad)',
    course: 'main',
    family: 'salad',
    cuisine: 'mexican',
    flavour: ['smoky', 'tangy', 'spicy'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'corn',
    slots: slotsOf(PASTA_SALAD_MORE_DISHES, 'esquites'),
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: '[whole-corn? Stand each cob upright on a board and slice down the sides to free the kernels. ]Heat a large dry skillet (cast iron if you have one) over high heat until very hot. Add {oil 1 tbsp} and the {corn} kernels with a pinch of {salt}, spread them out and leave them alone for 2 minutes so they char, then stir and repeat until charred in spots and tender, {min} minutes in all (in two batches if they do not fit in one layer).',
        minutes: 10,
        scale: 0.1,
      },
      {
        tool: 'Bowl',
        text: 'Toss the warm kernels with [creamy? the {creamy}, ]the [citrus? juice of the {citrus}][!citrus? {oil 1 tbsp}][heat? , most of the {heat}][onion? , the {onion}][beans? , the {beans}] and a pinch of {salt}.',
        minutes: 3,
      },
      {
        tool: 'none',
        text: 'Spoon into bowls or cups[cheese? and scatter plenty of the {cheese} over, broken up with your fingers][heat? , dust with the rest of the {heat}][herb? and scatter with the {herb}]. Eat warm.',
        minutes: 0,
      },
    ],
    keep: 'Best eaten warm the day it is made; keep leftovers covered in the fridge and eat cold, or warm through until steaming.',
    remix: 'pile leftovers into tacos or quesadillas, or stir into a bean salad',
  },
  // ── Oven-braised brisket (braised-brisket in a low oven) ───────────────────────────────────
  {
    id: 'oven-braised-brisket',
    standsIn: 'braised-brisket',
    examples: [
      'beef brisket, onions, bbq sauce, apple cider vinegar, brown sugar, smoked paprika, burger buns, coleslaw mix',
      'beef chuck roast, onions, ketchup, red wine, garlic, paprika, potatoes, carrots',
    ],
    title: 'Oven-Braised {Meat} with Sticky Onions',
    course: 'main',
    family: 'stew',
    cuisine: 'european',
    flavour: ['savoury', 'sweet', 'rich'],
    equipment: ['Stove', 'Oven'],
    skill: 'beginner',
    centre: 'meat',
    slots: {
      ...slotsOf(WORLD_MORE_DISHES, 'braised-brisket'),
      meat: {
        kinds: [],
        ids: ['beef-brisket', 'beef-chuck-roast', 'corned-beef-brisket', 'beef-short-ribs'],
        need: true,
        max: 1,
        grams: 'main',
        cut: 'trim the thickest fat and cut into pieces about the size of your hand, so they braise in time',
      },
    },
    steps: [
      { tool: 'Oven', text: 'Heat the oven to 160°C/325°F (140°C/285°F fan).', minutes: 10 },
      { use: 'prep', alongside: true },
      {
        tool: 'Stove',
        text: 'Rub the {meat} with [spice? the {spice}, ]a good pinch of {salt} and {pepper}. Heat {oil 1 tbsp} in a large ovenproof casserole (a Dutch oven) with a lid over medium-high heat and brown the pieces well on two sides, in batches, 8 minutes in all; lift out. Add the {onion}[garlic? and the {garlic}] and cook, stirring, until soft and starting to colour, 5 minutes.',
        minutes: 13,
      },
      {
        tool: 'Oven',
        text: 'Stir in [sauce? the {sauce}, ][sweet? the {sweet}, ][vinegar? the {vinegar}, ][liquid? the {liquid}, ]{water 350 ml} and scrape the base clean. Return the meat on top of the onions[veg? with the {veg} around it] and bring to a simmer. Cover tightly with the lid (or foil under the lid) and braise in the oven, turning the pieces once halfway, until tender enough to cut with a spoon (about 90°C/195°F inside), {min} minutes.',
        minutes: { slot: 'meat', factor: 0.55, floor: 120 },
        passive: true,
      },
      {
        tool: 'Stove',
        text: 'Lift the meat onto a board and rest it 10 minutes, loosely covered. Meanwhile, skim the fat off the juices and boil them on the stove, uncovered, until the onions are sticky and the sauce thick enough to coat a spoon, 10 minutes; taste for {salt}.',
        minutes: 10,
      },
      {
        tool: 'Knife',
        text: 'Slice the {meat} thickly across the grain and serve with the sticky onions spooned over[veg? and the {veg} alongside][side? , with the {side}].',
        minutes: 5,
      },
    ],
    keep: 'Keep the slices in the onion sauce; reheat covered until steaming. It is even better the next day.',
    remix: 'shred leftovers into sandwiches or a hash, reheated until steaming',
    freezes: true,
  },

  // ── Stove-top stew (instant-pot-stew simmered in a heavy pot) ──────────────────────────────
  {
    id: 'stove-top-stew',
    standsIn: 'instant-pot-stew',
    examples: [
      'stewing beef, potatoes, carrots, onion, garlic, tomato paste, beef stock, thyme',
      'goat meat, potatoes, onion, garlic, curry powder, thyme, scotch bonnet',
      'pork shoulder, onion, garlic, canned tomatoes, carrots, rosemary, red wine, crusty bread',
    ],
    title:
      'Stove-Top [meat? {Meat}][!meat&lentils? {Lentils}][!meat&!lentils? {Beans}] Stew[veg? with {Veg}]',
    course: 'main',
    family: 'stew',
    cuisine: 'any',
    flavour: ['savoury', 'rich'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'meat',
    needsOne: ['meat', 'lentils', 'beans'],
    slots: {
      ...slotsOf(GENERIC_DISHES, 'instant-pot-stew'),
      // Cuts that stew in chunks (what is cooked whole, shanks and drumsticks, and what is not cut,
      // sausages and meatballs, stay with the Instant Pot's card), a pot-roast joint among them.
      meat: {
        kinds: [],
        ids: [
          'stewing-beef',
          'beef-chuck-roast',
          'beef-cheeks',
          'pork-shoulder',
          'pork-belly',
          'goat',
          'lamb',
          'pork',
          'beef',
          'chicken-thigh',
          'chicken-breast',
          'turkey-breast',
        ],
        max: 1,
        grams: 'main',
        cut: 'trim off any thick fat and cut into large pieces, about 5 cm (2 in), leaving any on the bone as they are',
      },
      veg: {
        kinds: ['root-veg', 'potato', 'veg-firm', 'mushroom'],
        max: 3,
        quick: 2,
        grams: 180,
        cut: 'cut into 4 cm (1½ in) chunks',
      },
    },
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        when: 'meat',
        text: 'Heat {oil 1 tbsp} in a large heavy pot with a lid over medium-high heat. Season the {meat} with {salt} and {pepper} and brown in batches, turning once, until well coloured, 10 minutes; lift onto a plate.',
        minutes: 10,
      },
      {
        tool: 'Stove',
        text: '[!meat? Heat {oil 1 tbsp} in a large heavy pot with a lid over medium heat. ][aromatic? Cook the {aromatic}, stirring, until softened, 4 minutes. ][spice? Stir in the {spice} for 30 seconds. ][paste? Stir in the {paste} for 1 minute. ]Pour in [stock? the {stock}][stock&base? and ][base? the {base}][!stock&!base? {water 100 ml}] and scrape up the browned bits from the bottom of the pot with a wooden spoon.',
        minutes: 6,
      },
      {
        tool: 'Stove',
        text: '[meat? Return the {meat} with any juices and add][!meat? Add] [lentils? the {lentils}, ][beans? the {beans}, ][woody? the {woody}, ]{water 150 ml/serving} and a pinch of {salt}. Bring to the boil, then cover, turn the heat down low and simmer gently, stirring now and then and adding a splash of water if it catches, [meat? until the {meat} {is:meat} tender and cooked through][!meat? until thick and rich], {min} minutes[veg? ; add the {veg} for the last 30 minutes].',
        minutes: { slot: 'meat', factor: 0.75, floor: 40 },
        passive: true,
      },
      {
        tool: 'Stove',
        text: '[greens? Stir in the {greens} until wilted, 2 minutes. ][woody? Lift out the {woody}. ]Taste and season with {salt} and {pepper}.',
        minutes: 3,
      },
      {
        tool: 'none',
        text: 'Serve in warm bowls[herb? , scattered with the {herb}][bread? , with the {bread} for the juices].',
        minutes: 0,
      },
    ],
    keep: 'Reheat in a pan over gentle heat with a splash of water until bubbling all through.',
    remix:
      'shred leftover meat into its juices and toss with pasta, or bake under mashed potato, reheated until steaming',
    freezes: true,
  },
  // ── Oven pulled BBQ (instant-pot-pulled-bbq braised low in the oven) ───────────────────────
  {
    id: 'oven-pulled-bbq',
    standsIn: 'instant-pot-pulled-bbq',
    examples: [
      'beef brisket, onions, bbq sauce, apple cider vinegar, brown sugar, smoked paprika, burger buns, coleslaw mix',
      'pork shoulder, bbq sauce, onion, garlic, burger buns, red cabbage, mayonnaise',
    ],
    title: 'Oven-Pulled {Meat}[buns? Sandwiches][slaw? with Slaw]',
    course: 'main',
    family: 'sandwich',
    cuisine: 'american',
    flavour: ['smoky', 'sweet', 'tangy'],
    equipment: ['Stove', 'Oven'],
    skill: 'beginner',
    centre: 'meat',
    slots: {
      ...slotsOf(WORLD_MORE_DISHES, 'instant-pot-pulled-bbq'),
      meat: {
        kinds: [],
        ids: ['beef-brisket', 'pork-shoulder', 'beef-chuck-roast', 'chicken-thigh', 'chicken-thighs-bone-in'],
        need: true,
        max: 1,
        grams: 'main',
        cut: 'trim off any thick outer fat and cut into pieces about the size of your hand, so they braise in time',
      },
    },
    steps: [
      { tool: 'Oven', text: 'Heat the oven to 160°C/325°F (140°C/285°F fan).', minutes: 10 },
      { use: 'prep', alongside: true },
      {
        tool: 'Stove',
        text: 'Rub the {meat} with [spice? the {spice}, ][sweet? half the {sweet}, ]a good pinch of {salt} and {pepper}. Heat {oil 1 tbsp} in a large ovenproof casserole (a Dutch oven) with a lid over medium-high heat and brown the pieces on two sides, in batches, 6 minutes in all; lift out. [onion? Add the {onion}][onion&garlic? and ][!onion&garlic? Add ][garlic? the {garlic}][onion|garlic? and stir for 2 minutes. ]Pour in {water 400 ml}[vinegar? and half the {vinegar}] and scrape the base clean.',
        minutes: 10,
      },
      {
        tool: 'Oven',
        text: 'Return the meat with any juices, bring to a simmer, cover tightly with the lid and braise in the oven, turning the pieces once halfway, until the meat falls apart when pressed with a fork (about 90°C/195°F inside), {min} minutes.',
        minutes: { slot: 'meat', factor: 0.6, floor: 60 },
        passive: true,
      },
      {
        tool: 'Bowl',
        alongside: true,
        when: 'slaw',
        text: 'For the slaw, toss the {slaw} with [dressing? the {dressing}, ][vinegar? a splash of the {vinegar}, ]a pinch of {salt} and {pepper}.',
        minutes: 4,
      },
      {
        tool: 'Stove',
        text: 'Lift the meat into a dish and pull it apart with two forks, discarding any fat and gristle. Boil the juices in the casserole on the stove until reduced by half, 8 minutes; stir in the {sauce}[vinegar? and the rest of the {vinegar}][sweet? and {sweet}], then fold the meat back through the sauce until glossy and steaming hot.',
        minutes: 10,
      },
      {
        tool: 'none',
        text: '[buns? Split the {buns} and pile in the meat][!buns? Serve the meat in bowls][slaw? with the slaw][pickle? and the {pickle}].',
        minutes: 0,
      },
    ],
    keep: 'Keep the meat in its sauce; reheat covered, stirring, until steaming. Keep the slaw and buns apart.',
    remix: 'pile leftover pulled meat onto baked potatoes, nachos or a quesadilla, reheated until steaming',
    freezes: true,
  },
  // ── Oven pot roast (slow-cooker-pot-roast in a low oven, the greens roasted after) ─────────
  {
    id: 'oven-pot-roast',
    standsIn: 'slow-cooker-pot-roast',
    examples: [
      'beef chuck roast, baby potatoes, carrots, onion, beef stock, worcestershire, thyme, brussels sprouts',
      'beef brisket, potatoes, parsnip, onion, garlic, red wine, tomato paste, rosemary, green beans, cornstarch',
    ],
    title: 'Oven Pot Roast[side? with Roasted {Side}]',
    course: 'main',
    family: 'stew',
    cuisine: 'american',
    flavour: ['savoury', 'rich'],
    equipment: ['Oven', 'Stove'],
    skill: 'beginner',
    centre: 'joint',
    slots: slotsOf(SOUPS_CURRIES_MORE_DISHES, 'slow-cooker-pot-roast'),
    steps: [
      { tool: 'Oven', text: 'Heat the oven to 160°C/325°F (140°C/285°F fan).', minutes: 10 },
      { use: 'prep', alongside: true },
      {
        tool: 'Oven',
        text: 'Spread [potato? the {potato}][potato&veg? and ][veg? the {veg}][!potato&!veg? a pinch of {salt}] [onion? with the {onion}][garlic? and the {garlic}] over the base of a large lidded ovenproof casserole (a Dutch oven), and sit the {joint} on top, seasoned well with {salt} and {pepper}. Stir [paste? the {paste}, ][sauce? the {sauce}, ][wine? the {wine}, ][stock? the {stock}, ]a pinch of {salt} and {water 80 ml/serving} together, pour it over[herb? , tuck in the {herb}][bay? and the {bay}] and bring to a simmer on the stove. Cover tightly and braise in the oven, turning the meat once halfway, until the {joint} {is:joint} tender enough to pull apart with a fork (about 90°C/195°F inside), 2¼ hours.',
        minutes: 135,
        passive: true,
      },
      {
        tool: 'Oven',
        when: 'side',
        text: 'Lift the meat[potato|veg? and vegetables] onto a warm platter and cover with foil, and turn the oven up to 220°C/425°F. Toss the {side} with {oil 1 tbsp}, {salt} and {pepper}, spread on a baking tray and roast until browned at the edges, 15 minutes.',
        minutes: 15,
      },
      {
        tool: 'Stove',
        text: '[!side? Lift the meat and any vegetables onto a warm platter and cover with foil. ][herb? Pick out the {herb} stalks. ][bay? Lift out the {bay}. ]Skim the fat off the juices and bring them to the boil on the stove[thick? , then stir in the {thick} mixed smooth with a splash of cold water and simmer, stirring, until the juices thicken into a sauce, 3 minutes][!thick? ; boil until a little reduced, 5 minutes, and season with {salt} and {pepper}].',
        minutes: 8,
      },
      {
        tool: 'none',
        text: 'Pull the meat into big pieces and serve with [potato|veg? the vegetables and ]the juices spooned over[side? , with the roasted {side} alongside].',
        minutes: 0,
      },
    ],
    keep: 'Keep the meat in its juices; reheat gently, covered, until bubbling and steaming all through.',
    remix:
      'pile leftover beef and its juices onto toasted rolls, or fold it into a hash with the potatoes, reheated until steaming',
    freezes: true,
  },
  // ── Red lentil soup on the stove (instant-pot-lentil-soup simmered in a pot) ───────────────
  {
    id: 'stove-lentil-soup',
    standsIn: 'instant-pot-lentil-soup',
    examples: [
      'red lentils 300g, 2 carrots, onion, cumin, turmeric, lemon, veg stock cube',
      'red lentils 200g, tinned tomatoes, onion, garlic, cumin, lemon',
      'green lentils, celery, carrots, onion, garlic, canned tomatoes, thyme, spinach, parmesan',
    ],
    title: '[veg? {Veg} and ]{Lentils} Soup',
    course: 'main',
    family: 'soup',
    cuisine: 'any',
    flavour: ['savoury'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'lentils',
    slots: slotsOf(GAPS_LEGUMES_DISHES, 'instant-pot-lentil-soup'),
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Heat {oil 2 tbsp} in a large saucepan over medium heat. [aromatic? Add the {aromatic}][aromatic&veg? and ][!aromatic&veg? Add ][veg? the {veg}][aromatic|veg? and cook, stirring, until soft, 5 minutes. ][spice? Stir in the {spice} for 30 seconds.]',
        minutes: 5,
      },
      {
        tool: 'Stove',
        text: 'Add the {lentils}, rinsed in a sieve until the water runs clear, with [base? the {base}, ][woody? the {woody}, ][stock? the {stock}, ]{water 250 ml/serving} and a pinch of {salt}. Bring to the boil, skim off any foam, then partly cover and simmer, stirring now and then so nothing catches, until the {lentils} are soft and falling apart, {time:lentils} minutes.',
        minutes: { slot: 'lentils', factor: 1, floor: 15 },
        passive: true,
      },
      {
        tool: 'Stove',
        when: 'greens',
        text: 'Stir in the {greens} and cook until wilted, 2 minutes.',
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
  // ── Oven meatballs with roasted tomatoes (meatballs-roast-tomatoes on a hot tray) ──────────
  {
    id: 'oven-meatballs-roast-tomatoes',
    standsIn: 'meatballs-roast-tomatoes',
    examples: [
      'lamb mince 500g, onion, parsley, cumin, cinnamon, pitta breads, tahini, tomato',
      'ground pork, garlic, basil, cherry tomatoes, parmesan, sourdough',
    ],
    title: '{Meat} Meatballs with Roasted {Tomato}es',
    course: 'main',
    family: 'skillet',
    cuisine: 'any',
    flavour: ['savoury', 'rich'],
    equipment: ['Oven'],
    skill: 'beginner',
    centre: 'meat',
    slots: slotsOf(BRUNCH_MORE_DISHES, 'meatballs-roast-tomatoes'),
    steps: [
      {
        tool: 'Oven',
        text: 'Heat the oven to 220°C/425°F (200°C/400°F fan) with a large baking tray on the middle shelf.',
        minutes: 10,
      },
      { use: 'prep', alongside: true },
      {
        tool: 'Bowl',
        alongside: true,
        text: 'Mix the {meat} with [onion? the {onion}, ][aromatic? the {aromatic}, ][herb? half the {herb}, ][spice? the {spice}, ][cheese? half the {cheese}, ]a good pinch of {salt} and {pepper}, and shape with wet hands into balls about 4 cm (1½ in) across. Toss the {tomato} with {oil 1 tbsp} and a pinch of {salt}.',
        minutes: 5,
        scale: 0.15,
      },
      {
        tool: 'Oven',
        text: 'Put the balls of {meat} and the {tomato} on the hot tray in a single layer with space between them (use two trays rather than crowd them) and roast, turning the balls once, until the {meat} {is:meat} browned and cooked through and the {tomato} blistered and soft, {min} minutes.[bread? Warm the {bread} in the oven for the last 2 minutes.]',
        minutes: { slot: 'meat', factor: 1.5, floor: 15 },
        scale: 0.15,
      },
      {
        tool: 'none',
        text: 'Tip everything into shallow bowls, crushing the {tomato} into the juices[sauce? , spoon over the {sauce} loosened with a splash of water][cheese? , scatter over the rest of the {cheese}][herb? and the rest of the {herb}][bread? and serve with the {bread}].',
        minutes: 0,
      },
    ],
    keep: 'Keep the cooked balls in their juices in the fridge; reheat until steaming all through.',
    remix: 'simmer the leftovers into a pasta sauce, reheated until steaming',
    freezes: true,
  },
  // ── Cuban-style beans in a heavy pan (cuban-style-beans, which only simmers on the Instant Pot's Sauté) ─
  {
    id: 'stove-cuban-style-beans',
    standsIn: 'cuban-style-beans',
    examples: [
      'dried black beans, onion, garlic, cumin, bay leaf, chicken stock, sour cream, lime',
      'pinto beans, green bell pepper, onion, garlic, tomato paste, dried oregano, smoked paprika, bacon, red wine vinegar, cilantro, queso fresco, flour tortillas',
    ],
    title: 'Cuban-Style {Beans}',
    course: 'main',
    family: 'stew',
    cuisine: 'latin-american',
    flavour: ['savoury', 'tangy'],
    equipment: ['Stove'],
    skill: 'beginner',
    centre: 'beans',
    slots: slotsOf(SOUPS_CURRIES_MORE_DISHES, 'cuban-style-beans'),
    steps: [
      { use: 'prep' },
      {
        tool: 'Stove',
        text: 'Have the {beans} drained and ready in a bowl. Heat {oil 2 tbsp} in a heavy saucepan over medium heat. [meat? Fry the {meat} until it starts to crisp, 3 minutes. ][onion|peppers|garlic? Add][onion? the {onion},][peppers? the {peppers},][garlic? the {garlic}][onion|peppers|garlic? and a pinch of {salt} and cook, stirring often, until soft and sweet, 6 minutes: this is the flavour base. ][spice? Stir in the {spice} for 30 seconds. ][paste? Stir in the {paste} and cook 1 minute.]',
        minutes: 8,
      },
      {
        tool: 'Stove',
        text: 'Add the {beans}[bay? and the {bay}] with [stock? the {stock}][!stock? {water 100 ml/serving}] and stir, scraping the bottom clean. Simmer gently, stirring now and then and crushing a few of the {beans} against the side of the pan, until thick and glossy, 15 minutes. [bay? Lift out the {bay}. ][vinegar? Stir in a splash of the {vinegar}. ]Season with {salt} and {pepper}.',
        minutes: 15,
      },
      {
        tool: 'none',
        text: 'Spoon into warm bowls[cream? , top with the {cream}][cheese? , crumble over the {cheese}][herb? and scatter with the {herb}][acid? , with the {acid} for squeezing][tortilla? ; serve with the {tortilla} for scooping].',
        minutes: 0,
      },
    ],
    keep: 'Reheat in a pan with a splash of water, stirring, until bubbling.',
    remix: 'fold leftovers into burritos or quesadillas, or serve over rice with a fried egg',
    freezes: true,
  },
];
