import { cookLocally } from './local/index.ts';

const reqs = [
  'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon',
  'spaghetti, canned tomatoes, garlic, onion, parmesan, basil',
  'rolled oats, bananas, greek yogurt, honey, blueberries',
  'ground beef, corn tortillas, black beans, onion, tomato, cheddar, lime, cilantro',
  'eggs, spinach, mushrooms, cheddar, sourdough, butter',
];
const t0 = performance.now();
let n = 0;
for (let i = 0; i < 40; i++)
  for (const r of reqs) {
    try {
      cookLocally({
        ingredients: r,
        constraints: {
          time: 45,
          servings: 4,
          diet: [],
          allergies: [],
          skillLevel: 'advanced',
          appliances: [],
          budget: 'medium',
          macroFocus: [],
        },
      } as never);
    } catch {}
    n++;
  }
console.log(((performance.now() - t0) / n).toFixed(2), 'ms per request');
