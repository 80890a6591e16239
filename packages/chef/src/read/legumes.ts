import { type Constraints, type Equipment, kitchenEquipment } from '@sous/domain';
import type { Ingredient } from '../catalog/index.ts';

/** The first step of a recipe with dried legumes: soaked (where needed) and boiled until tender. */
export interface LegumeStep {
  tool: string;
  text: string;
  minutes: number;
}

const DRIED_WORDS = /\b(dried|dry|raw|uncooked|soaked)\s+/gi;

/** How a dried legume is made safe and tender, in the fastest way the cook's equipment and time allow. */
export function legumeStep(
  dried: Ingredient,
  constraints: Pick<Constraints, 'appliances' | 'time'>,
): LegumeStep | undefined {
  const legume = dried.legume;
  if (!legume) return undefined;
  // No equipment ticked is an ordinary kitchen: the stove, never an Instant Pot the cook may not own.
  const kitchen = kitchenEquipment(constraints.appliances);
  const can = (tool: Equipment) => kitchen.includes(tool);
  const name = legumeName(dried);
  const kidney = dried.safety === 'kidney-bean';
  const options: LegumeStep[] = [];
  if (can('Instant Pot') && legume.unsoakedPressureMinutes !== undefined && !kidney) {
    // Under pressure most beans need no soak: longer at pressure, no hour in a bowl.
    options.push({
      tool: 'Instant Pot',
      text: `Cook the dried ${name} first: rinse them and put them in the Instant Pot with fresh water to cover by 5 cm (2 in) and a pinch of salt; they need no soaking under pressure. Pressure cook on High ${legume.unsoakedPressureMinutes} minutes (it takes about 10 minutes to come up to pressure), then let the pressure release naturally, 20 minutes, until the ${name} are completely tender. Drain.`,
      minutes: 10 + legume.unsoakedPressureMinutes + 20,
    });
  }
  if (can('Instant Pot')) {
    const soak = legume.soak
      ? 'cover them with just-boiled water, leave to soak 1 hour, then drain and rinse. Put them'
      : 'put them';
    options.push({
      tool: 'Instant Pot',
      text: `Cook the ${legume.soaked ? 'soaked' : 'dried'} ${name} first: rinse them, ${soak} in the Instant Pot with fresh water to cover by 5 cm (2 in) and a pinch of salt. Pressure cook on High ${legume.pressureMinutes} minutes (it takes about 10 minutes to come up to pressure), then let the pressure release naturally, 20 minutes, until the ${name} are completely tender. Drain.`,
      minutes: (legume.soak ? 60 : 0) + 10 + legume.pressureMinutes + 20,
    });
  }
  if (can('Stove')) {
    const simmer = Math.max(5, legume.simmerMinutes - 10);
    const soak = legume.soak
      ? 'put them in a large pot with plenty of cold water, bring to the boil and boil 2 minutes, then cover, take off the heat and leave to soak 1 hour. Drain, cover with fresh water by 5 cm (2 in)'
      : 'put them in a pot and cover with cold water by 5 cm (2 in)';
    options.push({
      tool: 'Stove',
      text: `Cook the ${legume.soaked ? 'soaked' : 'dried'} ${name} first: rinse them, ${soak}, bring to a full rolling boil and boil hard for 10 minutes${kidney ? ' (this destroys the natural toxin in raw kidney beans)' : ''}, then lower the heat and simmer until completely tender, ${simmer} minutes. Drain.`,
      minutes: (legume.soak ? 62 : 0) + 10 + simmer,
    });
  }
  // The dish itself needs time too: at least 20 minutes after the legumes are done.
  const step = options
    .filter((option) => option.minutes + 20 <= constraints.time)
    .sort((a, b) => a.minutes - b.minutes)[0];
  return step;
}

/**
 * May go in raw and cook in a dish's own liquid: lentils and split peas (no soak, no toxin) on any
 * heat, and beans an Instant Pot cooks from dry. Never kidney beans: they are soaked and boiled first.
 */
export const cooksInDish = (dried: Ingredient): boolean =>
  dried.legume !== undefined &&
  dried.safety !== 'kidney-bean' &&
  (!dried.legume.soak || dried.legume.unsoakedPressureMinutes !== undefined);

/**
 * Minutes a legume needs in a dish's liquid with this appliance, from dry: a simmer on the stove,
 * the time at pressure, or a slow cooker's long cook; undefined where it cannot cook from dry.
 */
export function inDishMinutes(dried: Ingredient, tool: string): number | undefined {
  const legume = dried.legume;
  if (!legume || !cooksInDish(dried)) return undefined;
  if (tool === 'Instant Pot') return legume.soak ? legume.unsoakedPressureMinutes : legume.pressureMinutes;
  if (legume.soak) return undefined;
  if (tool === 'Stove') return legume.simmerMinutes;
  // On High, started with water just off the boil: red lentils in 2 hours, split peas in over 3.
  if (tool === 'Slow Cooker') return Math.max(120, legume.simmerMinutes * 5);
  // In a covered dish in a 180°C/350°F oven, started with water just off the boil.
  if (tool === 'Oven') return Math.max(45, legume.simmerMinutes * 3);
  return undefined;
}

export function legumeTooSlow(dried: Ingredient): string {
  const legume = dried.legume;
  const hours = legume?.soak
    ? 'about 2 hours of soaking and cooking'
    : `about ${legume?.simmerMinutes ?? 30} minutes of simmering`;
  return `needs ${hours} (or an Instant Pot); canned ones are ready to use`;
}

/** "kidney beans" for "dried kidney beans". */
export const legumeName = (dried: Ingredient): string => dried.name.replace(DRIED_WORDS, '').trim();
