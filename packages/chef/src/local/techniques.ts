import type { Ingredient, SafetyClass } from '../catalog/index.ts';
import { donenessCue, SAFE_TEMPERATURES } from '../data/safety.ts';
import { CURRY_SPICES, grateable, isEgg, leafy, roastable, starchKind, verbFor } from './kitchen.ts';
import type { Ctx, Picks, StepDraft, Technique } from './types.ts';

const step = (tool: string, text: string, minutes: number): StepDraft => ({ tool, text, minutes });
const compact = (steps: (StepDraft | undefined | false)[]): StepDraft[] =>
  steps.filter((s): s is StepDraft => !!s);
const cookMin = (items: readonly Ingredient[], factor: number, floor: number): number =>
  Math.max(floor, ...items.map((i) => Math.round(i.cookMinutes * factor)));
const hardVeg = (c: Ctx) => c.picks.vegetable.filter((v) => v.cookMinutes >= 6 && !leafy(v));
const softVeg = (c: Ctx) => c.picks.vegetable.filter((v) => v.cookMinutes < 6 || leafy(v));
const hasAny = (p: Picks, ids: ReadonlySet<string> | string[]) => {
  const set = ids instanceof Set ? ids : new Set(ids);
  return Object.values(p).some((items) => items.some((i) => set.has(i.id)));
};
const mainCount = (p: Picks) => p.protein.length + p.vegetable.length;
/** "Serve over the rice." — only for a starch that is ready to eat or has its own cooking step, never raw. */
const serveOver = (c: Ctx) => {
  const starch = c.first('starch');
  if (!starch || (starch.needsCooking && (starchKind(starch) === 'potato' || !c.cookStarch()))) return '';
  // Leftover rice is reheated, covered with a splash of water, until steaming: 74°C/165°F.
  if (starch.name.startsWith('cooked ') && starchKind(starch) === 'rice')
    return ` Serve over the ${starch.name}, reheated covered with a splash of water until steaming hot all through (74°C/165°F).`;
  return ` Serve over the ${starch.name}.`;
};
/**
 * The safe-doneness cue a cookbook prints for raw meat, poultry, fish and eggs (data/safety.ts), for
 * the strictest class present: " (74°C/165°F inside, in the thickest part, juices clear)". '' for none.
 */
export function doneness(items: readonly Ingredient[]): string {
  const raw = items.filter((i) => i.needsCooking && i.safety && SAFE_TEMPERATURES[i.safety]);
  if (raw.length === 0) return '';
  // Braising cuts are safe long before they are tender; tenderness is the cue, and it is hotter still.
  if (raw.every((i) => i.safety === 'whole-cut' && i.cookMinutes > 60))
    return ' (pull-apart tender, around 90°C/195°F inside)';
  const strictest = raw
    .map((i) => i.safety as SafetyClass)
    .sort((a, b) => (SAFE_TEMPERATURES[b]?.celsius ?? 0) - (SAFE_TEMPERATURES[a]?.celsius ?? 0))[0];
  return ` ${donenessCue(strictest)}`;
}
/** "cooked through (74°C/165°F …)" for raw meat, plain "cooked through" otherwise. */
const through = (items: readonly Ingredient[]): string => `cooked through${doneness(items)}`;
/** Cooked leftovers and ready-to-eat proteins only need heating through. */
const heatedOrCooked = (items: readonly Ingredient[]): string =>
  items.some((i) => i.needsCooking) ? through(items) : 'piping hot all through';
/** Sauces that go on cold, after the heat: tahini, yogurt, pesto… */
export const COLD_SAUCES = new Set(['tahini', 'greek-yogurt', 'yogurt', 'sour-cream', 'pesto', 'mayonnaise']);
const potatoes = (c: Ctx) => c.picks.starch.filter((s) => starchKind(s) === 'potato');
const sauceText = (c: Ctx, fallback: string) => (c.has('sauce') ? `the ${c.list(c.picks.sauce)}` : fallback);

export const TECHNIQUES: Technique[] = [
  {
    id: 'stir-fry',
    dish: 'Stir-Fry',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['rice', 'noodle', 'grain'],
    families: ['asian', 'general'],
    cheese: false,
    dairy: false,
    fruit: true,
    maxVeg: 4,
    catchAll: true,
    needs: (p) => mainCount(p) >= 1,
    accepts: (i) =>
      i.role !== 'vegetable' || !['potato', 'beet', 'parsnip', 'turnip', 'celeriac'].includes(i.id),
    steps: (c) => {
      const protein = c.picks.protein;
      const hard = hardVeg(c);
      const soft = softVeg(c);
      return compact([
        c.cookStarch(),
        c.prep(),
        protein.length > 0 &&
          step(
            'Stove',
            `Heat ${c.oil('1 tbsp')} in a wok or your largest skillet over high heat until it shimmers. Add the ${c.list(protein)} in a single layer and leave ${verbFor(protein) === 'are' ? 'them' : 'it'} for 2 minutes to brown, then stir-fry until ${heatedOrCooked(protein)} and golden at the edges, about ${cookMin(protein, 0.5, 3)} minutes more. Tip onto a plate.`,
            cookMin(protein, 0.5, 3) + 2,
          ),
        c.picks.vegetable.length > 0 &&
          step(
            'Stove',
            `${protein.length > 0 ? 'Add a little more oil to the pan. ' : `Heat ${c.oil('1 tbsp')} in a wok over high heat. `}${hard.length > 0 ? `Stir-fry the ${c.list(hard)} for 3 minutes, until bright and just tender at the edges${soft.length > 0 ? `, then add the ${c.list(soft)} and toss 1–2 minutes until just wilted or crisp-tender` : ''}.` : `Stir-fry the ${c.list(soft)} for 2 minutes, until crisp-tender.`}${c.has('aromatic') ? ` Push everything aside, add the ${c.list(c.picks.aromatic)} to the clear spot and stir 30 seconds until fragrant.` : ''}`,
            hard.length > 0 ? 5 : 3,
          ),
        step(
          'Stove',
          `${protein.length > 0 ? `Return the ${c.list(protein)} to the pan, add` : 'Add'} ${sauceText(c, 'a splash of water and a good pinch of salt')}${c.spices()} and toss over high heat for 1 minute until everything is glossy and hot.${serveOver(c)} ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'fold leftovers into fried rice or an omelette',
    keep: 'Reheat in a very hot pan for 2–3 minutes (the microwave softens the vegetables).',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: 5,
        instructions:
          'Toss everything with the oil and air-fry at 200°C/400°F for 10–12 minutes, shaking twice, then toss with the sauce.',
      },
    ],
  },
  {
    id: 'fried-rice',
    dish: 'Fried Rice',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['rice'],
    starchRequired: true,
    families: ['asian', 'general'],
    cheese: false,
    dairy: false,
    fruit: true,
    maxVeg: 5,
    catchAll: true,
    needs: (p) => p.starch.some((s) => starchKind(s) === 'rice'),
    accepts: (i) =>
      i.role !== 'vegetable' ||
      !['potato', 'beet', 'parsnip', 'turnip', 'celeriac', 'eggplant'].includes(i.id),
    steps: (c) => {
      const rice = c.first('starch');
      const eggs = c.picks.protein.filter(isEgg);
      const others = c.picks.protein.filter((p) => !isEgg(p));
      const coldRice = rice?.id === 'cooked-rice';
      return compact([
        c.cookStarch() && {
          ...c.cookStarch()!,
          text: `${c.cookStarch()!.text} Spread it on a tray to steam off and cool: dry rice fries, wet rice clumps.`,
        },
        c.prep(),
        eggs.length > 0 &&
          step(
            'Stove',
            `Heat ${c.oil('1 tbsp')} in a wok over medium-high heat. Pour in the beaten eggs and stir gently until set in soft curds with no liquid egg left (71°C/160°F), about 1 minute; tip onto a plate.`,
            2,
          ),
        others.length > 0 &&
          step(
            'Stove',
            `Turn the heat to high, add a little oil and the ${c.list(others)}; cook, stirring, until browned and ${heatedOrCooked(others)}, ${cookMin(others, 0.5, 3)} minutes.`,
            cookMin(others, 0.5, 3),
          ),
        step(
          'Stove',
          `Add ${c.picks.vegetable.length > 0 ? `the ${c.list(c.picks.vegetable)}` : 'a little more oil'}${c.has('aromatic') ? ` and the ${c.list(c.picks.aromatic)}` : ''} and stir-fry 3 minutes. Add the ${coldRice ? 'cold ' : ''}${rice?.name ?? 'rice'}, press it flat against the pan and leave it to crisp, then toss; repeat twice, about 3 minutes in all.`,
          6,
        ),
        step(
          'Stove',
          `Return ${eggs.length > 0 || others.length > 0 ? `the ${c.list([...eggs, ...others])}` : 'everything'}, season with ${sauceText(c, 'salt and pepper')}${c.spices()} and toss until every grain is coated and hot. ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'press leftovers into patties and pan-fry them crisp, or fill lettuce cups',
    keep: 'Cool quickly (spread it out) and refrigerate within 1 hour; reheat until steaming hot all through.',
    swaps: [
      {
        appliance: 'Microwave',
        timeAdjustment: -5,
        instructions:
          'Microwave the vegetables with a splash of water 3 minutes, stir in the rice and sauce and microwave 2–3 minutes more, stirring halfway.',
      },
    ],
  },
  {
    id: 'noodle-bowl',
    dish: 'Noodle Bowl',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['noodle', 'pasta'],
    starchRequired: true,
    families: ['asian', 'general'],
    cheese: false,
    dairy: false,
    fruit: false,
    maxVeg: 4,
    needs: (p) => p.starch.some((s) => starchKind(s) === 'noodle' || s.id === 'spaghetti'),
    steps: (c) => {
      const protein = c.picks.protein;
      return compact([
        c.prep(),
        c.cookStarch(),
        step(
          'Stove',
          `In the same pot, heat ${c.oil('1 tbsp')} over medium-high heat${c.has('aromatic') ? ` and sizzle the ${c.list(c.picks.aromatic)} for 1 minute` : ''}. ${protein.length > 0 ? `Add the ${c.list(protein)} and cook until ${heatedOrCooked(protein)}, ${cookMin(protein, 0.5, 3)} minutes. ` : ''}Add the ${c.list(c.picks.vegetable) || 'vegetables'} and cook 2–3 minutes until bright.`,
          cookMin(protein, 0.5, 3) + 3,
        ),
        step(
          'Stove',
          `Add the drained ${c.first('starch')?.name ?? 'noodles'} and ${sauceText(c, 'a splash of the cooking water, salt and pepper')}${c.spices()}; toss 1 minute over the heat until glossy. Divide between bowls. ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'eat leftovers cold as a noodle salad with extra lime and herbs',
    keep: 'Refrigerate up to 2 days; loosen with a splash of hot water when reheating.',
    swaps: [
      {
        appliance: 'Microwave',
        timeAdjustment: -3,
        instructions:
          'Soak the noodles or pasta in just-boiled water, microwave the vegetables covered 3 minutes, then toss everything with the sauce.',
      },
    ],
  },
  {
    id: 'pasta',
    dish: 'Pasta',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['pasta'],
    starchRequired: true,
    families: ['italian', 'general'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 4,
    catchAll: true,
    needs: (p) => p.starch.some((s) => starchKind(s) === 'pasta'),
    steps: (c) => {
      const pasta = c.first('starch');
      const protein = c.picks.protein;
      const creamy = c.picks.liquid.find((l) => l.category === 'dairy');
      return compact([
        c.prep(),
        step(
          'Stove',
          `Bring a large pot of water to a rolling boil and salt it well, about 5 minutes. Cook the ${pasta?.name ?? 'pasta'} until al dente, ${pasta?.cookMinutes ?? 10} minutes; scoop out a mugful of the starchy water before draining.`,
          (pasta?.cookMinutes ?? 10) + 5,
        ),
        step(
          'Stove',
          `Meanwhile heat ${c.oil('2 tbsp')} in a large skillet over medium heat. ${c.has('aromatic') ? `Cook the ${c.list(c.picks.aromatic)} until soft and golden, 3 minutes. ` : ''}${protein.length > 0 ? `Add the ${c.list(protein)} and cook until browned and ${heatedOrCooked(protein)}, ${cookMin(protein, 0.6, 3)} minutes. ` : ''}${c.picks.vegetable.length > 0 ? `Add the ${c.list(c.picks.vegetable)} and cook until tender, 4–5 minutes.` : ''}`,
          3 + cookMin(protein, 0.6, 0) + (c.picks.vegetable.length > 0 ? 5 : 0),
        ),
        step(
          'Stove',
          `Add the drained pasta${c.has('sauce') ? `, the ${c.list(c.picks.sauce)}` : ''}${creamy ? ` and the ${creamy.name}` : ''} and a splash of the pasta water${c.spices()}. Toss over low heat for 1 minute until the sauce clings and looks glossy${c.has('cheese') ? `, then toss in most of the ${c.list(c.picks.cheese)}` : ''}. Season to taste. ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'bake leftovers in a dish under a little cheese, or fry them in a pan until crisp',
    keep: 'Refrigerate up to 3 days; reheat in a pan with a splash of water.',
    swaps: [
      {
        appliance: 'Instant Pot',
        timeAdjustment: -5,
        instructions:
          'Sauté the aromatics on Sauté, add pasta, sauce and water to just cover; pressure cook for half the packet time, quick release, stir in the rest.',
      },
    ],
  },
  {
    id: 'risotto',
    dish: 'Risotto',
    equipment: ['Stove'],
    skill: 'intermediate',
    starch: ['rice'],
    starchRequired: true,
    families: ['italian', 'general'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) => p.starch.some((s) => ['arborio-rice', 'rice', 'jasmine-rice'].includes(s.id)),
    accepts: (i) => i.id !== 'cooked-rice' && i.id !== 'basmati-rice' && i.id !== 'brown-rice',
    steps: (c) => {
      const rice = c.first('starch');
      const stock = c.picks.liquid.find((l) => l.id.includes('stock'));
      return compact([
        c.prep(),
        step(
          'Stove',
          `Warm ${stock ? `the ${stock.name}` : 'salted water'} in a small pan and keep it at a bare simmer. In a wide pan heat ${c.oil('2 tbsp')} over medium heat and cook the ${c.list(c.picks.aromatic) || 'rice'} until soft, 3 minutes${c.picks.protein.length > 0 ? `; add the ${c.list(c.picks.protein)} and cook until ${heatedOrCooked(c.picks.protein)}, ${cookMin(c.picks.protein, 0.5, 2)} minutes, then lift it out` : ''}.`,
          5 + cookMin(c.picks.protein, 0.5, 0),
        ),
        step(
          'Stove',
          `Add the ${rice?.name ?? 'rice'} and stir 1 minute until the grains look glassy at the edges. Add the hot liquid a ladleful at a time, stirring often and waiting until each is almost absorbed, for 18–20 minutes; add the ${c.list(c.picks.vegetable) || 'vegetables'} for the last 6 minutes.`,
          20,
        ),
        step(
          'Stove',
          `When the rice is creamy but still has a little bite, take it off the heat${c.picks.protein.length > 0 ? `, return the ${c.list(c.picks.protein)}` : ''}${c.has('cheese') ? ` and beat in the ${c.list(c.picks.cheese)}` : ''} with a last splash of liquid. Cover and rest 2 minutes; it should flow slowly on the plate. ${c.finish()}`,
          3,
        ),
      ]);
    },
    remix: 'roll cold leftovers into balls, coat in crumbs and pan-fry (arancini)',
    keep: 'Refrigerate up to 3 days; reheat gently with a splash of stock.',
    swaps: [
      {
        appliance: 'Instant Pot',
        timeAdjustment: -10,
        instructions:
          'Sauté aromatics and rice on Sauté, add all the liquid, pressure cook 6 minutes, quick release and stir hard for 1 minute.',
      },
    ],
  },
  {
    id: 'soup',
    dish: 'Soup',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['potato', 'pasta', 'noodle', 'rice', 'grain'],
    families: ['italian', 'curry', 'general', 'asian'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 7,
    catchAll: true,
    freezes: true,
    // Two vegetables or legumes, or a tomato base with pasta, rice or grain in it (a tomato and pasta soup).
    needs: (p) =>
      p.vegetable.length + p.protein.filter((i) => i.category === 'legume').length >= 2 ||
      (p.sauce.some((s) => s.id === 'canned-tomatoes' || s.id === 'tomato-sauce') &&
        p.starch.some((s) => starchKind(s) !== 'potato' && starchKind(s) !== undefined)),
    steps: (c) => {
      const hard = [...hardVeg(c), ...c.picks.starch.filter((s) => starchKind(s) === 'potato')];
      const soft = softVeg(c);
      const pasta = c.picks.starch.filter((s) => starchKind(s) !== 'potato');
      const stock = c.picks.liquid.find((l) => l.id.includes('stock'));
      // Long enough for whatever cooks longest, the rice or pasta added to the pot included.
      const simmer = Math.max(
        10,
        ...hard.map((h) => h.cookMinutes),
        ...c.picks.protein.map((p) => Math.min(p.cookMinutes, 30)),
        ...pasta.filter((s) => s.needsCooking).map((s) => s.cookMinutes),
      );
      return compact([
        c.prep(),
        step(
          'Stove',
          `Heat ${c.oil('2 tbsp')} in a large pot over medium heat. Add the ${
            c.list(c.picks.aromatic) ||
            hard
              .slice(0, 1)
              .map((h) => h.name)
              .join('')
          }${c.spices()} with a pinch of salt and cook, stirring now and then, until soft and sweet-smelling, 5 minutes.`,
          5,
        ),
        step(
          'Stove',
          `Add ${
            [c.list([...hard, ...c.picks.protein]), c.list(c.picks.sauce)]
              .filter((part) => part.length > 0)
              .map((part) => `the ${part}`)
              .join(' and ') || 'a pinch of salt'
          }, then ${stock ? `the ${stock.name}` : 'water'} to cover by 3 cm (1 in). Bring to a boil, then lower to a gentle simmer and cook uncovered until everything is tender to a knife, ${simmer} minutes${pasta.length > 0 ? `; add the ${c.list(pasta)} for its last ${Math.min(simmer, pasta[0]?.cookMinutes ?? 10)} minutes` : ''}.`,
          simmer + 3,
        ),
        step(
          'Stove',
          `Stir in ${soft.length > 0 ? `the ${c.list(soft)}` : 'a splash of water if it is too thick'}${c.picks.liquid.some((l) => l.category === 'dairy') ? ` and the ${c.list(c.picks.liquid.filter((l) => l.category === 'dairy'))}` : ''} and simmer 2 minutes more. Taste and season with salt and pepper${c.has('acid') ? `, and the ${c.list(c.picks.acid)}` : ''}. ${c.finish()}`,
          3,
        ),
      ]);
    },
    remix: 'blend leftovers smooth for a second, different soup, or simmer them down into a pasta sauce',
    keep: 'Refrigerate up to 4 days or freeze in portions up to 3 months; reheat until bubbling.',
    swaps: [
      {
        appliance: 'Instant Pot',
        timeAdjustment: -10,
        instructions:
          'Sauté the aromatics, add everything else and the liquid, pressure cook 8 minutes, natural release 10 minutes.',
      },
      {
        appliance: 'Slow Cooker',
        timeAdjustment: 150,
        instructions:
          'Put everything but the leafy greens in the slow cooker, cook 3 hours on HIGH, stir in the greens for the last 10 minutes.',
      },
    ],
  },
  {
    id: 'stew',
    dish: 'Stew',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['potato', 'grain', 'rice', 'bread'],
    families: ['italian', 'general', 'curry'],
    cheese: false,
    dairy: false,
    fruit: false,
    maxVeg: 5,
    catchAll: true,
    freezes: true,
    needs: (p) => p.protein.length >= 1 && p.vegetable.length >= 1,
    steps: (c) => {
      const protein = c.picks.protein;
      const hard = [...hardVeg(c), ...c.picks.starch.filter((s) => starchKind(s) === 'potato')];
      const simmer = Math.max(
        20,
        ...protein.map((p) => Math.min(p.cookMinutes, 100)),
        ...hard.map((h) => h.cookMinutes + 5),
      );
      const liquid = c.picks.liquid.find((l) => l.category !== 'dairy');
      const side = c.picks.starch.find((s) => starchKind(s) !== 'potato');
      return compact([
        c.prep(),
        c.cookStarch(),
        step(
          'Stove',
          `Heat ${c.oil('2 tbsp')} in a heavy pot over medium-high heat. Brown the ${c.list(protein)} in batches without crowding, 2–3 minutes a side, until deep golden, about 6 minutes in all; lift onto a plate.`,
          6,
        ),
        step(
          'Stove',
          `Lower the heat to medium. Cook the ${c.list(c.picks.aromatic) || 'vegetables'}${c.spices()} in the fat left in the pot for 4 minutes, scraping up the brown bits${c.has('sauce') ? `, then stir in the ${c.list(c.picks.sauce)}` : ''}.`,
          4,
        ),
        step(
          'Stove',
          `Return the ${c.list(protein)}, add the ${c.list(hard) || 'vegetables'} and ${liquid ? `the ${liquid.name}` : 'water'} to barely cover. Bring to a simmer, cover with the lid ajar and cook gently until the ${protein[0]?.name ?? 'meat'} is tender${doneness(protein)} and the sauce has thickened, about ${simmer} minutes, stirring now and then.`,
          simmer + 3,
        ),
        step(
          'Stove',
          `Stir in ${softVeg(c).length > 0 ? `the ${c.list(softVeg(c))} for the last 3 minutes` : 'a splash of water if it is too thick'}; season with salt and pepper${c.has('acid') ? ` and brighten with the ${c.list(c.picks.acid)}` : ''}.${side ? ` Serve with the ${side.name}.` : ''} ${c.finish()}`,
          3,
        ),
      ]);
    },
    remix: 'spoon leftovers over baked potatoes, or top with mash and bake as a pie',
    keep: 'Even better the next day. Refrigerate up to 3 days or freeze up to 3 months.',
    swaps: [
      {
        appliance: 'Slow Cooker',
        timeAdjustment: 120,
        instructions:
          'Brown the protein first if you can, then cook everything in the slow cooker 3–4 hours on HIGH or 6–8 on LOW.',
      },
      {
        appliance: 'Instant Pot',
        timeAdjustment: -15,
        instructions:
          'Brown on Sauté, add the liquid, pressure cook 15 minutes (35 for beef chuck), natural release 10 minutes.',
      },
      {
        appliance: 'Oven',
        timeAdjustment: 20,
        instructions: 'After browning, cover and braise at 160°C/325°F until tender.',
      },
    ],
  },
  {
    id: 'curry',
    dish: 'Curry',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['rice', 'bread', 'potato'],
    families: ['curry', 'general', 'asian'],
    cheese: false,
    dairy: true,
    fruit: false,
    maxVeg: 5,
    catchAll: true,
    freezes: true,
    needs: (p) => mainCount(p) >= 1 && hasAny(p, CURRY_SPICES),
    steps: (c) => {
      const protein = c.picks.protein;
      const hard = [...hardVeg(c), ...c.picks.starch.filter((s) => starchKind(s) === 'potato')];
      const simmer = Math.max(
        12,
        ...protein.map((p) => Math.min(p.cookMinutes, 60)),
        ...hard.map((h) => h.cookMinutes),
      );
      const creamy = [...c.picks.sauce, ...c.picks.liquid].filter(
        (i) => i.id.startsWith('coconut') || i.category === 'dairy',
      );
      const pastes = c.picks.sauce.filter((s) => !creamy.includes(s));
      return compact([
        c.cookStarch(),
        c.prep(),
        step(
          'Stove',
          `Heat ${c.oil('2 tbsp')} in a deep pan over medium heat. Cook the ${c.list(c.picks.aromatic) || 'spices'} until soft, 4 minutes, then add ${pastes.length > 0 ? `the ${c.list(pastes)}` : 'the spices'}${c.spices()} and stir for 1 minute until the oil turns rusty and smells toasty.`,
          5,
        ),
        step(
          'Stove',
          `Add the ${c.list([...protein, ...hard]) || 'vegetables'} and stir to coat, then ${creamy.length > 0 ? `the ${c.list(creamy)}` : 'a cup of water'}. Simmer gently, partly covered, until everything is tender and the sauce coats a spoon, ${simmer} minutes.`,
          simmer + 2,
        ),
        step(
          'Stove',
          `Stir in ${softVeg(c).length > 0 ? `the ${c.list(softVeg(c))} until wilted` : 'a splash of water if it is too thick'}; taste and adjust the salt${c.has('acid') ? `, and sharpen with the ${c.list(c.picks.acid)}` : ''}.${serveOver(c)} ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'fold leftovers into wraps or thin them with stock into a soup',
    keep: 'Refrigerate up to 3 days or freeze up to 3 months; the flavour deepens overnight.',
    swaps: [
      {
        appliance: 'Instant Pot',
        timeAdjustment: -5,
        instructions:
          'Sauté aromatics and paste on Sauté, add the rest, pressure cook 8 minutes, quick release.',
      },
      {
        appliance: 'Slow Cooker',
        timeAdjustment: 150,
        instructions: 'Fry the aromatics and paste first, then cook everything 3 hours on HIGH.',
      },
    ],
  },
  {
    id: 'sheet-pan',
    dish: 'Sheet-Pan Roast',
    equipment: ['Oven'],
    skill: 'beginner',
    starch: ['potato', 'bread'],
    families: ['general', 'italian', 'curry', 'mexican', 'asian'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 5,
    catchAll: true,
    needs: (p) =>
      p.protein.length +
        p.vegetable.filter(roastable).length +
        p.starch.filter((s) => starchKind(s) === 'potato').length >=
      2,
    accepts: (i) => i.role !== 'vegetable' || roastable(i) || leafy(i),
    steps: (c) => {
      const roastItems = [
        ...c.picks.starch.filter((s) => starchKind(s) === 'potato'),
        ...c.picks.vegetable.filter((v) => roastable(v) && !leafy(v)),
      ];
      const late = c.picks.vegetable.filter((v) => !roastable(v) || leafy(v));
      const drizzle = c.picks.sauce.filter((s) => COLD_SAUCES.has(s.id));
      const tossed = c.picks.sauce.filter((s) => !drizzle.includes(s));
      const protein = c.picks.protein;
      const roast =
        Math.ceil(
          Math.max(
            18,
            ...roastItems.map((i) => Math.round(i.cookMinutes * 1.3)),
            ...protein.map((p) => Math.round(Math.min(p.cookMinutes, 40) * 1.4)),
          ) / 5,
        ) * 5;
      return compact([
        c.prep('Knife', 0, 'Heat the oven to 220°C/425°F with a large sheet pan inside.'),
        step(
          'Bowl',
          `Toss the ${c.list([...roastItems, ...protein])} with ${c.oil('2 tbsp')}${c.spices()}${tossed.length > 0 ? `, the ${c.list(tossed)}` : ''}, salt and pepper until everything glistens.`,
          2,
        ),
        step(
          'Oven',
          `Spread everything on the hot pan in one layer with space between the pieces (crowded pans steam instead of browning). Roast ${roast} minutes, turning once halfway, until the edges are deep golden${protein.some((p) => p.needsCooking) ? ` and the ${c.list(protein.filter((p) => p.needsCooking))} ${verbFor(protein.filter((p) => p.needsCooking))} ${through(protein)}` : ''}.`,
          roast,
        ),
        late.length > 0 &&
          step(
            'Oven',
            `Scatter the ${c.list(late)} over the pan with a drizzle of oil and a pinch of salt, toss and roast 5 minutes more, until wilted and crisp at the edges.`,
            5,
          ),
        step(
          'none',
          `${c.has('cheese') ? `Crumble the ${c.list(c.picks.cheese)} over. ` : ''}${drizzle.length > 0 ? `Loosen the ${c.list(drizzle)} with a little water and lemon or salt and drizzle over. ` : ''}Serve straight from the pan. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'chop leftovers into a grain salad or a frittata the next day',
    keep: 'Refrigerate up to 3 days; re-crisp in a hot oven or air fryer for 5 minutes.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: -8,
        instructions: 'Air-fry at 200°C/400°F in two batches, 12–15 minutes each, shaking halfway.',
      },
    ],
  },
  {
    id: 'frittata',
    dish: 'Frittata',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['potato', 'pasta', 'rice'],
    families: ['general', 'italian'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 5,
    catchAll: true,
    needs: (p) => p.protein.some(isEgg),
    steps: (c) => {
      const others = c.picks.protein.filter((p) => !isEgg(p));
      const filling = [...others, ...c.picks.vegetable, ...c.picks.starch];
      return compact([
        c.prep(),
        step(
          'Bowl',
          `Whisk the eggs with a good pinch of salt and pepper${c.picks.liquid.some((l) => l.category === 'dairy') ? ` and the ${c.list(c.picks.liquid.filter((l) => l.category === 'dairy'))}` : ''}${c.has('cheese') ? ` and half the ${c.list(c.picks.cheese)}` : ''} until no streaks of white remain.`,
          2,
        ),
        step(
          'Stove',
          `Heat ${c.oil('2 tbsp')} in a 25 cm (10 in) non-stick or well-seasoned skillet over medium heat. Cook the ${c.list([...c.picks.aromatic, ...filling]) || 'vegetables'}${c.spices()} until tender and any liquid has cooked off, ${cookMin(filling, 0.7, 5)} minutes. Spread them evenly.`,
          cookMin(filling, 0.7, 5),
        ),
        step(
          'Stove',
          `Pour in the eggs, tilt the pan to fill the gaps and lower the heat. Cook without stirring until the edges are set, 8 minutes; cover with a lid for the last 3 minutes${c.has('cheese') ? `, scattering over the rest of the cheese first,` : ''} until the middle is set too, with no liquid egg left (71°C/160°F in the centre). Take off the heat and leave 2 minutes.`,
          10,
        ),
        step(
          'none',
          `Loosen the edges with a spatula, slide onto a board and cut into wedges. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'pack cold wedges for lunch, or tuck a slice into a sandwich',
    keep: 'Refrigerate up to 3 days; eat cold or warm briefly in the oven.',
    swaps: [
      {
        appliance: 'Oven',
        timeAdjustment: 5,
        instructions:
          'Pour everything into an oiled baking dish and bake at 190°C/375°F for 20–25 minutes until just set.',
      },
      {
        appliance: 'Air Fryer',
        timeAdjustment: 0,
        instructions: 'Bake in an oiled 15–18 cm pan at 160°C/320°F for 12–15 minutes.',
      },
    ],
  },
  {
    id: 'omelette',
    dish: 'Omelette',
    equipment: ['Stove'],
    skill: 'intermediate',
    starch: ['bread'],
    families: ['general', 'mexican', 'italian'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) => p.protein.some(isEgg),
    steps: (c) => {
      const filling = [...c.picks.protein.filter((p) => !isEgg(p)), ...c.picks.vegetable];
      return compact([
        c.prep(),
        filling.length > 0 &&
          step(
            'Stove',
            `Heat ${c.oil('1 tsp')} in a 20 cm (8 in) non-stick pan over medium heat and cook the ${c.list([...c.picks.aromatic, ...filling])} until tender, ${cookMin(filling, 0.6, 3)} minutes. Tip into a bowl.`,
            cookMin(filling, 0.6, 3),
          ),
        step(
          'Stove',
          `For each omelette, beat 2–3 eggs with a pinch of salt. Melt a little fat in the pan over medium-high heat; when it foams, pour in the eggs and stir briskly with a spatula while shaking the pan for 20 seconds, then cook until set with no liquid egg left (71°C/160°F), about 1 minute. Spoon the filling${c.has('cheese') ? ` and ${c.list(c.picks.cheese)}` : ''} over one half, fold and slide onto a warm plate. Repeat.`,
          3 + 2 * Math.max(0, c.servings - 1),
        ),
        step(
          'none',
          `Serve right away while the centre is still soft.${c.first('starch') ? ` Add toasted ${c.first('starch')?.name} on the side.` : ''} ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'slice cold omelette into ribbons for fried rice or noodle soup',
    keep: 'Best eaten straight away; leftovers keep 1 day in the fridge.',
    swaps: [
      {
        appliance: 'Microwave',
        timeAdjustment: -2,
        instructions:
          'Beat the eggs with the filling in a greased bowl and microwave 1 minute, stir, then 45–60 seconds until set all through with no liquid egg left (71°C/160°F).',
      },
    ],
  },
  {
    id: 'scramble',
    dish: 'Scramble',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['bread', 'tortilla', 'rice'],
    families: ['general', 'mexican', 'asian'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 3,
    needs: (p) => p.protein.some((i) => isEgg(i) || i.id === 'tofu' || i.id === 'silken-tofu'),
    steps: (c) => {
      const base = c.picks.protein.find((p) => isEgg(p) || p.id.includes('tofu'));
      const tofu = base?.id.includes('tofu');
      const others = c.picks.protein.filter((p) => p !== base);
      const filling = [...others, ...c.picks.vegetable];
      return compact([
        c.prep(),
        step(
          'Stove',
          `Heat ${c.oil('1 tbsp')} in a non-stick pan over medium heat and cook the ${c.list([...c.picks.aromatic, ...filling]) || 'aromatics'}${c.spices()} until soft, ${cookMin(filling, 0.5, 3)} minutes.`,
          cookMin(filling, 0.5, 3),
        ),
        step(
          'Stove',
          tofu
            ? `Crumble the ${base?.name} into the pan with your hands, add a pinch of turmeric if you have it for colour, and cook, stirring, until hot and lightly golden, 4 minutes.`
            : `Lower the heat. Beat the eggs with a pinch of salt, pour them in and stir slowly with a spatula, pulling the set egg from the edges, until soft curds form and no liquid egg is left (71°C/160°F), 2–3 minutes.`,
          tofu ? 4 : 3,
        ),
        step(
          'none',
          `${c.has('cheese') ? `Fold in the ${c.list(c.picks.cheese)}. ` : ''}${c.first('starch') ? `Serve with the ${c.first('starch')?.name}. ` : ''}${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'wrap leftovers in a tortilla with salsa for a breakfast burrito',
    keep: 'Best eaten at once; leftovers keep 1 day in the fridge.',
    swaps: [
      {
        appliance: 'Microwave',
        timeAdjustment: -2,
        instructions:
          'Microwave the beaten eggs in a greased bowl in 30-second bursts, stirring between, until set with no liquid egg left (71°C/160°F), about 90 seconds.',
      },
    ],
  },
  {
    id: 'hash',
    dish: 'Hash',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['potato', 'rice'],
    starchRequired: true,
    families: ['general', 'mexican'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 4,
    catchAll: true,
    needs: (p) => p.starch.some((s) => starchKind(s) === 'potato'),
    accepts: (i) => i.id !== 'cooked-rice' && starchKind(i) !== 'rice',
    steps: (c) => {
      const potatoes = c.picks.starch;
      const protein = c.picks.protein.filter((p) => !isEgg(p));
      const eggs = c.picks.protein.filter(isEgg);
      return compact([
        c.prep(),
        potatoes.every((p) => !p.needsCooking)
          ? step(
              'Stove',
              `Heat ${c.oil('3 tbsp')} in your largest skillet over medium-high heat. Break the ${c.list(potatoes)} into rough chunks and add in one layer with a pinch of salt; leave them to form a crust, turning only every few minutes, until crisp and piping hot, 10 minutes.`,
              10,
            )
          : step(
              'Stove',
              `Heat ${c.oil('3 tbsp')} in your largest skillet over medium-high heat. Add the ${c.list(potatoes)} in one layer with a pinch of salt, cover and cook 8 minutes, then uncover and cook, turning only every few minutes, until crusty and tender, about 10 minutes more.`,
              18,
            ),
        step(
          'Stove',
          `Add the ${c.list([...c.picks.aromatic, ...protein, ...c.picks.vegetable]) || 'seasoning'}${c.spices()} and cook, turning now and then, until everything is browned${protein.length > 0 ? ` and the ${c.list(protein)} ${verbFor(protein)} ${heatedOrCooked(protein)}` : ''}, ${cookMin([...protein, ...c.picks.vegetable], 0.6, 5)} minutes.`,
          cookMin([...protein, ...c.picks.vegetable], 0.6, 5),
        ),
        eggs.length > 0 &&
          step(
            'Stove',
            `Make little wells in the hash, crack an egg into each, cover and cook over low heat until the whites and yolks are firm (71°C/160°F), 6–8 minutes.`,
            5,
          ),
        step(
          'none',
          `${c.has('cheese') ? `Scatter over the ${c.list(c.picks.cheese)}. ` : ''}Season to taste and serve from the pan. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'stuff leftovers into a tortilla or top with a fried egg tomorrow',
    keep: 'Refrigerate up to 3 days; re-crisp in a hot pan.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: -3,
        instructions:
          'Air-fry the potatoes at 200°C/400°F for 15 minutes, shaking twice, then add the rest for 5 minutes more.',
      },
    ],
  },
  {
    id: 'fritters',
    dish: 'Fritters',
    equipment: ['Stove'],
    skill: 'intermediate',
    starch: [],
    families: ['general', 'asian', 'mexican'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) =>
      p.vegetable.some(grateable) &&
      (p.protein.some(isEgg) || p.baking.some((b) => b.id === 'chickpea-flour' || b.id === 'flour')),
    accepts: (i) => i.role !== 'vegetable' || grateable(i),
    steps: (c) => {
      const binder = c.picks.protein.find(isEgg) ?? c.picks.baking.find((b) => b.id.includes('flour'));
      const flour = c.picks.baking.find((b) => b.id.includes('flour'));
      return compact([
        step(
          'Grater',
          `Coarsely grate the ${c.list(c.picks.vegetable)}, toss with ½ tsp salt and leave 5 minutes, then squeeze hard in a clean towel to drain: dry vegetables make crisp fritters.${c.has('aromatic') ? ` Finely chop the ${c.list(c.picks.aromatic)}.` : ''}`,
          8,
        ),
        step(
          'Bowl',
          `Mix the vegetables with the ${binder?.name ?? 'binder'}${flour && flour !== binder ? ` and ${flour.name}` : ''}${c.has('cheese') ? `, the ${c.list(c.picks.cheese)}` : ''}${c.spices()} and pepper into a thick mixture that holds its shape on a spoon.`,
          2,
        ),
        step(
          'Stove',
          `Heat a thin layer of ${c.fat ?? 'oil'} in a large skillet over medium-high heat. Drop in heaped spoonfuls of the mixture, flatten into fritters 1 cm (½ in) thick, and fry until deep golden, crisp and cooked through (71°C/160°F in the centre), 3 minutes a side. Drain on paper and keep warm while you fry the rest in batches, about 12 minutes in all.`,
          12,
        ),
        step(
          'none',
          `Serve hot${c.has('sauce') ? ` with the ${c.list(c.picks.sauce)} for dipping` : ''}. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'reheat leftovers in a dry pan and tuck into pita with salad',
    keep: 'Refrigerate up to 2 days; re-crisp in a hot pan or air fryer.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: 0,
        instructions:
          'Brush the patties with oil and air-fry at 200°C/400°F for 10–12 minutes, turning once.',
      },
    ],
  },
  {
    id: 'gratin',
    dish: 'Gratin',
    equipment: ['Oven'],
    skill: 'intermediate',
    starch: ['potato', 'pasta'],
    families: ['general', 'italian'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 3,
    needs: (p) =>
      (p.starch.some((s) => starchKind(s) === 'potato') ||
        p.vegetable.some((v) => ['cauliflower', 'broccoli', 'zucchini', 'fennel', 'leek'].includes(v.id))) &&
      (p.cheese.length > 0 || p.liquid.some((l) => l.category === 'dairy' || l.id.startsWith('coconut'))),
    accepts: (i) => i.role !== 'vegetable' || roastable(i),
    steps: (c) => {
      const base = [...c.picks.starch, ...c.picks.vegetable];
      const creamy = c.picks.liquid.filter(
        (l) => l.category === 'dairy' || l.id.startsWith('coconut') || l.id.includes('stock'),
      );
      const thick = base.some((b) => starchKind(b) === 'potato');
      const bake = thick ? 40 : 25;
      return compact([
        c.prep('Knife', 0, 'Heat the oven to 190°C/375°F and oil a baking dish.'),
        step(
          'Bowl',
          `Slice the ${c.list(base)} thinly (3 mm, ⅛ in) and toss with ${creamy.length > 0 ? `the ${c.list(creamy)}` : 'a splash of water'}, ${c.list(c.picks.aromatic) ? `the ${c.list(c.picks.aromatic)}, ` : ''}salt, pepper${c.spices()}.`,
          3,
        ),
        step(
          'Oven',
          `Layer in the dish${c.picks.protein.length > 0 ? ` with the ${c.list(c.picks.protein)} tucked between the layers` : ''}, pour over any liquid left in the bowl and cover with foil. Bake ${bake - 15} minutes, then uncover${c.has('cheese') ? `, scatter with the ${c.list(c.picks.cheese)}` : ''} and bake 15 minutes more until bubbling, golden and a knife slides through without resistance.`,
          bake,
        ),
        step('none', `Rest 5 minutes so the layers settle before serving. ${c.finish()}`, 5),
      ]);
    },
    remix: 'cut cold leftovers into squares and pan-fry until crisp on both sides',
    keep: 'Refrigerate up to 3 days; reheat covered in the oven.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: -10,
        instructions:
          'Bake in a dish that fits your basket at 170°C/340°F, covered 20 minutes, then uncovered 8.',
      },
      {
        appliance: 'Microwave',
        timeAdjustment: -25,
        instructions:
          'Microwave the sliced vegetables covered for 8 minutes until tender, then layer with the sauce and cheese and microwave 3 minutes more.',
      },
    ],
  },
  {
    id: 'tacos',
    dish: 'Tacos',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['tortilla'],
    starchRequired: true,
    families: ['mexican', 'general', 'asian'],
    cheese: true,
    dairy: true,
    fruit: true,
    maxVeg: 4,
    needs: (p) => p.starch.some((s) => starchKind(s) === 'tortilla') && mainCount(p) >= 1,
    steps: (c) => {
      const protein = c.picks.protein;
      const cooked = [
        ...protein,
        ...c.picks.vegetable.filter((v) => v.needsCooking || hardVeg(c).includes(v)),
      ];
      const fresh = c.picks.vegetable.filter((v) => !cooked.includes(v));
      return compact([
        c.prep(),
        step(
          'Stove',
          `Heat ${c.oil('1 tbsp')} in a skillet over medium-high heat. Cook the ${c.list([...c.picks.aromatic, ...cooked]) || 'filling'}${c.spices()} with a pinch of salt until browned${protein.length > 0 ? ` and ${heatedOrCooked(protein)}` : ''}, ${cookMin(cooked, 0.6, 4)} minutes${c.has('sauce') ? `; stir in the ${c.list(c.picks.sauce)} to coat` : ''}.`,
          cookMin(cooked, 0.6, 4),
        ),
        step(
          'Stove',
          `Warm the ${c.first('starch')?.name ?? 'tortillas'} one at a time in a dry pan for 30 seconds a side until soft and freckled, about 3 minutes in all; stack them in a towel to stay warm.`,
          3,
        ),
        step(
          'none',
          `Fill each tortilla with the hot filling${fresh.length > 0 ? `, the ${c.list(fresh)}` : ''}${c.has('cheese') ? ` and the ${c.list(c.picks.cheese)}` : ''}${c.has('fruit') ? ` and the ${c.list(c.picks.fruit)}` : ''}. ${c.finish()}`,
          1,
        ),
      ]);
    },
    remix: 'turn leftover filling into a rice bowl or quesadillas',
    keep: 'Keep filling and tortillas apart; the filling keeps 3 days in the fridge.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: 0,
        instructions:
          'Air-fry the filling at 200°C/400°F for 10 minutes, shaking halfway; warm the tortillas for the last minute.',
      },
    ],
  },
  {
    id: 'quesadilla',
    dish: 'Quesadillas',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['tortilla'],
    starchRequired: true,
    families: ['mexican', 'general'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    // A quesadilla is made with cheese ("queso"): without it the dish is not one.
    needs: (p) => p.starch.some((s) => starchKind(s) === 'tortilla') && p.cheese.length > 0,
    steps: (c) => {
      const filling = [...c.picks.protein, ...c.picks.vegetable];
      const raw = filling.filter((f) => f.needsCooking);
      return compact([
        c.prep(),
        raw.length > 0 &&
          step(
            'Stove',
            `Cook the ${c.list([...c.picks.aromatic, ...raw])}${c.spices()} in ${c.oil('1 tbsp')} over medium-high heat until ${through(raw)}, ${cookMin(raw, 0.6, 4)} minutes; tip into a bowl.`,
            cookMin(raw, 0.6, 4),
          ),
        step(
          'Stove',
          `Lay a tortilla in a dry skillet over medium heat. Cover half with ${c.has('cheese') ? `the ${c.list(c.picks.cheese)} and ` : ''}the ${c.list(filling) || 'filling'}${c.has('sauce') ? ` and a spoonful of ${c.list(c.picks.sauce)}` : ''}, fold, and cook 2 minutes a side, pressing with a spatula, until golden and the filling is hot. Repeat with the rest.`,
          4 + 2 * Math.ceil(c.servings / 2),
        ),
        step('Knife', `Cut into wedges. ${c.finish()}`, 1),
      ]);
    },
    remix: 'reheat wedges in a dry pan to re-crisp; never microwave (they turn soggy)',
    keep: 'Refrigerate up to 2 days.',
    swaps: [
      {
        appliance: 'Air Fryer',
        timeAdjustment: -2,
        instructions: 'Air-fry the folded quesadillas at 190°C/375°F for 6–8 minutes, turning once.',
      },
      {
        appliance: 'Microwave',
        timeAdjustment: -4,
        instructions:
          'Microwave each folded quesadilla 45–60 seconds until the cheese melts (softer, not crisp).',
      },
    ],
  },
  {
    id: 'grain-bowl',
    dish: 'Grain Bowl',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['grain', 'rice'],
    starchRequired: true,
    families: ['general', 'asian', 'mexican', 'italian', 'curry'],
    cheese: true,
    dairy: true,
    fruit: true,
    maxVeg: 5,
    catchAll: true,
    needs: (p) => p.starch.some((s) => ['grain', 'rice'].includes(starchKind(s) ?? '')) && mainCount(p) >= 1,
    steps: (c) => {
      const cookIt = [...c.picks.protein, ...c.picks.vegetable].filter(
        (i) => i.needsCooking || (i.cookMinutes >= 6 && !leafy(i)),
      );
      const fresh = [...c.picks.protein, ...c.picks.vegetable].filter((i) => !cookIt.includes(i));
      return compact([
        c.cookStarch(),
        c.prep(),
        cookIt.length > 0 &&
          step(
            'Stove',
            `Heat ${c.oil('1 tbsp')} in a skillet over medium-high heat and cook the ${c.list(cookIt)}${c.spices()} with a pinch of salt, turning now and then, until browned and ${heatedOrCooked(cookIt.filter((i) => i.role === 'protein'))}, ${cookMin(cookIt, 0.6, 5)} minutes.`,
            cookMin(cookIt, 0.6, 5),
          ),
        step(
          'Bowl',
          `Whisk a quick dressing: ${c.has('sauce') ? `the ${c.list(c.picks.sauce)} with ` : ''}${c.fat ? `2 tbsp ${c.fat}, ` : ''}${c.has('acid') ? `the juice of the ${c.list(c.picks.acid)}` : 'a splash of vinegar'}, salt and pepper.`,
          2,
        ),
        step(
          'none',
          `Divide the ${c.first('starch')?.name ?? 'grains'} between bowls and arrange the ${c.list([...cookIt, ...fresh])}${c.has('cheese') ? `, ${c.list(c.picks.cheese)}` : ''}${c.has('fruit') ? `, ${c.list(c.picks.fruit)}` : ''} on top in sections. Spoon over the dressing. ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'pack leftovers as lunch (dressing on the side), or stir-fry them with an egg',
    keep: 'Refrigerate components separately up to 3 days; eat cold or warm the grains.',
    swaps: [
      {
        appliance: 'Microwave',
        timeAdjustment: -3,
        instructions:
          'Cook the grains in a covered bowl in the microwave and steam the vegetables in it with a splash of water for 3–4 minutes.',
      },
    ],
  },
  {
    id: 'salad',
    dish: 'Salad',
    equipment: [],
    skill: 'beginner',
    starch: ['bread', 'grain', 'rice'],
    families: ['general', 'italian', 'asian', 'mexican'],
    cheese: true,
    dairy: false,
    fruit: true,
    maxVeg: 5,
    needs: (p) => [...p.vegetable, ...p.protein].filter((i) => !i.needsCooking).length >= 2,
    accepts: (i) =>
      !i.needsCooking &&
      (i.role !== 'vegetable' ||
        !['frozen-mixed-vegetables', 'peas', 'corn'].includes(i.id) ||
        i.id === 'corn'),
    steps: (c) =>
      compact([
        c.prep('Knife'),
        step(
          'Bowl',
          `In a large bowl whisk ${c.fat ? `3 tbsp ${c.fat} with ` : ''}${c.has('acid') ? `the juice of the ${c.list(c.picks.acid)}` : '1 tbsp vinegar'}${c.has('sauce') ? ` and the ${c.list(c.picks.sauce)}` : ''}, a pinch of salt and pepper${c.has('aromatic') ? `; add the ${c.list(c.picks.aromatic)} and let it soften in the dressing for 1 minute` : ''}.`,
          2,
        ),
        step(
          'Bowl',
          `Add the ${c.list([...c.picks.vegetable, ...c.picks.protein, ...c.picks.starch]) || 'salad'}${c.has('cheese') ? ` and the ${c.list(c.picks.cheese)}` : ''}${c.has('fruit') ? ` and the ${c.list(c.picks.fruit)}` : ''} and toss gently with your hands until everything is lightly coated. Taste: it should be bright and well seasoned. ${c.finish()}`,
          1,
        ),
      ]),
    remix: 'stuff leftovers into a wrap or pita the next day (keep the dressing separate)',
    keep: 'Dressed leaves wilt: keep undressed leftovers in the fridge up to 2 days.',
    swaps: [],
  },
  {
    id: 'skillet',
    dish: 'Skillet',
    equipment: ['Stove'],
    skill: 'beginner',
    starch: ['potato', 'pasta', 'rice', 'grain'],
    families: ['general', 'italian', 'mexican', 'asian', 'curry'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 5,
    catchAll: true,
    needs: (p) => p.protein.length >= 1 && mainCount(p) >= 2,
    steps: (c) => {
      const protein = c.picks.protein;
      // Potatoes cook in the pan with the vegetables (cubed, they take 15–20 minutes); ready starches warm through.
      const starch = c.picks.starch.filter(
        (s) => s.id === 'cooked-rice' || s.id === 'gnocchi' || !s.needsCooking || starchKind(s) === 'potato',
      );
      const panCooked = [...c.picks.vegetable, ...starch.filter((s) => s.needsCooking)];
      return compact([
        c.cookStarch(),
        c.prep(),
        step(
          'Stove',
          `Heat ${c.oil('1 tbsp')} in a large skillet over medium-high heat. Sear the ${c.list(protein)}${c.spices()} until well browned and ${heatedOrCooked(protein)}, ${cookMin(protein, 0.7, 4)} minutes, then move to a plate.`,
          cookMin(protein, 0.7, 4),
        ),
        step(
          'Stove',
          `In the same pan cook the ${c.list([...c.picks.aromatic, ...c.picks.vegetable, ...starch]) || 'vegetables'} until tender and golden in places, ${cookMin(panCooked, 0.8, 4)} minutes${c.has('sauce') ? `; stir in the ${c.list(c.picks.sauce)} and a splash of water, scraping up the browned bits` : ''}.`,
          cookMin(panCooked, 0.8, 4),
        ),
        step(
          'Stove',
          `Return the ${c.list(protein)} and ${verbFor(protein) === 'are' ? 'their' : 'its'} juices, toss for 1 minute until glossy and hot${c.has('cheese') ? `, then scatter with the ${c.list(c.picks.cheese)}` : ''}.${serveOver(c)} ${c.finish()}`,
          2,
        ),
      ]);
    },
    remix: 'chop leftovers into a wrap or fold them through pasta',
    keep: 'Refrigerate up to 3 days; reheat in the skillet with a splash of water.',
    swaps: [
      {
        appliance: 'Oven',
        timeAdjustment: 10,
        instructions: 'Roast everything on a sheet pan at 220°C/425°F for 20–25 minutes.',
      },
      {
        appliance: 'Air Fryer',
        timeAdjustment: 0,
        instructions: 'Air-fry protein and vegetables at 200°C/400°F for 12–15 minutes, shaking halfway.',
      },
    ],
  },
  {
    id: 'slow-cooker',
    dish: 'Slow-Cooker Stew',
    equipment: ['Slow Cooker'],
    skill: 'beginner',
    starch: ['potato', 'bread'],
    families: ['general', 'italian', 'mexican', 'curry'],
    cheese: false,
    dairy: false,
    fruit: false,
    maxVeg: 6,
    catchAll: true,
    freezes: true,
    needs: (p) => p.protein.length >= 1 && p.vegetable.length >= 1,
    accepts: (i) => i.role !== 'protein' || (i.category !== 'seafood' && !isEgg(i)),
    steps: (c) =>
      compact([
        c.prep(),
        step(
          'Slow Cooker',
          `Put the ${c.list([...c.picks.aromatic, ...hardVeg(c), ...c.picks.starch.filter((s) => starchKind(s) === 'potato')]) || 'vegetables'} in the slow cooker and lay the ${c.list(c.picks.protein)} on top. Add ${c.has('sauce') ? `the ${c.list(c.picks.sauce)}, ` : ''}${c.spices().replace(/^ with /, '') || 'salt and pepper'}, and ${c.picks.liquid[0] ? `the ${c.picks.liquid[0].name}` : 'water'} to come halfway up. Cover and cook on HIGH for ${c.picks.protein.some((p) => p.cookMinutes > 60) ? '2 hours 45 minutes (cut tough cuts into 4 cm chunks so they are ready in time)' : '2½ hours'} without lifting the lid, until the ${c.picks.protein[0]?.name ?? 'protein'} is tender enough to pull apart${doneness(c.picks.protein)}.`,
          c.picks.protein.some((p) => p.cookMinutes > 60) ? 165 : 150,
        ),
        step(
          'Slow Cooker',
          `Stir in ${softVeg(c).length > 0 ? `the ${c.list(softVeg(c))}` : 'a splash of water if needed'} and cook 5 minutes more. Season with salt and pepper${c.has('acid') ? `, and the ${c.list(c.picks.acid)}` : ''}. ${c.finish()}`,
          5,
        ),
      ]),
    remix: 'shred leftovers into tacos or spoon over rice',
    keep: 'Refrigerate up to 3 days or freeze up to 3 months.',
    swaps: [
      {
        appliance: 'Instant Pot',
        timeAdjustment: -110,
        instructions: 'Pressure cook 15 minutes with 250 ml liquid, natural release 10 minutes.',
      },
      {
        appliance: 'Stove',
        timeAdjustment: -90,
        instructions: 'Simmer covered in a heavy pot over low heat for 45–60 minutes, stirring occasionally.',
      },
    ],
  },
  {
    id: 'instant-pot',
    dish: 'Instant Pot Stew',
    equipment: ['Instant Pot'],
    skill: 'beginner',
    starch: ['potato', 'rice'],
    families: ['general', 'italian', 'mexican', 'curry', 'asian'],
    cheese: false,
    dairy: false,
    fruit: false,
    maxVeg: 6,
    catchAll: true,
    freezes: true,
    needs: (p) => p.protein.length + p.vegetable.length >= 2,
    accepts: (i) => i.role !== 'protein' || (i.category !== 'seafood' && !isEgg(i)),
    steps: (c) => {
      const rice = c.picks.starch.find((s) => starchKind(s) === 'rice' && s.needsCooking);
      const pressure = Math.max(
        5,
        ...c.picks.protein.map((p) => Math.round(Math.min(p.cookMinutes, 90) * 0.35)),
        rice ? (rice.id === 'brown-rice' ? 22 : 6) : 0,
      );
      const soft = softVeg(c);
      const firm = c.picks.vegetable.filter((v) => !soft.includes(v));
      const water = rice ? 250 + Math.round((75 * c.servings * 1.2) / 50) * 50 : 250;
      return compact([
        c.prep(),
        step(
          'Instant Pot',
          `Set the Instant Pot to Sauté. Heat ${c.oil('1 tbsp')} and brown the ${c.list(c.picks.protein) || 'vegetables'} for 4 minutes; add the ${c.list(c.picks.aromatic) || 'seasoning'}${c.spices()} for the last minute. Pour in ${water} ml ${c.picks.liquid[0]?.name ?? 'water'} and scrape the bottom clean (this prevents the burn warning).`,
          6,
        ),
        step(
          'Instant Pot',
          `Add the ${c.list([...firm, ...c.picks.starch]) || 'rest'}${c.has('sauce') ? ` and the ${c.list(c.picks.sauce)} on top (do not stir in thick sauces)` : ''}. Lock the lid and set the valve to Sealing. It takes about 10 minutes to come to pressure; pressure cook on High for ${pressure} minutes.`,
          pressure + 10,
        ),
        step(
          'Instant Pot',
          `Let the pressure release naturally for 10 minutes, then carefully turn the valve to Venting.${soft.length > 0 ? ` Stir in the ${c.list(soft)} and put the lid back on for 1 minute to wilt them.` : ''} Check the ${c.list(c.picks.protein) || 'vegetables'} ${c.picks.protein.length > 0 ? verbFor(c.picks.protein) : 'are'} ${c.picks.protein.some((p) => p.needsCooking) ? through(c.picks.protein) : 'tender'}. Stir, season with salt and pepper${c.has('acid') ? ` and the ${c.list(c.picks.acid)}` : ''}. ${c.finish()}`,
          10,
        ),
      ]);
    },
    remix: 'blend leftovers into soup or serve over rice',
    keep: 'Refrigerate up to 3 days or freeze up to 3 months.',
    swaps: [
      {
        appliance: 'Stove',
        timeAdjustment: 15,
        instructions: 'Simmer covered in a heavy pot until tender, stirring now and then.',
      },
      { appliance: 'Slow Cooker', timeAdjustment: 120, instructions: 'Cook 3 hours on HIGH.' },
    ],
  },
  {
    id: 'air-fryer',
    dish: 'Air-Fryer Plate',
    equipment: ['Air Fryer'],
    skill: 'beginner',
    starch: ['potato', 'bread'],
    families: ['general', 'asian', 'mexican', 'italian'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) =>
      p.protein.length +
        p.vegetable.filter(roastable).length +
        p.starch.filter((s) => starchKind(s) === 'potato').length >=
      1,
    accepts: (i) => (i.role !== 'vegetable' || roastable(i)) && (i.role !== 'protein' || i.cookMinutes <= 35),
    steps: (c) => {
      const items = [
        ...c.picks.starch.filter((s) => starchKind(s) === 'potato'),
        ...c.picks.protein,
        ...c.picks.vegetable,
      ];
      const fry =
        Math.ceil(Math.max(8, ...items.map((i) => Math.round(Math.min(i.cookMinutes, 35) * 0.9))) / 5) * 5 -
        2;
      return compact([
        c.prep(),
        step(
          'Bowl',
          `Toss the ${c.list(items)} with ${c.oil('1 tbsp')}${c.spices()}${c.has('sauce') ? `, the ${c.list(c.picks.sauce)}` : ''}, salt and pepper.`,
          2,
        ),
        step(
          'Air Fryer',
          `Heat the air fryer to 200°C/400°F, 2 minutes. Cook in a single layer (in batches if needed) for ${fry} minutes, shaking the basket halfway, until crisp at the edges${c.picks.protein.some((p) => p.needsCooking) ? ` and the ${c.list(c.picks.protein.filter((p) => p.needsCooking))} ${verbFor(c.picks.protein.filter((p) => p.needsCooking))} ${through(c.picks.protein)}` : ''}.`,
          fry + 3,
        ),
        step(
          'none',
          `${c.has('cheese') ? `Scatter over the ${c.list(c.picks.cheese)}. ` : ''}Pile onto plates. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'slice leftovers into a wrap or salad',
    keep: 'Refrigerate up to 3 days; re-crisp in the air fryer 3–4 minutes.',
    swaps: [
      {
        appliance: 'Oven',
        timeAdjustment: 10,
        instructions: 'Roast on a sheet pan at 220°C/425°F, adding about 10 minutes.',
      },
    ],
  },
  {
    id: 'microwave-bowl',
    dish: 'Microwave Steam Bowl',
    equipment: ['Microwave'],
    skill: 'beginner',
    starch: ['rice', 'grain', 'noodle'],
    families: ['general', 'asian', 'mexican', 'italian', 'curry'],
    cheese: true,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) => mainCount(p) >= 1,
    accepts: (i) =>
      (i.role !== 'protein' ||
        ['seafood', 'plant-protein', 'legume'].includes(i.category) ||
        ['chicken-breast', 'chicken-thigh', 'turkey-breast'].includes(i.id) ||
        !i.needsCooking) &&
      (i.role !== 'starch' ||
        ['cooked-rice', 'couscous', 'rice-noodles', 'glass-noodles', 'ramen-noodles'].includes(i.id) ||
        !i.needsCooking),
    steps: (c) => {
      const items = [...c.picks.protein, ...c.picks.vegetable];
      const zap = Math.max(2, ...items.map((i) => Math.round(i.cookMinutes * 0.4)));
      const starch = c.first('starch');
      return compact([
        c.prep(),
        step(
          'Microwave',
          `Put the ${c.list(items)} in a microwave-safe dish with ${c.has('aromatic') ? `the ${c.list(c.picks.aromatic)}, ` : ''}2 tbsp water${c.spices()} and a pinch of salt. Cover with a plate and microwave on high for ${zap} minutes, stirring halfway, until everything is hot and tender${c.picks.protein.some((p) => p.needsCooking) ? ` and the ${c.list(c.picks.protein.filter((p) => p.needsCooking))} ${verbFor(c.picks.protein.filter((p) => p.needsCooking))} ${through(c.picks.protein)}` : ''}. Stand 1 minute.`,
          zap + 1,
        ),
        starch &&
          step(
            'Microwave',
            starch.id === 'couscous'
              ? `Cover the ${starch.name} with water by 1 cm and microwave 2 minutes until boiling, then cover and leave 3 minutes; fluff with a fork.`
              : `Microwave the ${starch.name} covered with a splash of water for 2 minutes until steaming (soak them in the hot water until soft).`,
            starch.id === 'couscous' ? 5 : 2,
          ),
        step(
          'none',
          `${starch ? `Spoon over the ${starch.name}` : 'Pile into bowls'}${c.has('sauce') ? `, drizzle with the ${c.list(c.picks.sauce)}` : ''}${c.has('cheese') ? ` and top with the ${c.list(c.picks.cheese)}` : ''}. ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'pack leftovers for lunch; add a fried egg to make it dinner',
    keep: 'Refrigerate up to 2 days; reheat covered until steaming.',
    swaps: [
      {
        appliance: 'Stove',
        timeAdjustment: 3,
        instructions:
          'Steam the vegetables and protein in a covered pan with a splash of water over medium heat.',
      },
    ],
  },
  {
    id: 'microwave-eggs',
    dish: 'Microwave Egg Cups',
    equipment: ['Microwave'],
    skill: 'beginner',
    starch: ['bread', 'tortilla', 'potato'],
    families: ['general', 'mexican'],
    cheese: true,
    dairy: true,
    fruit: false,
    maxVeg: 2,
    needs: (p) => p.protein.some(isEgg),
    accepts: (i) =>
      (i.role !== 'protein' || isEgg(i) || !i.needsCooking) &&
      (starchKind(i) !== 'potato' || !i.needsCooking),
    steps: (c) =>
      compact([
        c.picks.vegetable.length + c.picks.aromatic.length > 0 && c.prep(),
        step(
          'Microwave',
          `For each serving, beat 2 eggs in a greased mug or small bowl with a pinch of salt${c.picks.vegetable.length + potatoes(c).length + c.picks.aromatic.length > 0 ? `, a spoonful of the ${c.list([...c.picks.vegetable, ...potatoes(c), ...c.picks.aromatic])}` : ''}${c.picks.protein.filter((p) => !isEgg(p)).length > 0 ? ` and the ${c.list(c.picks.protein.filter((p) => !isEgg(p)))}` : ''}${c.has('cheese') ? ` and some ${c.list(c.picks.cheese)}` : ''}. Microwave on high 45 seconds, stir, then 30–45 seconds more until puffed and set all through, no liquid egg left (71°C/160°F). Rest 30 seconds.`,
          2 + Math.ceil(c.servings / 2),
        ),
        step(
          'none',
          `${c.first('starch') && potatoes(c).length === 0 ? `Serve with the ${c.first('starch')?.name}. ` : ''}${c.finish()}`,
          0,
        ),
      ]),
    remix: 'make a double batch and tuck cold egg cups into a sandwich',
    keep: 'Best eaten at once; refrigerate leftovers up to 1 day.',
    swaps: [
      {
        appliance: 'Stove',
        timeAdjustment: 3,
        instructions: 'Scramble the same mix in a buttered or oiled pan over medium-low heat, 3 minutes.',
      },
    ],
  },
  {
    id: 'warm-salad',
    dish: 'Warm Salad',
    equipment: ['Microwave'],
    skill: 'beginner',
    starch: ['grain', 'rice', 'noodle'],
    families: ['general', 'asian', 'mexican', 'italian'],
    cheese: true,
    dairy: false,
    fruit: true,
    maxVeg: 4,
    needs: (p) => p.vegetable.length >= 1 && mainCount(p) >= 2,
    accepts: (i) =>
      (i.role !== 'protein' ||
        ['seafood', 'plant-protein', 'legume'].includes(i.category) ||
        ['chicken-breast', 'chicken-thigh', 'turkey-breast'].includes(i.id) ||
        !i.needsCooking) &&
      (i.role !== 'starch' ||
        ['cooked-rice', 'couscous', 'rice-noodles', 'glass-noodles'].includes(i.id) ||
        !i.needsCooking),
    steps: (c) => {
      const warm = [...c.picks.protein, ...c.picks.vegetable.filter((v) => v.needsCooking || !leafy(v))];
      const fresh = c.picks.vegetable.filter((v) => !warm.includes(v));
      const zap = Math.max(3, ...warm.map((i) => Math.round(i.cookMinutes * 0.4)));
      const starch = c.first('starch');
      const raw = c.picks.protein.filter((p) => p.needsCooking);
      return compact([
        c.prep(),
        step(
          'Bowl',
          `In a large bowl whisk ${c.fat ? `3 tbsp ${c.fat} with ` : ''}${c.has('acid') ? `the juice of the ${c.list(c.picks.acid)}` : '1 tbsp vinegar'}${c.has('sauce') ? `, the ${c.list(c.picks.sauce)}` : ''}, salt and pepper${c.has('aromatic') ? `; stir in the ${c.list(c.picks.aromatic)}, very finely chopped` : ''}.`,
          2,
        ),
        step(
          'Microwave',
          `Put the ${c.list(warm)} in a microwave-safe dish with 2 tbsp water and a pinch of salt. Cover and microwave on high for ${zap} minutes, stirring halfway, until just tender${raw.length > 0 ? ` and the ${c.list(raw)} ${verbFor(raw)} ${through(raw)}` : ''}. Drain${c.picks.protein.some((p) => p.safety === 'fish' || (p.category === 'seafood' && !p.needsCooking && !p.safety && /tuna|salmon|mackerel|sardine|fish/.test(p.name))) ? ` and flake the ${c.list(c.picks.protein.filter((p) => /tuna|salmon|mackerel|sardine|fish|cod|trout|haddock|halibut|tilapia/.test(p.name)))} into big pieces` : ''}.`,
          zap,
        ),
        starch &&
          step(
            'Microwave',
            starch.id === 'couscous'
              ? `Cover the ${starch.name} with water by 1 cm and microwave 2 minutes until boiling, then cover and leave 3 minutes; fluff with a fork.`
              : `Microwave the ${starch.name} covered with a splash of water for 2 minutes until steaming; fluff or loosen with a fork.`,
            starch.id === 'couscous' ? 5 : 2,
          ),
        step(
          'none',
          `Add the warm ${c.list([...warm, ...(starch ? [starch] : [])])}${fresh.length > 0 ? ` and the ${c.list(fresh)}` : ''}${c.has('fruit') ? ` and the ${c.list(c.picks.fruit)}` : ''} to the dressing and toss gently while still warm, so it drinks up the dressing.${c.has('cheese') ? ` Scatter over the ${c.list(c.picks.cheese)}.` : ''} ${c.finish()}`,
          0,
        ),
      ]);
    },
    remix: 'pack leftovers cold for lunch with an extra squeeze of lemon',
    keep: 'Refrigerate up to 2 days; eat cold or at room temperature.',
    swaps: [
      {
        appliance: 'Stove',
        timeAdjustment: 0,
        instructions:
          'Steam the vegetables and protein in a covered pan with a splash of water, then toss with the dressing.',
      },
    ],
  },
  {
    id: 'parcels',
    dish: 'Parchment Parcels',
    equipment: ['Microwave'],
    skill: 'beginner',
    starch: [],
    families: ['general', 'asian', 'italian', 'curry'],
    cheese: false,
    dairy: false,
    fruit: false,
    maxVeg: 3,
    needs: (p) => p.protein.length >= 1 && p.vegetable.length >= 1,
    accepts: (i) =>
      (i.role !== 'protein' ||
        (i.category === 'seafood' && i.id !== 'mussels' && i.id !== 'clams') ||
        ['chicken-breast', 'turkey-breast', 'tofu', 'tempeh'].includes(i.id)) &&
      (i.role !== 'vegetable' || roastable(i) || leafy(i)),
    steps: (c) => {
      const protein = c.picks.protein;
      const per = Math.max(4, ...protein.map((p) => Math.round(Math.min(p.cookMinutes, 20) * 0.5)));
      const batches = Math.ceil(c.servings / 2);
      return compact([
        c.prep(),
        step(
          'Knife',
          `For each serving, lay out a large sheet of baking paper. Pile a share of the ${c.list(c.picks.vegetable)} in the middle, set the ${c.list(protein)} on top${c.has('aromatic') ? ` with the ${c.list(c.picks.aromatic)}` : ''}, and add ${c.has('sauce') ? `a spoonful of the ${c.list(c.picks.sauce)}` : c.oil('a drizzle of')}${c.spices()}, salt and pepper. Fold the paper over and crimp the edges tightly so no steam escapes.`,
          3 + Math.ceil(c.servings / 2),
        ),
        step(
          'Microwave',
          `Microwave the parcels on a plate on high, two at a time, ${per} minutes per batch${batches > 1 ? `, about ${per * batches} minutes in all` : ''}, until the ${c.list(protein)} ${verbFor(protein)} ${heatedOrCooked(protein)}. Open carefully: the steam is very hot.`,
          batches > 1 ? per * batches : per,
        ),
        step('none', `Serve in the paper so no juice is lost. ${c.finish()}`, 0),
      ]);
    },
    remix: 'flake leftovers into a salad or fold into fried rice',
    keep: 'Best eaten at once; refrigerate leftovers up to 1 day.',
    swaps: [
      {
        appliance: 'Oven',
        timeAdjustment: 10,
        instructions: 'Bake the parcels on a tray at 200°C/400°F for 15–20 minutes.',
      },
    ],
  },
];

export const NO_COOK: Technique = {
  id: 'no-cook',
  dish: 'No-Cook Plate',
  equipment: [],
  skill: 'beginner',
  starch: ['bread', 'tortilla', 'rice', 'grain'],
  families: ['general', 'italian', 'asian', 'mexican', 'curry'],
  cheese: true,
  dairy: false,
  fruit: true,
  maxVeg: 4,
  needs: () => true,
  // Safe to eat as it is: not raw, not dried legumes that need soaking and boiling first, and not
  // leftover rice or pasta (reheated until steaming in the dishes that use them).
  accepts: (i) =>
    !i.needsCooking &&
    !i.precooked &&
    !(i.name.startsWith('cooked ') && ['grain', 'pasta'].includes(i.category)),
  steps: (c) => {
    const everything = [
      ...c.picks.protein,
      ...c.picks.vegetable,
      ...c.picks.cheese,
      ...c.picks.fruit,
      ...c.picks.starch,
    ];
    return [
      step(
        'Knife',
        `Slice or tear the ${c.list(everything) || 'ingredients'} into bite-size pieces and arrange on plates${c.first('starch')?.role === 'starch' && starchKind(c.first('starch')!) === 'tortilla' ? ' or roll up in the tortillas' : ''}. Dress with ${c.fat ? `a drizzle of ${c.fat}, ` : ''}${c.has('acid') ? `the ${c.list(c.picks.acid)}, ` : ''}${c.has('sauce') ? `the ${c.list(c.picks.sauce)}, ` : ''}salt and pepper.${c.has('aromatic') ? ` Scatter over the ${c.list(c.picks.aromatic)}, sliced paper-thin.` : ''}${c.has('spice') ? ` Dust with a little ${c.list(c.picks.spice)}.` : ''} ${c.finish()}`,
        4,
      ),
    ];
  },
  remix: 'pack leftovers into a wrap or lunch box',
  keep: 'Refrigerate undressed leftovers up to 2 days.',
  swaps: [],
};

/** For when nothing in the pantry can be eaten raw and there is no time or appliance to cook it. */
export const PREP_AHEAD: Technique = {
  ...NO_COOK,
  id: 'prep-ahead',
  dish: 'Prep-Ahead Kit',
  accepts: () => true,
  steps: (c) => {
    const items = [...c.picks.protein, ...c.picks.vegetable, ...c.picks.starch];
    return [
      step(
        'Knife',
        `Cut the ${c.list(items) || 'ingredients'} ready for cooking and put them in a covered container with ${c.fat ? `a drizzle of ${c.fat}, ` : ''}${c.has('aromatic') ? `the ${c.list(c.picks.aromatic)}, ` : ''}${c.has('sauce') ? `the ${c.list(c.picks.sauce)}, ` : ''}salt and pepper. Refrigerate (up to 24 hours); it marinates while it waits and cooks in minutes later. Raw ${c.list(items.filter((i) => i.needsCooking)) || 'ingredients'} must be cooked through before eating.`,
        4,
      ),
    ];
  },
  remix: 'cook the kit in a hot pan for 8–12 minutes when you have time',
  keep: 'Keep the raw kit in the coldest part of the fridge and cook within 24 hours.',
};
