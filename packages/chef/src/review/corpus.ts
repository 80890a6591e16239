import type { ConstraintsInput } from '@sous/domain';

/**
 * A pantry as a cook types it, the constraints they pick (as the Customize panel sends them, parsed
 * with ConstraintsSchema) and a note saying what a professional cook would expect from it.
 */
export interface ReviewPantry {
  id: string;
  ingredients: string;
  constraints: ConstraintsInput;
  note: string;
  /**
   * The honest answer is a refusal with this code: non-food, no food at all, or (said why in the note)
   * fewer than three real dishes within the limits the cook set.
   */
  refuse?: 'refused_ingredients' | 'no_ingredients' | 'too_few_dishes';
  /**
   * What must hold, read from the text (the safety- block, issue 12's reader findings): `never`, no
   * recipe's text (title, steps, leftover plan, swaps) matches; `steps`, every step ("Appliance:
   * instruction") that matches the first pattern matches the second; `recipes`, the same for a whole
   * recipe's text; `refusal`, the refusal message.
   */
  holds?: { never?: RegExp[]; steps?: [RegExp, RegExp][]; recipes?: [RegExp, RegExp][]; refusal?: RegExp };
}

/**
 * The review corpus of issue 12: pantries written the way people type them (amounts, brands,
 * misspellings, leftovers, half-used packs), across every meal type, the cuisines the issue names
 * and every constraint. Ids start with the meal type or cuisine so a reviewer can pick one with --id.
 */
export const CORPUS: readonly ReviewPantry[] = [
  {
    id: 'east-asian-vegan-peanut-noodles',
    ingredients: 'tofu, peanut butter, noodles, carrots, cucumber, lime, sriracha',
    constraints: { time: 25, servings: 3, diet: ['Vegan'] },
    note: 'Vegan: their "noodles" are egg-free (decision 130); cold peanut noodles with the cucumber, carrots and tofu.',
    holds: { never: [/\begg noodles\b/i] },
  },
  // ── Breakfast ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'breakfast-oats-banana',
    ingredients: 'rolled oats, 2 ripe bananas, greek yoghurt, honey, handful of blueberries',
    constraints: { time: 10, servings: 2, diet: ['Vegetarian'] },
    note: 'Breakfast. Issue 12 case: porridge or overnight oats, never banana dressed with oil, salt and pepper.',
  },
  {
    id: 'breakfast-pancakes',
    ingredients: 'plain flour, 2 eggs, 300ml milk, butter, maple syrup, a few strawberries',
    constraints: { time: 25, servings: 4, skillLevel: 'beginner' },
    note: 'Breakfast. Pancakes with fruit; strawberries must not get butter, salt and pepper.',
  },
  {
    id: 'breakfast-overnight-oats',
    ingredients: 'oats\nchia seeds\nalmond milk (unsweetened)\nfrozen raspberries\nmaple syrup',
    constraints: { time: 5, servings: 1, diet: ['Vegan'] },
    note: 'Breakfast, 5 minutes of work: overnight oats or a cold bowl, nothing raw served as cooked.',
  },
  {
    id: 'breakfast-fry-up',
    ingredients:
      '4 pork sausages, 6 rashers streaky bacon, eggs, can of heinz baked beans, mushrooms, 2 tomatoes, bread',
    constraints: { time: 30, servings: 2, appliances: ['Stove', 'Oven'], budget: 'low' },
    note: 'Breakfast, British fry-up: portions for two, bacon not 21 slices, everything listed used.',
  },
  {
    id: 'breakfast-burrito',
    ingredients:
      'flour tortillas x4, 5 eggs, 1 can black beans, grated cheddar, jar of salsa, half an avocado',
    constraints: { time: 15, servings: 2, macroFocus: ['High Protein'] },
    note: 'Breakfast, Mexican: burritos with scrambled eggs and beans; avocado half is enough for two.',
  },
  {
    id: 'breakfast-shakshuka',
    ingredients:
      '6 eggs, tin of chopped tomatoes, 1 red pepper, an onion, 2 garlic cloves, cumin, paprika, feta, crusty bread',
    constraints: { time: 30, servings: 3, diet: ['Vegetarian'] },
    note: 'Breakfast/brunch, Middle Eastern: shakshuka, eggs poached in the sauce, bread for dipping.',
  },
  {
    id: 'breakfast-congee',
    ingredients:
      'leftover rice (about 2 cups), chicken stock, thumb of ginger, spring onions, soy sauce, 2 eggs',
    constraints: { time: 30, servings: 2, allergies: ['sesame'] },
    note: 'Breakfast, East Asian: congee from leftover rice, reheated properly, eggs on top.',
  },
  {
    id: 'breakfast-smoothie-bowl',
    ingredients: 'frozen banana, frozen mixed berries, oat milk, peanut butter, granola',
    constraints: { time: 5, servings: 1, allergies: ['tree nuts'], diet: ['Vegan'] },
    note: 'Breakfast, sweet, no cooking: a smoothie bowl. Granola is unknown to the catalogue.',
  },
  {
    id: 'breakfast-french-toast',
    ingredients: 'stale brioche (half a loaf), 3 eggs, milk, cinnamon, vanilla essence, butter, maple syrup',
    constraints: { time: 20, servings: 3, skillLevel: 'intermediate' },
    note: 'Breakfast, sweet: French toast; nothing savoury on the syrup.',
  },
  {
    id: 'breakfast-keto-yogurt',
    ingredients: 'full fat greek yoghurt, walnuts, raspberries, chia',
    constraints: { time: 5, servings: 1, diet: ['Keto'] },
    note: 'Breakfast, keto: a yoghurt bowl; no oil or pepper on the berries.',
  },
  {
    id: 'breakfast-chilaquiles',
    ingredients: 'bag of tortilla chips, salsa verde, 4 eggs, queso fresco, white onion, cilantro',
    constraints: { time: 20, servings: 2, skillLevel: 'intermediate' },
    note: 'Breakfast, Mexican: chilaquiles with fried eggs. Queso fresco may be unknown.',
  },
  {
    id: 'breakfast-gf-df-hash',
    ingredients: 'sweet potatos x2, 4 eggs, baby spinach, red onion, avocado oil, smoked paprika',
    constraints: { time: 35, servings: 2, diet: ['Gluten-Free', 'Dairy-Free'] },
    note: 'Breakfast: sweet-potato hash with eggs. Sweet potato must be cooked through.',
  },

  // ── Brunch ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'brunch-eggs-benedict',
    ingredients: 'english muffins, 4 eggs, ham slices, butter, lemon',
    constraints: { time: 30, servings: 2, skillLevel: 'advanced' },
    note: 'Brunch for an advanced cook: poached eggs on ham; a butter-lemon sauce would be fair.',
  },
  {
    id: 'brunch-salmon-bagels',
    ingredients: '4 bagels, smoked salmon 200g, philadelphia, capers, red onion, dill',
    constraints: { time: 10, servings: 4, allergies: ['sesame'] },
    note: 'Brunch, no cooking beyond toasting: bagels; brand name Philadelphia.',
  },
  {
    id: 'brunch-chorizo-hash',
    ingredients: 'leftover roast potatoes, half an onion, 2 eggs, half a chorizo ring, smoked paprika',
    constraints: { time: 25, servings: 2, appliances: ['Stove', 'Air Fryer'] },
    note: 'Brunch, Spanish-ish: leftover potatoes crisped with chorizo, eggs on top.',
  },
  {
    id: 'brunch-fridge-frittata',
    ingredients: '6 eggs, half a bag of spinach, some cherry tomatoes, goats cheese, leftover roast veg',
    constraints: { time: 30, servings: 4, appliances: ['Oven', 'Stove'], diet: ['Vegetarian'] },
    note: 'Brunch: frittata. "leftover roast veg" is vague and should be reported, not invented.',
  },
  {
    id: 'brunch-huevos-rancheros',
    ingredients: 'corn tortillas, 4 eggs, refried beans, salsa, avocado, lime, cotija',
    constraints: { time: 20, servings: 2, allergies: ['milk'] },
    note: 'Brunch, Mexican: huevos rancheros, dairy allergy so no cheese.',
  },

  // ── Sweet and baking ───────────────────────────────────────────────────────────────────────────
  {
    id: 'sweet-banana-bread',
    ingredients: '3 very ripe bananas, flour, sugar, 100g butter, 2 eggs, bicarb, walnuts',
    constraints: { time: 90, servings: 10, appliances: ['Oven'], skillLevel: 'intermediate' },
    note: 'Baking: banana bread in a loaf tin; a savoury template would be a failure.',
  },
  {
    id: 'sweet-apple-crumble',
    ingredients: '4 apples (granny smith), oats, flour, brown sugar, butter, cinnamon',
    constraints: { time: 60, servings: 6, appliances: ['Oven'] },
    note: 'Sweet: apple crumble for six.',
  },
  {
    id: 'sweet-brownies',
    ingredients: '200g dark chocolate, 150g butter, sugar, 3 eggs, flour, cocoa powder',
    constraints: { time: 45, servings: 12, appliances: ['Oven'], skillLevel: 'intermediate' },
    note: 'Baking: a tray of brownies, twelve pieces.',
  },
  {
    id: 'sweet-fruit-salad',
    ingredients: 'strawberrys, 1 mango, kiwis, an orange, mint, honey',
    constraints: { time: 10, servings: 4, allergies: ['kiwi'] },
    note: 'Sweet, no cooking: fruit salad; misspelt "strawberrys"; allergy to kiwi by name.',
  },
  {
    id: 'sweet-rice-pudding-slow',
    ingredients: 'pudding rice (arborio), 1 litre whole milk, sugar, vanilla, cinnamon stick, nutmeg',
    constraints: { time: 180, servings: 6, appliances: ['Microwave', 'Slow Cooker'] },
    note: 'Sweet: slow-cooker rice pudding; rice must simmer in the milk.',
  },
  {
    id: 'sweet-mug-baked-oats',
    ingredients: 'oats, 1 banana, an egg, splash of milk, cocoa, choc chips',
    constraints: { time: 10, servings: 1, appliances: ['Microwave'] },
    note: 'Sweet breakfast in a mug: microwave baked oats.',
  },
  {
    id: 'sweet-gf-blueberry-muffins',
    ingredients: 'almond flour, 3 eggs, blueberries, maple syrup, coconut oil, baking powder',
    constraints: { time: 40, servings: 12, diet: ['Gluten-Free', 'Paleo'], appliances: ['Oven'] },
    note: 'Baking, gluten-free: muffins.',
  },
  {
    id: 'sweet-pear-crumble-vegan',
    ingredients: '5 pears, oats, coconut oil, maple syrup, ground almonds, ginger',
    constraints: { time: 50, servings: 6, diet: ['Vegan'], appliances: ['Oven', 'Air Fryer'] },
    note: 'Sweet, vegan: pear crumble (oven or air fryer).',
  },
  {
    id: 'sweet-mango-sticky-rice',
    ingredients: 'glutinous rice, can of coconut milk, 2 ripe mangoes, sugar, salt, sesame seeds',
    constraints: { time: 60, servings: 4, appliances: ['Stove', 'Instant Pot'] },
    note: 'Sweet, Thai: mango sticky rice; the rice must be cooked, no pepper near the mango.',
  },
  {
    id: 'sweet-pancakes-no-egg',
    ingredients: 'self raising flour, oat milk, banana, blueberries, golden syrup, vegetable oil',
    constraints: { time: 20, servings: 3, allergies: ['eggs'] },
    note: 'Sweet breakfast with an egg allergy: egg-free banana pancakes. Golden syrup may be unknown.',
  },

  // ── Soups ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'soup-chicken-noodle',
    ingredients:
      '4 chicken thighs, 3 carrots, 2 celery sticks, 1 onion, egg noodles, 2L chicken stock, thyme',
    constraints: { time: 45, servings: 6 },
    note: 'Soup: chicken noodle, noodles cooked in the broth.',
  },
  {
    id: 'soup-tomato-grilled-cheese',
    ingredients:
      '2 tins of tomatoes, onion, garlic, vegetable stock, double cream, basil, sourdough, cheddar',
    constraints: { time: 30, servings: 4, diet: ['Vegetarian'] },
    note: 'Soup and sandwich: tomato soup with cheese toasties.',
  },
  {
    id: 'soup-red-lentil-ip',
    ingredients: 'red lentils 300g, 2 carrots, onion, cumin, turmeric, lemon, veg stock cube',
    constraints: { time: 30, servings: 4, diet: ['Vegan'], appliances: ['Instant Pot'] },
    note: 'Soup, Indian-ish, Instant Pot only, 30 minutes: an Instant Pot needs about 10 minutes to come up to pressure and 10 to release, so one dish fits (a lentil soup with everything in the pot at once); a dal that sizzles its spices first takes 35. An honest refusal that says "allow more time"; at 50 minutes it cooks three.',
    refuse: 'too_few_dishes',
  },
  {
    id: 'soup-pho',
    ingredients:
      'beef sirloin, rice noodles, beef broth, star anise, cinnamon stick, ginger, onion, bean sprouts, thai basil, lime, fish sauce',
    constraints: { time: 60, servings: 4, skillLevel: 'advanced' },
    note: 'Soup, Vietnamese: pho, thin beef cooked by the hot broth (to a safe temperature here).',
  },
  {
    id: 'soup-minestrone-slow',
    ingredients:
      'cannellini beans (1 tin), courgette, carrot, celery, small pasta shapes, canned tomatoes, parmesan rind, kale',
    constraints: { time: 180, servings: 8, appliances: ['Slow Cooker'], budget: 'low' },
    note: 'Soup, Italian, slow cooker only: minestrone; the pasta goes in near the end.',
  },
  {
    id: 'soup-miso',
    ingredients: 'white miso, silken tofu, wakame, spring onions, dashi',
    constraints: { time: 10, servings: 2, diet: ['Vegan'], macroFocus: ['Low Fat'] },
    note: 'Soup, Japanese, ten minutes: miso soup. Wakame and dashi may be unknown.',
  },
  {
    id: 'soup-chicken-tortilla',
    ingredients:
      'chicken breast, black beans, sweetcorn, jalapeño, 2 tomatoes, chicken stock, tortilla chips, lime, avocado, cilantro',
    constraints: { time: 40, servings: 5, allergies: ['milk'] },
    note: 'Soup, Mexican: tortilla soup with chips on top.',
  },
  {
    id: 'soup-butternut-coconut',
    ingredients: '1 butternut squash, onion, garlic, 1 can coconut milk, curry powder, pumpkin seeds',
    constraints: { time: 60, servings: 4, diet: ['Vegan', 'Dairy-Free'], appliances: ['Oven', 'Stove'] },
    note: 'Soup: roasted squash and coconut soup, seeds toasted on top.',
  },
  {
    id: 'soup-harira',
    ingredients:
      'tinned chickpeas, red lentils, lamb neck fillet, onion, celery, tomato paste, cinnamon, turmeric, ground ginger, fresh coriander, lemon',
    constraints: { time: 90, servings: 6, skillLevel: 'intermediate' },
    note: 'Soup, Moroccan: harira, lamb cooked through, lemon at the end.',
  },
  {
    id: 'soup-potato-leek',
    ingredients: '3 leeks, 4 potatoes, knob of butter, chicken stock, milk, chives',
    constraints: { time: 40, servings: 4, budget: 'low' },
    note: 'Soup: potato and leek, blended.',
  },
  {
    id: 'soup-black-bean-slow-ip',
    ingredients: '500g dried black beans, onion, garlic, cumin, bay leaf, chicken stock, sour cream, lime',
    constraints: { time: 180, servings: 8, appliances: ['Slow Cooker', 'Instant Pot'] },
    note: 'Soup, Latin American: black bean soup from dried beans (soak or pressure-cook first).',
  },

  // ── Stews and braises ──────────────────────────────────────────────────────────────────────────
  {
    id: 'stew-beef-red-wine',
    ingredients:
      '1kg stewing beef, carrots, 2 onions, potatoes, beef stock, half a bottle red wine, tomato paste, thyme, bay leaves',
    constraints: { time: 180, servings: 6, appliances: ['Oven'], skillLevel: 'advanced' },
    note: 'Stew: a three-hour beef and red wine braise; never a 20-minute stir-fry.',
  },
  {
    id: 'stew-chili-con-carne',
    ingredients:
      'ground beef 500g, 2 cans kidney beans, canned tomatoes, onion, garlic, chili powder, cumin, cheddar, sour cream',
    constraints: { time: 180, servings: 8, appliances: ['Stove', 'Slow Cooker'] },
    note: 'Stew, Tex-Mex: chili con carne, beef browned first; ground beef never "cut into pieces".',
  },
  {
    id: 'stew-chickpea-spinach',
    ingredients: '2 cans chickpeas, a bag of spinach, tin of tomatoes, onion, garlic, smoked paprika, cumin',
    constraints: { time: 25, servings: 4, diet: ['Vegan'], macroFocus: ['High Fiber'] },
    note: 'Stew, Spanish-style: chickpeas and spinach.',
  },
  {
    id: 'stew-lamb-tagine',
    ingredients:
      'diced lamb shoulder 800g, dried apricots, onion, cinnamon, cumin, ginger, chickpeas, couscous, coriander',
    constraints: { time: 180, servings: 6, skillLevel: 'intermediate' },
    note: 'Stew, Moroccan: lamb tagine with couscous. Dried apricots may be unknown.',
  },
  {
    id: 'stew-feijoada',
    ingredients:
      'dried black beans, pork shoulder, chorizo, bacon, onion, garlic, bay leaves, 1 orange, rice',
    constraints: { time: 120, servings: 8, appliances: ['Instant Pot', 'Stove'], skillLevel: 'advanced' },
    note: 'Stew, Brazilian: feijoada, dried beans pressure-cooked, rice on the side.',
  },
  {
    id: 'stew-ropa-vieja',
    ingredients: 'flank steak, 2 bell peppers, onion, tomato sauce, cumin, oregano, green olives, rice',
    constraints: { time: 60, servings: 4, appliances: ['Instant Pot'] },
    note: 'Stew, Cuban: ropa vieja; Instant Pot only, so the rice is cooked in it too.',
  },
  {
    id: 'stew-ratatouille',
    ingredients:
      '1 aubergine, 2 courgettes, red and yellow peppers, onion, garlic, 4 tomatoes, olive oil, herbes de provence',
    constraints: { time: 75, servings: 4, diet: ['Vegan'], appliances: ['Oven'] },
    note: 'Stew, French/Mediterranean: ratatouille, oven only.',
  },
  {
    id: 'stew-lamb-shanks',
    ingredients: '4 lamb shanks, red wine, onion, carrots, rosemary, garlic, potatoes for mash',
    constraints: { time: 180, servings: 4, appliances: ['Oven', 'Slow Cooker'], budget: 'high' },
    note: 'Braise: lamb shanks on the bone, never cut bite-size, mash alongside.',
  },
  {
    id: 'stew-pot-roast',
    ingredients:
      'beef chuck roast 1.5kg, baby potatoes, carrots, onion, beef stock, worcestershire, thyme, brussels sprouts',
    constraints: { time: 180, servings: 6, appliances: ['Slow Cooker', 'Air Fryer'] },
    note: 'Braise: slow-cooker pot roast with air-fried sprouts.',
  },

  // ── Roasts and whole birds ─────────────────────────────────────────────────────────────────────
  {
    id: 'roast-whole-chicken',
    ingredients: 'whole chicken (1.8kg), lemon, garlic bulb, rosemary, potatoes, carrots, butter',
    constraints: { time: 120, servings: 4, appliances: ['Oven'], skillLevel: 'intermediate' },
    note: 'Roast, issue 12 case: a whole bird with two hours of oven must give a roast chicken, not raw carrots.',
  },
  {
    id: 'roast-drumsticks-airfryer',
    ingredients: '8 chicken drumsticks, paprika, garlic powder, 2 sweet potatoes, broccoli',
    constraints: { time: 40, servings: 4, appliances: ['Air Fryer'] },
    note: 'Roast in the air fryer: drumsticks on the bone, never "bite-size".',
  },
  {
    id: 'roast-pork-loin',
    ingredients: 'pork loin joint 1.2kg, 3 apples, 2 onions, sage, cider vinegar, potatoes',
    constraints: { time: 120, servings: 6, appliances: ['Oven', 'Stove'] },
    note: 'Roast: pork loin with apples and sage.',
  },
  {
    id: 'roast-leg-of-lamb',
    ingredients: 'leg of lamb (bone in, 2.5kg), garlic, rosemary, 4 anchovies, new potatoes, green beans',
    constraints: { time: 150, servings: 8, skillLevel: 'advanced', budget: 'high' },
    note: 'Roast, Sunday lunch for eight.',
  },
  {
    id: 'roast-turkey-crown',
    ingredients: 'turkey crown, butter, thyme, onions, carrots, brussels sprouts, cranberry sauce',
    constraints: { time: 180, servings: 10, appliances: ['Oven'] },
    note: 'Roast, festive: turkey crown for ten. Cranberry sauce may be unknown.',
  },
  {
    id: 'roast-cauliflower-zaatar',
    ingredients: 'whole cauliflower, can of chickpeas, red onion, tahini, lemon, zaatar, parsley',
    constraints: { time: 45, servings: 4, diet: ['Vegan'], appliances: ['Oven'] },
    note: 'Roast, Middle Eastern: whole roast cauliflower or a sheet pan with tahini.',
  },
  {
    id: 'roast-salmon-side',
    ingredients: 'side of salmon (1kg), lemon, dill, asparagus, new potatoes',
    constraints: { time: 40, servings: 6, allergies: ['gluten'], macroFocus: ['High Protein'] },
    note: 'Roast: a side of salmon for six.',
  },
  {
    id: 'roast-piri-piri-spatchcock',
    ingredients: 'spatchcock chicken, peri peri sauce, lemon, garlic, corn on the cob, rice',
    constraints: { time: 90, servings: 4, appliances: ['Oven', 'Stove'] },
    note: 'Roast, Portuguese: spatchcock chicken. Peri peri sauce may be unknown.',
  },
  {
    id: 'roast-carnitas',
    ingredients:
      '2kg pork shoulder, 2 oranges, lime, cumin, dried oregano, garlic, corn tortillas, onion, cilantro',
    constraints: { time: 120, servings: 10, appliances: ['Oven', 'Instant Pot'] },
    note: 'Roast/braise, Mexican: carnitas tacos for a crowd.',
  },
  {
    id: 'roast-jacket-potatoes',
    ingredients: '4 baking potatoes, tin of baked beans, cheddar, butter, chives',
    constraints: { time: 75, servings: 4, appliances: ['Oven', 'Microwave'], budget: 'low' },
    note: 'Roast: jacket potatoes with beans and cheese; potatoes cooked through.',
  },

  // ── Pasta and noodles ──────────────────────────────────────────────────────────────────────────
  {
    id: 'pasta-marinara-jar',
    ingredients: 'spaghetti 500g, jar of marinara, parmesan, garlic, basil, olive oil',
    constraints: { time: 30, servings: 4 },
    note: 'Pasta, issue 12 case: a 30-minute pasta dish using the marinara, not ketchup.',
  },
  {
    id: 'pasta-penne-mozzarella',
    ingredients: 'penne, mozzarella ball, cherry tomatoes, basil',
    constraints: { time: 30, servings: 4 },
    note: 'Pasta, issue 12 case: a baked or tossed penne, not three cherry-tomato sides of 100–240 kcal.',
  },
  {
    id: 'pasta-carbonara',
    ingredients: 'spaghetti, 4 eggs, pancetta, pecorino, black pepper',
    constraints: { time: 25, servings: 4, skillLevel: 'advanced' },
    note: 'Pasta, Italian: carbonara for an advanced cook.',
  },
  {
    id: 'pasta-bolognese',
    ingredients:
      'beef mince, onion, carrot, celery, tinned toms x2, glass of red wine, tagliatelle, parmesan',
    constraints: { time: 120, servings: 6, budget: 'low', skillLevel: 'intermediate' },
    note: 'Pasta: a slow ragù with tagliatelle; "tinned toms" is how people type it.',
  },
  {
    id: 'pasta-gf-pesto',
    ingredients: 'gluten free pasta, jar of pesto, green beans, 2 potatoes, pine nuts, parmesan',
    constraints: { time: 30, servings: 4, diet: ['Gluten-Free'] },
    note: 'Pasta, Ligurian: trofie-style pesto with potato and beans, gluten-free.',
  },
  {
    id: 'pasta-mac-cheese',
    ingredients: 'macaroni 400g, mature cheddar, milk, butter, flour, mustard, breadcrumbs',
    constraints: { time: 45, servings: 6, appliances: ['Oven', 'Stove'] },
    note: 'Pasta: baked mac and cheese for six.',
  },
  {
    id: 'noodles-pad-thai',
    ingredients:
      'rice noodles, raw prawns, 2 eggs, bean sprouts, roasted peanuts, lime, fish sauce, tamarind, spring onions',
    constraints: { time: 30, servings: 2, skillLevel: 'advanced' },
    note: 'Noodles, Thai: pad thai. Tamarind may be unknown.',
  },
  {
    id: 'noodles-ramen-upgrade',
    ingredients: '2 packs instant ramen, 2 eggs, handful spinach, spring onion, chilli oil, leftover pork',
    constraints: { time: 15, servings: 2 },
    note: 'Noodles: dressed-up instant ramen; "leftover pork" is cooked meat.',
  },
  {
    id: 'noodles-udon-pork',
    ingredients: 'udon, pork mince, sesame paste, soy sauce, chili oil, bok choy',
    constraints: { time: 25, servings: 2, allergies: ['peanuts'] },
    note: 'Noodles, Chinese: dan dan-style udon; pork mince never "cut".',
  },
  {
    id: 'noodles-soba-salad',
    ingredients: 'soba noodles, frozen edamame, cucumber, carrot, sesame oil, rice vinegar, soy sauce',
    constraints: { time: 20, servings: 3, diet: ['Vegan'], macroFocus: ['Low Fat'] },
    note: 'Noodles, Japanese: cold soba salad; soba must be boiled.',
  },
  {
    id: 'noodles-japchae',
    ingredients:
      'sweet potato noodles, beef strips, spinach, carrot, mushrooms, soy sauce, sesame oil, sugar',
    constraints: { time: 40, servings: 4, skillLevel: 'intermediate' },
    note: 'Noodles, Korean: japchae.',
  },
  {
    id: 'pasta-tuna-microwave',
    ingredients: 'pasta, tinned tuna, sweetcorn, mayo, frozen peas',
    constraints: { time: 15, servings: 2, appliances: ['Microwave'], budget: 'low' },
    note: 'Pasta, student budget, microwave only: tuna pasta; peas never chopped.',
  },
  {
    id: 'pasta-lasagna',
    ingredients: 'lasagne sheets, beef mince, passata, ricotta, mozzarella, spinach, onion',
    constraints: { time: 90, servings: 8, appliances: ['Oven', 'Stove'], skillLevel: 'intermediate' },
    note: 'Pasta bake: lasagne for eight.',
  },
  {
    id: 'pasta-barilla-brand',
    ingredients: 'Barilla fusilli, 2 zucchinis, Kerrygold butter, lemon, parmesan, chilli flakes',
    constraints: { time: 20, servings: 2, macroFocus: ['Balanced'] },
    note: 'Pasta with brand names: courgette and lemon fusilli.',
  },
  {
    id: 'noodles-stir-fry-dairy-free',
    ingredients: 'egg noodles, chicken breast, broccoli, red pepper, oyster sauce, soy, garlic, ginger',
    constraints: { time: 20, servings: 3, diet: ['Dairy-Free'], allergies: ['shellfish'] },
    note: 'Noodles, Chinese: chicken chow mein; oyster sauce is shellfish, so left out.',
  },

  // ── Rice and grains ────────────────────────────────────────────────────────────────────────────
  {
    id: 'rice-egg-fried',
    ingredients:
      'leftover rice, 2 eggs, frozen peas & carrots, soy sauce, spring onions, half a bag of spinach',
    constraints: { time: 15, servings: 2 },
    note: 'Rice, Chinese: egg fried rice from cold leftover rice, fried hot.',
  },
  {
    id: 'rice-mushroom-risotto',
    ingredients: 'arborio, 250g chestnut mushrooms, onion, parmesan, white wine, chicken stock, butter',
    constraints: { time: 45, servings: 4, skillLevel: 'advanced' },
    note: 'Rice, Italian: risotto; the rice is cooked in the stock.',
  },
  {
    id: 'rice-chicken-biryani',
    ingredients:
      'basmati rice, chicken thighs, yoghurt, 3 onions, garam masala, turmeric, ghee, cashews, raisins',
    constraints: { time: 90, servings: 6, skillLevel: 'intermediate' },
    note: 'Rice, Indian: biryani; "Not used here: ghee" while ghee is listed would be wrong.',
  },
  {
    id: 'rice-arroz-con-pollo',
    ingredients:
      'chicken thighs (bone in), long grain rice, onion, green pepper, garlic, tomato sauce, frozen peas, cumin, chicken stock',
    constraints: { time: 60, servings: 5 },
    note: 'Rice, Latin American: arroz con pollo, one pot.',
  },
  {
    id: 'grains-quinoa-bowl',
    ingredients: 'quinoa, can of black beans, 1 sweet potato, avocado, lime, cumin, spinach',
    constraints: { time: 40, servings: 3, diet: ['Vegan'], macroFocus: ['High Fiber'] },
    note: 'Grain bowl: quinoa cooked, sweet potato roasted.',
  },
  {
    id: 'grains-tabbouleh',
    ingredients: 'bulgur wheat, 2 bunches parsley, mint, tomatoes, cucumber, lemon, olive oil',
    constraints: { time: 20, servings: 4, diet: ['Vegan'] },
    note: 'Grain salad, Lebanese: tabbouleh; bulgur soaked, not served raw.',
  },
  {
    id: 'rice-bibimbap',
    ingredients: 'rice, beef mince, spinach, carrot, bean sprouts, 4 eggs, gochujang, sesame oil, kimchi',
    constraints: { time: 45, servings: 4 },
    note: 'Rice, Korean: bibimbap; an Upgrade with brown butter and sage would clash.',
  },
  {
    id: 'rice-paella',
    ingredients:
      'paella rice, chicken thighs, chorizo, raw prawns, frozen peas, saffron, smoked paprika, red pepper, chicken stock, lemon',
    constraints: { time: 60, servings: 6, skillLevel: 'advanced' },
    note: 'Rice, Spanish: paella. Saffron may be unknown.',
  },
  {
    id: 'grains-farro-salad',
    ingredients: 'farro, jar of roasted red peppers, feta, kalamata olives, rocket, lemon',
    constraints: { time: 40, servings: 4, diet: ['Vegetarian'] },
    note: 'Grain salad, Mediterranean: warm farro salad.',
  },
  {
    id: 'rice-beans-pinto-ip',
    ingredients: 'dried pinto beans 400g, rice, onion, garlic, cumin, chili powder',
    constraints: { time: 90, servings: 6, appliances: ['Instant Pot'], budget: 'low', diet: ['Vegan'] },
    note: 'Rice and beans, Mexican, from dried beans in the Instant Pot.',
  },
  {
    id: 'grains-creamy-polenta',
    ingredients: 'polenta, parmesan, butter, mushrooms, thyme, garlic',
    constraints: { time: 30, servings: 3, diet: ['Vegetarian'] },
    note: 'Grains, Italian: soft polenta with mushrooms.',
  },
  {
    id: 'rice-keto-cauli',
    ingredients: 'cauliflower rice, chicken thighs, broccoli, coconut aminos, garlic, ginger',
    constraints: { time: 25, servings: 2, diet: ['Keto', 'Paleo'], macroFocus: ['Low Carb'] },
    note: 'Low-carb "rice": cauliflower rice must not be read as rice.',
  },
  {
    id: 'rice-congee-ip-micro',
    ingredients: 'jasmine rice, chicken breast, ginger, scallions, soy sauce, sesame oil',
    constraints: { time: 60, servings: 4, appliances: ['Microwave', 'Instant Pot'] },
    note: 'Rice, Chinese: chicken congee in the Instant Pot.',
  },
  {
    id: 'rice-mujadara',
    ingredients: 'brown lentils, rice, 3 big onions, cumin, plain yogurt',
    constraints: { time: 60, servings: 4, diet: ['Vegetarian'], budget: 'low' },
    note: 'Rice and lentils, Levantine: mujadara with deeply browned onions.',
  },

  // ── Salads ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'salad-greek',
    ingredients: 'cucumber, 4 tomatoes, red onion, kalamata olives, block of feta, oregano, olive oil',
    constraints: { time: 10, servings: 2, diet: ['Vegetarian', 'Gluten-Free'] },
    note: 'Salad, Greek: horiatiki; a light main with enough feta.',
  },
  {
    id: 'salad-chicken-caesar',
    ingredients: 'romaine, 2 chicken breasts, parmesan, stale bread for croutons, caesar dressing, lemon',
    constraints: { time: 25, servings: 2, macroFocus: ['High Protein'] },
    note: 'Salad: chicken caesar, chicken cooked through.',
  },
  {
    id: 'salad-nicoise',
    ingredients:
      'tuna (tinned), green beans, new potatoes, 4 eggs, black olives, cherry tomatoes, dijon, red wine vinegar',
    constraints: { time: 30, servings: 4, allergies: ['sesame', 'shellfish'] },
    note: 'Salad, French: niçoise, potatoes boiled, eggs boiled.',
  },
  {
    id: 'salad-lentil-beetroot',
    ingredients: 'puy lentils, cooked beetroot, goats cheese, walnuts, rocket, balsamic',
    constraints: { time: 35, servings: 4, diet: ['Vegetarian'] },
    note: 'Salad: warm lentils with beetroot; lentils simmered.',
  },
  {
    id: 'salad-thai-beef',
    ingredients: 'sirloin steak, cucumber, red onion, mint, coriander, 2 limes, fish sauce, red chilli',
    constraints: { time: 25, servings: 2, macroFocus: ['High Protein', 'Low Carb'] },
    note: 'Salad, Thai: yam nua; steak seared and sliced.',
  },
  {
    id: 'salad-fattoush',
    ingredients:
      'pita bread, cucumber, tomatoes, radishes, little gem lettuce, mint, sumac, lemon, pomegranate',
    constraints: { time: 15, servings: 4, diet: ['Vegan'] },
    note: 'Salad, Lebanese: fattoush with toasted pita. Sumac may be unknown.',
  },
  {
    id: 'salad-spinach-strawberry',
    ingredients: '1kg baby spinach, strawberries, pecans, goat cheese, balsamic vinegar',
    constraints: { time: 10, servings: 4 },
    note: 'Salad, issue 12 case: not 950 g of raw spinach for four.',
  },
  {
    id: 'salad-picnic-pasta',
    ingredients: 'fusilli 1kg, cherry tomatoes, mozzarella balls, pesto, rocket',
    constraints: { time: 30, servings: 12 },
    note: 'Salad for a crowd: pasta salad for twelve.',
  },
  {
    id: 'salad-elote',
    ingredients: '4 corn on the cob, mayo, cotija, chili powder, lime, cilantro',
    constraints: { time: 25, servings: 4, appliances: ['Air Fryer'], diet: ['Vegetarian'] },
    note: 'Salad/side, Mexican: elote in the air fryer. A main needs more than corn.',
  },
  {
    id: 'salad-halloumi-grain',
    ingredients: 'halloumi, couscous, cherry tomatoes, cucumber, mint, lemon, pomegranate seeds',
    constraints: { time: 20, servings: 3, diet: ['Vegetarian'], allergies: ['cilantro'] },
    note: 'Salad, Eastern Mediterranean: couscous with grilled halloumi.',
  },

  // ── Sandwiches and wraps ───────────────────────────────────────────────────────────────────────
  {
    id: 'sandwich-grilled-cheese',
    ingredients: 'sourdough, cheddar, butter, a jar of kimchi',
    constraints: { time: 10, servings: 2, appliances: ['Stove'] },
    note: 'Sandwich: kimchi grilled cheese.',
  },
  {
    id: 'wrap-chicken-shawarma',
    ingredients: 'chicken thighs, pita, garlic, greek yogurt, cucumber, tomato, onion, cumin, paprika, lemon',
    constraints: { time: 40, servings: 4, appliances: ['Air Fryer', 'Oven'] },
    note: 'Wrap, Middle Eastern: chicken shawarma pittas with garlic yoghurt.',
  },
  {
    id: 'wrap-falafel',
    ingredients: 'canned chickpeas, parsley, onion, garlic, cumin, flour, pita, tahini, lettuce',
    constraints: { time: 40, servings: 4, diet: ['Vegan'], skillLevel: 'intermediate' },
    note: 'Wrap, Middle Eastern: falafel (canned chickpeas make a softer patty) in pitta.',
  },
  {
    id: 'sandwich-banh-mi',
    ingredients:
      'baguette, pork tenderloin, carrot, daikon, cucumber, cilantro, jalapeño, mayo, sriracha, rice vinegar, sugar',
    constraints: { time: 45, servings: 4, skillLevel: 'intermediate' },
    note: 'Sandwich, Vietnamese: banh mi with quick-pickled carrot and daikon.',
  },
  {
    id: 'sandwich-blt',
    ingredients: 'bacon, iceberg lettuce, 2 tomatoes, sourdough, mayo',
    constraints: { time: 15, servings: 2 },
    note: 'Sandwich: BLT, four or so slices of bacon each.',
  },
  {
    id: 'wrap-quesadilla',
    ingredients: 'flour tortillas, cheddar + monterey jack, leftover chicken, black beans, salsa, sour cream',
    constraints: { time: 15, servings: 3, appliances: ['Microwave', 'Stove'] },
    note: 'Wrap, Mexican: quesadillas from leftover chicken (reheated hot).',
  },
  {
    id: 'sandwich-tuna-melt',
    ingredients: 'tin of tuna, mayo, celery, cheddar, bread',
    constraints: { time: 10, servings: 2, appliances: ['Microwave', 'Air Fryer'] },
    note: 'Sandwich: tuna melt in the air fryer.',
  },
  {
    id: 'wrap-lettuce-cups-paleo',
    ingredients: 'ground turkey, lettuce cups, water chestnuts, garlic, ginger, coconut aminos',
    constraints: { time: 20, servings: 3, diet: ['Paleo'] },
    note: 'Wrap, Chinese-style: turkey lettuce cups; ground turkey never "bite-size pieces".',
  },
  {
    id: 'tacos-fish',
    ingredients:
      'white fish fillets (tilapia), corn tortillas, red cabbage, lime, sour cream, chipotle, cilantro',
    constraints: { time: 25, servings: 4, allergies: ['wheat'] },
    note: 'Tacos, Mexican: Baja fish tacos, corn tortillas for the wheat allergy.',
  },
  {
    id: 'wrap-kofta-airfryer',
    ingredients: 'lamb mince 500g, onion, parsley, cumin, cinnamon, pitta breads, tahini, tomato',
    constraints: { time: 30, servings: 4, appliances: ['Air Fryer'] },
    note: 'Wrap, Middle Eastern: lamb kofta in the air fryer; mince is shaped, not cut.',
  },

  // ── Curries ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'curry-chicken-tikka',
    ingredients:
      '600g chicken breast, plain yoghurt, garam masala, onion, garlic, ginger, tinned tomatoes, cream, basmati',
    constraints: { time: 60, servings: 4 },
    note: 'Curry, Indian: chicken tikka masala with rice.',
  },
  {
    id: 'curry-thai-green',
    ingredients:
      'green curry paste, coconut milk, chicken thighs, aubergine, green beans, thai basil, fish sauce, jasmine rice',
    constraints: { time: 35, servings: 4, allergies: ['peanuts'] },
    note: 'Curry, Thai: green curry with jasmine rice.',
  },
  {
    id: 'curry-chana-masala',
    ingredients:
      '2 x 400g cans chickpeas, onion, 3 tomatoes, ginger garlic paste, garam masala, cumin seeds, green chillies, coriander',
    constraints: { time: 30, servings: 4, diet: ['Vegan'], skillLevel: 'beginner' },
    note: 'Curry, Indian, issue 12 case: "ginger garlic paste" is not just ginger.',
  },
  {
    id: 'curry-dal-tadka',
    ingredients: 'yellow split peas, ghee, cumin seeds, garlic, dried chilli, turmeric, tomato, basmati rice',
    constraints: { time: 45, servings: 4, appliances: ['Instant Pot', 'Stove'], diet: ['Vegetarian'] },
    note: 'Curry, Indian: dal tadka; ghee must be used for the tadka.',
  },
  {
    id: 'curry-japanese',
    ingredients: 'golden curry roux, 3 potatoes, 2 carrots, onion, pork shoulder, rice',
    constraints: { time: 45, servings: 4, allergies: ['soy'] },
    note: 'Curry, Japanese: the roux is unknown to the catalogue and has soy; reported, not cooked.',
  },
  {
    id: 'curry-massaman-slow',
    ingredients:
      'beef chuck, potatoes, roasted peanuts, 2 cans coconut milk, massaman paste, fish sauce, tamarind',
    constraints: { time: 180, servings: 6, appliances: ['Slow Cooker'] },
    note: 'Curry, Thai: slow-cooked massaman.',
  },
  {
    id: 'curry-palak-paneer',
    ingredients:
      'paneer 400g, frozen spinach (half a bag), onion, garlic, ginger, single cream, garam masala, naan',
    constraints: { time: 30, servings: 3, diet: ['Vegetarian'] },
    note: 'Curry, Indian: palak paneer with naan.',
  },
  {
    id: 'curry-keto-coconut-shrimp',
    ingredients: 'shrimp 500g, coconut cream, curry powder, spinach, cauliflower',
    constraints: { time: 20, servings: 3, diet: ['Keto', 'Dairy-Free'] },
    note: 'Curry, keto: prawn and cauliflower coconut curry.',
  },
  {
    id: 'curry-goat-caribbean',
    ingredients:
      'goat meat (bone in) 1.5kg, potatoes, curry powder, scotch bonnet, thyme, onion, garlic, rice',
    constraints: { time: 150, servings: 7, skillLevel: 'advanced' },
    note: 'Curry, Caribbean/Latin American: curry goat with rice.',
  },
  {
    id: 'curry-butter-chicken-ip',
    ingredients:
      'chicken thighs, tomato passata, butter, cream, garam masala, ginger garlic paste, frozen naan',
    constraints: { time: 45, servings: 4, appliances: ['Air Fryer', 'Instant Pot'] },
    note: 'Curry, Indian: Instant Pot butter chicken with air-fried naan.',
  },

  // ── Egg dishes ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'egg-scramble-advanced',
    ingredients: 'eggs, butter, chives, sourdough, smoked salmon',
    constraints: { time: 90, servings: 2, skillLevel: 'advanced' },
    note: 'Eggs, issue 12 case: an advanced cook with 90 minutes, not a one-egg scramble.',
  },
  {
    id: 'egg-omelette-single',
    ingredients: '3 eggs, ham, cheddar, a handful of mushrooms',
    constraints: { time: 10, servings: 1 },
    note: 'Eggs: a three-egg omelette for one.',
  },
  {
    id: 'egg-frittata-oven',
    ingredients: '8 eggs, leftover roast potatoes, onion, peppers, cheddar',
    constraints: { time: 35, servings: 5, appliances: ['Oven'] },
    note: 'Eggs: oven frittata; leftover potatoes are cooked already.',
  },
  {
    id: 'egg-tamago-rice',
    ingredients: 'eggs, soy sauce, mirin, sugar, rice, nori',
    constraints: { time: 15, servings: 2, skillLevel: 'intermediate' },
    note: 'Eggs, Japanese: rolled omelette with rice; raw rice must be cooked or left out.',
  },
  {
    id: 'egg-curry',
    ingredients: '6 eggs, onion, tomato, garam masala, coconut milk, rice',
    constraints: { time: 30, servings: 3, diet: ['Vegetarian'] },
    note: 'Eggs, Indian: egg curry with rice.',
  },
  {
    id: 'egg-mug-microwave',
    ingredients: '2 eggs, spinach, feta',
    constraints: { time: 5, servings: 1, appliances: ['Microwave'] },
    note: 'Eggs, five minutes, microwave only: a mug omelette.',
  },
  {
    id: 'egg-tortilla-espanola',
    ingredients: '6 eggs, 4 potatoes, 1 onion, plenty of olive oil',
    constraints: { time: 50, servings: 4, skillLevel: 'intermediate', diet: ['Gluten-Free'] },
    note: 'Eggs, Spanish: tortilla de patatas; the potatoes are slowly cooked in the oil first.',
  },

  // ── Cuisines: Mexican and Latin American ───────────────────────────────────────────────────────
  {
    id: 'latin-arepas',
    ingredients: 'masa harina, black beans, avocado, queso fresco, shredded chicken',
    constraints: { time: 35, servings: 4 },
    note: 'Latin American, issue 12 case: masa harina must not be read as polenta.',
  },
  {
    id: 'latin-ceviche',
    ingredients: 'very fresh white fish, 6 limes, red onion, chilli, cilantro, sweet potato, corn',
    constraints: { time: 30, servings: 4, macroFocus: ['Low Fat'] },
    note: 'Peruvian: ceviche is lime-cured raw fish; the engine should cook the fish (safe temperature) instead.',
  },
  {
    id: 'latin-empanadas',
    ingredients: 'flour, butter, ground beef, onion, green olives, 2 eggs, cumin, paprika',
    constraints: { time: 90, servings: 6, skillLevel: 'advanced', appliances: ['Oven', 'Stove'] },
    note: 'Argentine: baked beef empanadas, pastry from scratch.',
  },
  {
    id: 'latin-gallo-pinto',
    ingredients: 'day old rice, black beans, onion, green bell pepper, cilantro, worcestershire sauce, eggs',
    constraints: { time: 20, servings: 3 },
    note: 'Costa Rican: gallo pinto with fried eggs; leftover rice reheated hot.',
  },
  {
    id: 'latin-chimichurri-steak',
    ingredients: 'skirt steak, parsley, garlic, oregano, red wine vinegar, chili flakes, potatoes',
    constraints: { time: 40, servings: 3, budget: 'high', macroFocus: ['High Protein'] },
    note: 'Argentine: steak with chimichurri and potatoes.',
  },
  {
    id: 'mexican-chicken-enchiladas',
    ingredients: 'corn tortillas, rotisserie chicken, enchilada sauce, grated cheese, onion, sour cream',
    constraints: { time: 45, servings: 4, appliances: ['Oven'] },
    note: 'Mexican: enchiladas from a rotisserie chicken. Enchilada sauce may be unknown.',
  },
  {
    id: 'mexican-beef-tacos',
    ingredients:
      '500g mince, taco seasoning, taco shells, iceberg lettuce, tomatoes, grated cheddar, sour cream',
    constraints: { time: 20, servings: 4, budget: 'low' },
    note: 'Mexican/Tex-Mex: Tuesday beef tacos.',
  },
  {
    id: 'mexican-pozole-vegan',
    ingredients: 'hominy, pinto beans, onion, garlic, dried oregano, chili powder, radishes, cabbage, lime',
    constraints: { time: 45, servings: 6, diet: ['Vegan'] },
    note: 'Mexican: pozole-style soup; hominy may be unknown.',
  },

  // ── Cuisines: Middle Eastern and Mediterranean ─────────────────────────────────────────────────
  {
    id: 'middle-eastern-shakshuka-merguez',
    ingredients: 'merguez sausages, 4 eggs, harissa, canned tomatoes, red pepper, onion, coriander',
    constraints: { time: 30, servings: 2 },
    note: 'North African/Middle Eastern: merguez shakshuka.',
  },
  {
    id: 'middle-eastern-chicken-tray',
    ingredients: 'chicken thighs bone-in, lemon, garlic, zaatar, red onion, chickpeas, greek yogurt',
    constraints: { time: 50, servings: 4, appliances: ['Oven'] },
    note: 'Middle Eastern: za\'atar chicken traybake; bone-in thighs never "bite-size".',
  },
  {
    id: 'mediterranean-cod-traybake',
    ingredients: '4 cod fillets, cherry tomatoes, black olives, capers, lemon, garlic, new potatoes',
    constraints: { time: 35, servings: 4, appliances: ['Oven', 'Air Fryer'], allergies: ['dairy'] },
    note: 'Mediterranean: cod traybake; the potatoes roast first.',
  },
  {
    id: 'mediterranean-gnocchi-sausage',
    ingredients: 'pack of gnocchi, 4 italian sausages, cavolo nero, parmesan, garlic',
    constraints: { time: 20, servings: 3 },
    note: 'Italian: gnocchi with sausage and kale.',
  },
  {
    id: 'mediterranean-greek-lemon-chicken',
    ingredients: 'chicken legs x4, potatoes, lemons, oregano, garlic, olive oil, chicken stock',
    constraints: { time: 75, servings: 4, appliances: ['Oven'], diet: ['Gluten-Free', 'Dairy-Free'] },
    note: 'Greek: lemon chicken and potatoes; legs on the bone.',
  },
  {
    id: 'mediterranean-prawn-orzo',
    ingredients: 'orzo, raw king prawns, cherry tomatoes, feta, garlic, spinach, white wine',
    constraints: { time: 25, servings: 3, allergies: ['fish'] },
    note: 'Greek: prawn orzo with feta; orzo cooked.',
  },

  // ── Cuisines: East and Southeast Asian ─────────────────────────────────────────────────────────
  {
    id: 'east-asian-mapo-tofu',
    ingredients:
      'firm tofu, pork mince, doubanjiang, sichuan peppercorns, garlic, ginger, spring onion, rice',
    constraints: { time: 25, servings: 3, skillLevel: 'intermediate' },
    note: 'Chinese: mapo tofu. Doubanjiang may be unknown.',
  },
  {
    id: 'east-asian-teriyaki-salmon',
    ingredients: '4 salmon fillets, teriyaki sauce, rice, broccoli, sesame seeds',
    constraints: { time: 30, servings: 4, appliances: ['Air Fryer', 'Stove'] },
    note: 'Japanese: teriyaki salmon with rice and broccoli.',
  },
  {
    id: 'se-asian-nasi-goreng',
    ingredients: 'day-old rice, prawns, eggs, kecap manis, shallots, chilli, cucumber',
    constraints: { time: 20, servings: 2 },
    note: 'Indonesian: nasi goreng. Kecap manis may be unknown.',
  },
  {
    id: 'se-asian-laksa',
    ingredients: 'rice vermicelli, prawns, laksa paste, coconut milk, tofu puffs, bean sprouts, lime',
    constraints: { time: 30, servings: 4 },
    note: 'Malaysian: curry laksa. Laksa paste may be unknown.',
  },
  {
    id: 'korean-kimchi-pork',
    ingredients: 'kimchi, gochujang, pork belly slices, tofu, onion, spring onions, rice',
    constraints: { time: 40, servings: 3 },
    note: 'Korean, issue 12 case: kimchi stew; an Upgrade of brown butter and sage clashes.',
  },
  {
    id: 'east-asian-beef-broccoli',
    ingredients: 'flank steak, broccoli florets, garlic, ginger, soy sauce, brown sugar, cornflour, rice',
    constraints: { time: 30, servings: 4, allergies: ['sesame', 'peanuts', 'tree nuts'] },
    note: 'Chinese-American: beef and broccoli with rice.',
  },
  {
    id: 'se-asian-vietnamese-bowl',
    ingredients: 'rice noodles, pork mince, lemongrass, fish sauce, lime, carrot, cucumber, mint, lettuce',
    constraints: { time: 25, servings: 3, diet: ['Dairy-Free'] },
    note: 'Vietnamese: bun cha-style noodle bowl.',
  },
  {
    id: 'east-asian-tofu-vegan-gf',
    ingredients: 'extra firm tofu, tamari, maple syrup, garlic, broccoli, brown rice',
    constraints: { time: 45, servings: 2, diet: ['Vegan', 'Gluten-Free'], macroFocus: ['High Protein'] },
    note: 'East Asian, vegan and gluten-free: sticky tamari tofu with brown rice.',
  },

  // ── What people type: misspellings, brands, leftovers, vague text ─────────────────────────────
  {
    id: 'messy-misspellings',
    ingredients: 'chiken brest, brocoli, tomatoe, onoin, garlik, ris, soya sause',
    constraints: { time: 30, servings: 2 },
    note: 'Issue 12 case: common misspellings must still give three recipes.',
  },
  {
    id: 'messy-brands',
    ingredients:
      "Uncle Ben's rice, Heinz beanz, Old El Paso tortillas, Philadelphia, Lurpak, Cathedral City cheddar",
    constraints: { time: 20, servings: 3 },
    note: 'Brand names typed instead of foods.',
  },
  {
    id: 'messy-leftovers',
    ingredients: 'leftover roast chicken, half a tub of hummus, last 2 tortillas, 1/2 cucumber, some rocket',
    constraints: { time: 10, servings: 2 },
    note: 'Leftovers: wraps for two from the fridge.',
  },
  {
    id: 'messy-amounts',
    ingredients:
      '500g chicken thighs\n2 cups rice\n1 tbsp soy\n3 cloves garlic\n1 head broccoli\n1 tsp chilli flakes',
    constraints: { time: 35, servings: 4 },
    note: 'Amounts on every line, newline separated.',
  },
  {
    id: 'messy-sentences',
    ingredients:
      'i have some eggs and a bit of cheese and like half a bag of spinach and some bread thats going stale',
    constraints: { time: 15, servings: 1 },
    note: 'A sentence instead of a list.',
  },
  {
    id: 'messy-cupboard',
    ingredients: 'tin of chickpeas, tin of coconut milk, jar of curry paste, bag of rice, frozen spinach',
    constraints: { time: 30, servings: 4, diet: ['Vegan'], budget: 'low' },
    note: 'Cupboard-only: a chickpea curry.',
  },
  {
    id: 'messy-nonfood',
    ingredients: 'chicken, rice, dish soap, broccoli',
    constraints: { time: 30, servings: 2 },
    note: 'Refusal expected: a cleaning product in the list.',
    refuse: 'refused_ingredients',
  },
  {
    id: 'messy-nothing',
    ingredients: 'stuff in the fridge, whatever',
    constraints: { time: 30, servings: 2 },
    note: 'Refusal expected: no food named.',
    refuse: 'no_ingredients',
  },
  {
    id: 'messy-single-item',
    ingredients: 'potatoes',
    constraints: { time: 45, servings: 2 },
    note: 'A single food: three potato dishes or an honest refusal.',
  },

  // ── Constraints: time, servings, skill, budget, macros, allergies ──────────────────────────────
  {
    id: 'constraint-5-min-tuna',
    ingredients: 'tin of tuna, can of white beans, red onion, lemon, parsley, olive oil',
    constraints: { time: 5, servings: 2, macroFocus: ['High Protein'] },
    note: 'Five minutes, no cooking: tuna and white bean salad.',
  },
  {
    id: 'constraint-180-min-brisket',
    ingredients:
      'beef brisket 2kg, onions, bbq sauce, apple cider vinegar, brown sugar, smoked paprika, burger buns, coleslaw mix',
    constraints: { time: 180, servings: 10, skillLevel: 'advanced', budget: 'high' },
    note: 'Three hours: braised brisket sandwiches for ten.',
  },
  {
    id: 'constraint-servings-11',
    ingredients: 'pasta 1kg, 2 jars tomato sauce, beef mince 1kg, onion, garlic, mozzarella, parmesan',
    constraints: { time: 60, servings: 11, budget: 'low' },
    note: 'Eleven servings: a pasta bake for a crowd, amounts scale.',
  },
  {
    id: 'constraint-servings-7-budget',
    ingredients: 'dried red lentils, rice, onions, carrots, canned tomatoes, curry powder',
    constraints: { time: 50, servings: 7, budget: 'low', macroFocus: ['High Fiber'] },
    note: 'Seven servings on a low budget: lentil curry with rice.',
  },
  {
    id: 'constraint-servings-9-tacos',
    ingredients: 'ground turkey, black beans, corn tortillas, salsa, lettuce, lime, taco seasoning',
    constraints: { time: 35, servings: 9, macroFocus: ['Low Fat'] },
    note: 'Nine servings: turkey tacos.',
  },
  {
    id: 'constraint-allergy-many',
    ingredients:
      'chicken breast, peanut butter, soy sauce, sesame oil, rice noodles, cucumber, carrots, lime',
    constraints: { time: 25, servings: 2, allergies: ['peanuts', 'soy', 'sesame'] },
    note: 'Three allergies that remove half the pantry: what is left must still make sense.',
  },
  {
    id: 'constraint-allergy-egg-gluten',
    ingredients: 'pasta, eggs, bacon, parmesan, peas, cream',
    constraints: { time: 25, servings: 3, allergies: ['eggs', 'gluten'] },
    note: 'Egg and gluten allergies on a carbonara pantry.',
  },
  {
    id: 'constraint-keto-steak',
    ingredients: 'ribeye steaks x2, butter, garlic, asparagus, mushrooms, blue cheese',
    constraints: { time: 25, servings: 2, diet: ['Keto'], macroFocus: ['Low Carb'], budget: 'high' },
    note: 'Keto: steak with asparagus and blue cheese butter.',
  },
  {
    id: 'constraint-paleo-dairy-free',
    ingredients: 'ground beef, sweet potatoes, onion, zucchini, tomatoes, eggs, avocado oil',
    constraints: { time: 45, servings: 4, diet: ['Paleo', 'Dairy-Free'] },
    note: 'Paleo and dairy-free: beef and sweet potato skillet.',
  },
  {
    id: 'constraint-beginner-slow-air',
    ingredients: 'chicken wings 1kg, honey, soy sauce, garlic, sesame seeds, celery sticks',
    constraints: { time: 60, servings: 4, appliances: ['Air Fryer', 'Slow Cooker'], skillLevel: 'beginner' },
    note: 'Wings in the air fryer (slow cooker also allowed); wings stay whole.',
  },
  {
    id: 'constraint-microwave-slow',
    ingredients: 'pork shoulder, bbq sauce, onion, burger buns, red cabbage, mayo',
    constraints: { time: 180, servings: 8, appliances: ['Microwave', 'Slow Cooker'] },
    note: 'Pulled pork needs 5–6 hours in a slow cooker (4–5 even in chunks) and the longest limit a cook can set is 3 hours; a microwave cannot make a shoulder tender. An honest refusal (that does not say "allow more time", which is already the most), not a dish that promises pulled pork in 3 hours.',
    refuse: 'too_few_dishes',
  },
  {
    id: 'constraint-air-ip',
    ingredients: 'chicken breast, potatoes, green beans, garlic, parmesan',
    constraints: { time: 35, servings: 3, appliances: ['Air Fryer', 'Instant Pot'] },
    note: 'Air fryer and Instant Pot only: chicken and potatoes.',
  },
  {
    id: 'constraint-oven-microwave-veg',
    ingredients: 'halloumi, courgettes, peppers, red onion, couscous, lemon',
    constraints: { time: 40, servings: 4, appliances: ['Oven', 'Microwave'], diet: ['Vegetarian'] },
    note: 'Oven traybake with microwave couscous.',
  },
  {
    id: 'constraint-oven-slow-veg',
    ingredients: 'butternut squash, red lentils, coconut milk, spinach, curry paste, naan',
    constraints: { time: 180, servings: 6, appliances: ['Oven', 'Slow Cooker'], diet: ['Vegetarian'] },
    note: 'Slow-cooker squash dal with oven-warmed naan.',
  },
  {
    id: 'constraint-oven-ip',
    ingredients: 'whole chicken, lemon, garlic, rice, chicken stock, carrots',
    constraints: { time: 90, servings: 4, appliances: ['Oven', 'Instant Pot'], allergies: ['celery'] },
    note: 'A whole bird with oven and Instant Pot: roast chicken and rice.',
  },
  {
    id: 'constraint-stove-micro-quick',
    ingredients: 'frozen prawns, garlic, butter, spaghetti, lemon, parsley',
    constraints: { time: 20, servings: 2, appliances: ['Stove', 'Microwave'], allergies: ['fish'] },
    note: 'Garlic butter prawn spaghetti. Frozen now (decision 127): 10 minutes under cold running water, then the dish, leaves no trio in 20 minutes; the refusal names the prawns left out (no longer "thawed the day before").',
    refuse: 'too_few_dishes',
    holds: { refusal: /left out for you: shrimp/ },
  },
  {
    id: 'constraint-stove-slow',
    ingredients: 'pork shoulder, onions, garlic, chipotle, tomatoes, rice, black beans, lime',
    constraints: { time: 180, servings: 8, appliances: ['Stove', 'Slow Cooker'], skillLevel: 'intermediate' },
    note: 'Chipotle pork (tinga-style) with rice and beans.',
  },
  {
    id: 'constraint-micro-air-veg',
    ingredients: 'frozen veg, potatoes, eggs, cheddar, ketchup',
    constraints: { time: 30, servings: 2, appliances: ['Microwave', 'Air Fryer'], budget: 'low' },
    note: 'Kid-friendly: air-fryer potatoes, eggs and veg on a budget.',
  },
  {
    id: 'constraint-slow-ip-stew',
    ingredients: 'stewing beef, potatoes, carrots, onion, beef stock, guinness',
    constraints: { time: 120, servings: 5, appliances: ['Instant Pot', 'Slow Cooker'] },
    note: 'Irish-style beef and stout stew; "guinness" is a brand for stout.',
  },
  {
    id: 'constraint-skill-beginner-servings-1',
    ingredients: '1 salmon fillet, microwave rice pouch, frozen edamame, soy sauce, sriracha',
    constraints: { time: 15, servings: 1, skillLevel: 'beginner', macroFocus: ['Balanced'] },
    note: 'One serving, beginner: a salmon rice bowl.',
  },
  {
    id: 'constraint-low-fat-chicken',
    ingredients: 'skinless chicken breast, courgette, red pepper, brown rice, lemon, garlic, paprika',
    constraints: { time: 45, servings: 4, macroFocus: ['Low Fat', 'High Protein'] },
    note: 'Low fat, high protein: chicken with rice and vegetables.',
  },
  // ── Safety: issue 12's reader findings (docs/decisions/121), each with what must hold ──────────────
  {
    id: 'safety-kidney-beans-dry-brackets',
    ingredients: 'kidney beans (dry), rice, onion, garlic, thyme, coconut milk, chicken thighs',
    constraints: { time: 180, servings: 4 },
    note: 'S1: "(dry)" is dried kidney beans: soaked and boiled hard 10 minutes (or pressure-cooked), never warmed 4 minutes.',
    holds: {
      steps: [[/kidney beans/i, /boil hard for 10 minutes|pressure cook|the kidney beans\b(?! first)/i]],
      never: [/kidney beans[^.]*hot through, 4 minutes/i, /Chickpeas: drain and rinse|Kidney beans: drain/i],
    },
  },
  {
    id: 'safety-chickpeas-dry-short',
    ingredients: 'chickpeas (dry), onion, spinach, tinned tomatoes, garam masala, rice',
    constraints: { time: 30, servings: 4 },
    note: 'S1: dried chickpeas cannot be cooked in 30 minutes; they are left out (said in the report), so too little is left for three dishes.',
    refuse: 'too_few_dishes',
  },
  {
    id: 'safety-kidney-beans-soaked',
    ingredients: 'soaked kidney beans (soaked overnight), rice, onion, chilli powder, tinned tomatoes',
    constraints: { time: 120, servings: 4 },
    note: 'S1/T8: beans the cook soaked are not soaked again, but still boiled hard or pressure-cooked.',
    holds: {
      never: [/leave to soak/i],
      steps: [[/Cook the (soaked|dried) kidney beans/i, /boil hard for 10 minutes|pressure cook/i]],
    },
  },
  {
    id: 'safety-rice-left-out',
    ingredients: 'cooked rice left out on the counter overnight, eggs, soy sauce, spring onions, peas',
    constraints: { time: 20, servings: 2 },
    note: 'S2: rice left out overnight is refused, naming the rice (Bacillus cereus toxin survives frying).',
    refuse: 'refused_ingredients',
    holds: { refusal: /^We can't cook with the cooked rice \(throw it away: [^)]*Bacillus cereus/ },
  },
  {
    id: 'safety-rice-four-days',
    ingredients: 'leftover rice 4 days old, chicken thighs, peas, soy sauce',
    constraints: { time: 30, servings: 2 },
    note: 'S2: leftovers past the 3 days the chef itself gives them are refused, saying why.',
    refuse: 'refused_ingredients',
    holds: {
      refusal:
        /the leftover rice \(throw it away: cooked leftovers keep 3 days in the fridge, and these are 4 days old\)/,
    },
  },
  {
    id: 'safety-chicken-left-out',
    ingredients: 'chicken thighs left out overnight, rice, broccoli',
    constraints: { time: 30, servings: 2 },
    note: 'S2/T3: refused in plain English, naming the food.',
    refuse: 'refused_ingredients',
    holds: { refusal: /^We can't cook with the chicken thighs \(/ },
  },
  {
    id: 'safety-turkey-crown',
    ingredients: 'turkey crown 2kg, stuffing mix, potatoes, sprouts, carrots',
    constraints: { time: 150, servings: 8, appliances: ['Oven', 'Stove'] },
    note: 'S3: a whole crown is taken off the bone before a short roast, or roasted whole for its time with a thermometer.',
    holds: { recipes: [[/slices of turkey/i, /off the bone/i]] },
  },
  {
    id: 'safety-spatchcock-whole-chicken',
    ingredients: 'whole chicken 1.6kg, lemon, garlic bulb, rosemary, potatoes, butter',
    constraints: { time: 120, servings: 4, appliances: ['Oven'] },
    note: 'S3: a whole bird in a spatchcock dish is spatchcocked in the steps (backbone out, flattened).',
    holds: { recipes: [[/Spatchcock/, /backbone/]] },
  },
  {
    id: 'safety-mince-waits-for-beans',
    ingredients: 'dried red kidney beans, chilli powder, mince, tinned tomatoes, onion',
    constraints: { time: 180, servings: 6, appliances: ['Slow Cooker', 'Stove'] },
    note: 'S4: the mince is browned near the end of the bean boil, not left cooked on a plate for two hours.',
    holds: { steps: [[/: Meanwhile,[\s\S]*ground beef[\s\S]*cooked through/, /before that is done/]] },
  },
  {
    id: 'safety-foraged-mushrooms',
    ingredients: 'mushrooms I foraged, butter, toast, garlic, eggs',
    constraints: { time: 30, servings: 2 },
    note: 'S5: foraged mushrooms are refused like ackee, with the reason.',
    refuse: 'refused_ingredients',
    holds: { refusal: /^We can't cook with the mushrooms \(wild and foraged mushrooms can be deadly/ },
  },
  {
    id: 'safety-old-leftover-curry',
    ingredients: 'leftover chicken curry from 3 days ago, leftover rice, naan, yoghurt',
    constraints: { time: 30, servings: 2 },
    note: 'S6: leftovers at the end of their life are reheated and eaten today; the plan never keeps them 3 more days.',
    holds: { never: [/up to \d+ days?/, / Board\b/] },
  },
  {
    id: 'safety-bean-sprouts',
    ingredients: 'alfalfa sprouts, mung bean sprouts, tofu, soy sauce, sesame oil, rice noodles',
    constraints: { time: 20, servings: 2 },
    note: 'S7/T1: sprouts are cooked until steaming (FSA), and no sentence loses its food ("add and stir").',
    holds: {
      steps: [[/sprouts/, /^(Stove|Oven|Microwave|Air Fryer|Instant Pot):|boiling/]],
      never: [/\badd and\b/i],
    },
  },
  {
    id: 'safety-green-potatoes',
    ingredients: 'green sprouting potatoes, onion, butter, milk, cheddar',
    constraints: { time: 45, servings: 3 },
    note: 'S7: green potatoes hold solanine, which cooking does not destroy: refused, saying why.',
    refuse: 'refused_ingredients',
    holds: { refusal: /the sprouting potatoes \(throw it away: [^)]*solanine/ },
  },
  {
    id: 'safety-still-frozen-chicken',
    ingredients: 'frozen chicken breasts (still frozen), rice, broccoli, eggs, soy sauce, garlic',
    constraints: { time: 30, servings: 2 },
    note: 'S8: chicken still frozen with 30 minutes is left out (no time to thaw it in cold water; the report says how), never "thawed yesterday".',
    holds: { never: [/chicken/i, /day before/] },
  },
  {
    id: 'safety-vitamins',
    ingredients: 'vitamins, oats, milk, banana',
    constraints: { time: 15, servings: 1 },
    note: 'F3: vitamins are refused as a supplement, like paracetamol.',
    refuse: 'refused_ingredients',
    holds: { refusal: /vitamins \(it is a supplement, not food\)/ },
  },
  {
    id: 'safety-typed-mug',
    ingredients: 'cocoa powder, sugar, flour, 1 egg, milk, veg oil, mug',
    constraints: { time: 10, servings: 1, appliances: ['Microwave'] },
    note: 'T2: "mug" is not food; it is left out and listed, and a mug cake is still made.',
  },
  {
    id: 'safety-ramen-sachet',
    ingredients:
      'ramen (instant, 2 packs, throw away flavour sachet), 2 eggs, spring onion, kimchi, sesame oil',
    constraints: { time: 15, servings: 2 },
    note: 'T2: the words in brackets belong to the ramen; "away" is not an unknown food.',
  },
  {
    id: 'safety-braise-doneness',
    ingredients: '1kg beef chuck, 3 carrots, 2 onions, potatoes, tomato paste, red wine, thyme, beef stock',
    constraints: { time: 180, servings: 6, appliances: ['Stove', 'Oven'], skillLevel: 'advanced' },
    note: "T5: a braise is done when tender, not at a steak's 63°C then rest 3 minutes.",
    holds: { never: [/stewing beef (is done at|reaches) 63°C\/145°F inside, then rest/] },
  },
  // ── Cuts as the cook writes them, frozen meat, refused dishes (decision 127) ─────────────────────
  {
    id: 'stew-pork-shoulder-chunks',
    ingredients:
      'pork shoulder cut into chunks, onion, garlic, smoked paprika, canned tomatoes, potatoes, carrots',
    constraints: { time: 150, servings: 4 },
    note: 'Cuts: pork shoulder in chunks is stewing meat (90 minutes), braised in pieces in an ordinary kitchen.',
    holds: { recipes: [[/pork shoulder/i, /\b(?:6[3-9]|[7-9]\d)°C/]] },
  },
  {
    id: 'safety-frozen-chicken-now',
    ingredients: 'frozen chicken thighs, rice, onion, garlic, carrots, canned tomatoes, spinach, soy sauce',
    constraints: { time: 120, servings: 4 },
    note: 'Frozen now: thawed tonight in cold water in a first step (FSIS), never "thawed the day before".',
    holds: {
      never: [/day before|night before|thawed in the fridge/i],
      recipes: [
        [/chicken/i, /Thaw the frozen chicken[^.]*cold tap water, changing the water every 30 minutes/],
      ],
    },
  },
  {
    id: 'safety-frozen-prawns',
    ingredients: 'frozen prawns, garlic, chilli flakes, spaghetti, lemon, parsley, butter',
    constraints: { time: 40, servings: 2 },
    note: 'Frozen prawns thaw in minutes under cold running water; never the day before, never warm water.',
    holds: {
      never: [/day before|thawed in the fridge/i],
      recipes: [[/shrimp|prawn/i, /under cold running water|run cold tap water over them/i]],
    },
  },
  {
    id: 'east-asian-pork-belly',
    ingredients: 'pork belly, garlic, soy sauce, honey, rice, pak choi',
    constraints: { time: 120, servings: 4 },
    note: 'Pork belly braised or slow-roasted in pieces until tender, to a safe temperature; a beginner trio.',
    holds: { recipes: [[/pork belly/i, /\b(?:6[3-9]|[7-9]\d)°C/]] },
  },
  {
    id: 'roast-duck-legs',
    ingredients: 'duck legs, potatoes, garlic, thyme, onion, carrots, red wine',
    constraints: { time: 150, servings: 2, appliances: ['Stove', 'Oven', 'Instant Pot'] },
    note: 'Duck legs braised or roasted until tender; poultry, so 74°C/165°F at least.',
    holds: { recipes: [[/duck legs/i, /\b(?:7[4-9]|[89]\d)°C/]] },
  },
  // ── The obvious dish (reader findings F1, F7, F9; decision 122) ─────────────────────────────────
  {
    id: 'pasta-carbonara-beginner',
    ingredients: 'spaghetti, 4 rashers bacon, 2 eggs, parmesan, black pepper',
    constraints: { time: 25, servings: 2 },
    note: 'Pasta, Italian: a beginner with a carbonara pantry gets a carbonara, the bacon in it.',
  },
  {
    id: 'rice-egg-fried-leftover',
    ingredients: 'leftover cooked rice, 3 eggs, soy sauce, spring onions, frozen peas',
    constraints: { time: 20, servings: 2 },
    note: 'Rice, Chinese: egg fried rice from cold cooked rice, named for its egg.',
  },
  {
    id: 'rice-egg-fried-fresh',
    ingredients: 'rice, 3 eggs, soy sauce, spring onions, frozen peas',
    constraints: { time: 60, servings: 2 },
    note: 'Rice, Chinese: fried rice from rice boiled for it is spread out to steam dry and cool before frying.',
  },
  {
    id: 'sweet-banana-bread-beginner',
    ingredients:
      '3 overripe bananas, 250g plain flour, 2 eggs, 100g butter, caster sugar, bicarb, handful choc chips',
    constraints: { time: 90, servings: 8, appliances: ['Oven'] },
    note: 'Baking: a beginner with overripe bananas, flour, eggs and bicarb gets a banana bread, not shortbread.',
  },
  {
    id: 'stew-cottage-pie-crowd',
    ingredients:
      '5kg potatoes, 2kg minced beef, 4 onions, 6 carrots, frozen peas, beef stock cubes, worcestershire, butter, milk',
    constraints: { time: 120, servings: 12 },
    note: 'Batch cooking, British: a cottage pie for twelve, mince browned in batches under a mash roof.',
  },
  {
    id: 'rice-mushroom-risotto-beginner',
    ingredients: 'arborio rice, mushrooms chestnut, shallot, white wine, parmesan, butter, veg stock',
    constraints: { time: 45, servings: 3 },
    note: 'Rice, Italian: a mushroom risotto with the mushrooms in it, browned in a skillet between ladles.',
  },
  {
    id: 'salad-potato-ham',
    ingredients: 'mayonnaise, potatoes, ham',
    constraints: { time: 30, servings: 4 },
    note: 'Salad: a ham and potato salad, not a plate of ham with mayonnaise.',
  },
  {
    id: 'sandwich-beans-on-toast',
    ingredients: 'Quorn mince, Heinz beans, Philadelphia, Hovis bread, Lurpak',
    constraints: { time: 20, servings: 2 },
    note: 'Brands, British: beans on toast, mince and beans on toast (Quorn mince crumbled in the pan, never a plate of air-fried mince), a bean toastie.',
    holds: { never: [/mycoprotein[^.]*\b(cut|bite-size)\b/i] },
  },
  {
    id: 'sandwich-beans-on-toast-cheese',
    ingredients: 'Heinz beans, Hovis bread, Lurpak, cheddar',
    constraints: { time: 20, servings: 2 },
    note: 'Brands, British: beans on toast is the Quick Win; the request is not refused.',
  },
  {
    id: 'sandwich-livers-on-toast',
    ingredients: 'chicken livers, sourdough, butter, onion, thyme',
    constraints: { time: 30, servings: 2 },
    note: 'Chicken livers on toast with onions: livers cooked through to 74°C (no pink, no pâté); three dishes, not a refusal.',
    holds: { recipes: [[/chicken livers/i, /74°C/]] },
  },
  {
    id: 'curry-tikka-paste',
    ingredients: 'chicken breasts x2, tikka masala paste, natural yoghurt, onion, basmati, coriander',
    constraints: { time: 50, servings: 3 },
    note: 'Curry, Indian: a jar of tikka masala paste is the spice list of a chicken curry with rice.',
  },
  {
    id: 'mexican-taco-shells',
    ingredients:
      '500g minced beef, taco shells, lettuce iceberg, cheddar grated, sour cream, salsa jar, taco seasoning',
    constraints: { time: 25, servings: 4 },
    note: 'Mexican/Tex-Mex: beef tacos in the shells the cook bought.',
  },
  // ── Vegetables and named dishes a cook types the foods of (docs/decisions/128) ────────────────
  {
    id: 'veg-butternut-vegan',
    ingredients: 'butternut squash, onion, garlic, vegetable stock, olive oil',
    constraints: { time: 60, servings: 4, diet: ['Vegan'] },
    note: 'Vegetables, vegan, no protein listed: a squash soup and a roast squash, each light on protein and saying so.',
    holds: { recipes: [[/./, /squash/i]] },
  },
  {
    id: 'veg-aubergine-tomato',
    ingredients: '2 aubergines, tomatoes, garlic, onion, olive oil, basil',
    constraints: { time: 60, servings: 4 },
    note: 'Vegetables: aubergines and tomatoes make a ratatouille, a roast and a stuffed aubergine, not a refusal.',
  },
  {
    id: 'veg-eggplant-soy-rice',
    ingredients: 'eggplant, soy sauce, garlic, ginger, rice',
    constraints: { time: 40, servings: 4 },
    note: 'Vegetables, East Asian: sticky garlic eggplant over rice.',
  },
  {
    id: 'brunch-bagels-5-min',
    ingredients: 'bagels, cream cheese, smoked salmon',
    constraints: { time: 5, servings: 2 },
    note: 'Five minutes: the salmon is torn as it goes on, so no knife-work step makes it ten.',
  },
  {
    id: 'latin-arepas-harina-pan',
    ingredients: 'harina P.A.N., cheese, black beans, avocado',
    constraints: { time: 40, servings: 2 },
    note: 'Latin American: "harina P.A.N." is arepa flour (masarepa), and arepas are offered.',
  },
  {
    id: 'se-asian-summer-rolls',
    ingredients: 'rice paper, prawns, rice vermicelli, lettuce, mint, cilantro',
    constraints: { time: 30, servings: 2 },
    note: 'Vietnamese summer rolls: the raw prawns poached to 63°C/145°F before they are rolled.',
  },
  {
    id: 'curry-matar-paneer',
    ingredients: 'paneer, peas, tomatoes, onion, garam masala',
    constraints: { time: 40, servings: 4 },
    note: 'Indian: matar paneer by its foods.',
  },
  {
    id: 'noodles-pork-chilli-spring-onion',
    ingredients: 'pork mince, rice noodles, garlic, ginger, soy sauce, lime, chilli, spring onions',
    constraints: { time: 30, servings: 3 },
    note: 'A chilli is never told to shed "tough outer layers"; the Zero-Waste uses the ginger and spring onions.',
    holds: { never: [/chil[il][^.:]*:[^.]*outer layers/i] },
  },
  // ── Cooking for many and the classic dish (decision 129) ─────────────────────────────────────────
  {
    id: 'pasta-bolognese-crowd-12',
    ingredients:
      'beef mince 1.5kg, onions, carrots, celery, tinned tomatoes, worcestershire sauce, spaghetti, parmesan',
    constraints: { time: 90, servings: 12 },
    note: 'Batch cooking: a spaghetti bolognese for twelve, the mince browned in 3 batches, the spaghetti in pots of 500 g.',
    holds: {
      steps: [[/^Stove:.*\bAdd the ground beef\b/, /\bin \d batches\b/]],
      never: [/One-Pot/],
    },
  },
  {
    id: 'pasta-bolognese-classic-4',
    ingredients:
      'beef mince, onion, carrot, celery, tinned tomatoes, worcestershire sauce, spaghetti, parmesan',
    constraints: { time: 60, servings: 4 },
    note: 'Pasta, British-Italian: the classic pantry makes a spaghetti bolognese.',
  },
  {
    id: 'pasta-bolognese-classic-2',
    ingredients: '500g beef mince, 1 onion, 1 carrot, 1 celery stick, tin of tomatoes, spaghetti, parmesan',
    constraints: { time: 45, servings: 2 },
    note: 'Pasta: a bolognese for two in 45 minutes, simmered while the spaghetti boils.',
  },
  {
    id: 'pasta-sausage-penne-crowd-12',
    ingredients: 'penne 1.5kg, sausages, passata, onions, garlic, parmesan',
    constraints: { time: 60, servings: 12 },
    note: 'Batch cooking: penne for twelve shared between pots, never 1.2 kg in one.',
  },
  {
    id: 'curry-chicken-crowd-8',
    ingredients:
      'chicken thighs 1.6kg, onions, garlic, ginger, garam masala, cumin, tinned tomatoes, basmati rice',
    constraints: { time: 75, servings: 8 },
    note: 'Batch cooking, Indian: chicken browned in batches; the spices do not double with the plates.',
  },
  {
    id: 'se-asian-pork-mince-crowd-10',
    ingredients: 'pork mince, fish sauce, soy sauce, garlic, chilli, green beans, jasmine rice, limes',
    constraints: { time: 60, servings: 10 },
    note: 'Batch cooking, Thai-style: pork browned a pan at a time, fish sauce and soy scaled by taste, not by ten.',
  },
  {
    id: 'roast-root-veg-chicken-crowd-10',
    ingredients: 'potatoes, carrots, parsnips, red onions, chicken thighs, rosemary, garlic',
    constraints: { time: 90, servings: 10 },
    note: 'Batch cooking: a roast for ten goes on more than one tray, or is another dish.',
  },
  {
    id: 'constraint-steak-mushroom-quick',
    ingredients: 'steak, eggs, mushrooms, butter',
    constraints: { time: 30, servings: 2 },
    note: 'Quick Win: the steak is seared in 20 minutes, so the Quick Win is built on it, not an omelette.',
  },
];
