// The review tool of issue 12: cooks every pantry of the review corpus with the local chef, prints
// each trio for a person to read, then the recipe linter's findings, and ends with a summary.
// Run: pnpm --filter @sous/chef review [--id <pantry id>] [--quiet]

import { ConstraintsSchema, type RecipeDraft, stepMinutes } from '@sous/domain';
import * as v from 'valibot';
import { ChefError, type ChefRequest, type RecipeTrio } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { readPantry } from '../read/pantry.ts';
import { CORPUS, type ReviewPantry } from './corpus.ts';
import { type Finding, lintTrio, RULES } from './lint.ts';

const LABELS = ['Quick Win', 'Zero-Waste', 'Upgrade'] as const;

interface Options {
  id?: string;
  quiet: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quiet') options.quiet = true;
    else if (arg === '--id') options.id = argv[++i];
    else if (arg?.startsWith('--id=')) options.id = arg.slice('--id='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: pnpm --filter @sous/chef review [--id <pantry id>] [--quiet]');
      process.exit(0);
    } else if (arg !== '--') {
      console.error(`Unknown option: ${arg}`);
      process.exit(2);
    }
  }
  return options;
}

const amountOf = (line: RecipeDraft['ingredientsList'][number]) =>
  [String(line.amount), line.unit].filter((part) => part !== '').join(' ');

/** One recipe, the way a cook would read it. */
export function showRecipe(draft: RecipeDraft, index: number): string {
  const n = draft.nutrition;
  const lines = [
    `■ ${index + 1}. ${LABELS[index]}: ${draft.title}`,
    `  ${draft.recipeType} · ${draft.difficulty} · ${draft.totalTime} min (prep ${draft.prepTime}, cook ${draft.cookTime}) · serves ${draft.servings}`,
    `  ${draft.description}`,
    '  Ingredients:',
    ...draft.ingredientsList.map(
      (line) => `    - ${amountOf(line)} ${line.item}${line.notes ? ` (${line.notes})` : ''}`,
    ),
    ...(draft.shoppingGap.length > 0 ? [`  To buy: ${draft.shoppingGap.join(', ')}`] : []),
    '  Steps:',
    ...draft.steps.map(
      (step) =>
        `    ${step.step}. [${step.appliance} · ${stepMinutes(step.duration)} min] ${step.instruction}`,
    ),
    `  Nutrition per serving: ${n.calories} kcal, ${n.protein} g protein, ${n.carbs} g carbs, ${n.fat} g fat, ${n.fiber} g fibre${n.estimated ? ' (estimated)' : ''}`,
    `  Leftovers: ${draft.leftoverPlan}`,
  ];
  return lines.join('\n');
}

function showFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return '  ✓ No findings.';
  return [
    `  ⚑ ${findings.length} finding${findings.length === 1 ? '' : 's'}:`,
    ...findings.map((f) => `    - [${f.rule}]${f.recipe ? ` ${LABELS[f.recipe - 1]}:` : ''} ${f.message}`),
  ].join('\n');
}

interface Outcome {
  pantry: ReviewPantry;
  trio?: RecipeTrio;
  findings: Finding[];
  refusal?: { code: string; message: string };
}

/** Cooks and lints one pantry. A ChefError is an outcome (a refusal), anything else a bug. */
export function reviewPantry(pantry: ReviewPantry): Outcome {
  const request: ChefRequest = {
    ingredients: pantry.ingredients,
    constraints: v.parse(ConstraintsSchema, pantry.constraints),
  };
  try {
    const trio = cookLocally(request);
    return { pantry, trio, findings: lintTrio(trio, request) };
  } catch (error) {
    if (!(error instanceof ChefError)) throw error;
    const cause = error.cause instanceof Error ? ` (${error.cause.message.split('\n')[0]})` : '';
    return { pantry, findings: [], refusal: { code: error.code, message: `${error.userMessage}${cause}` } };
  }
}

function showPantry(outcome: Outcome): string {
  const { pantry } = outcome;
  const reading = readPantry(pantry.ingredients);
  const out = [
    `\n${'═'.repeat(100)}`,
    `▶ ${pantry.id}: "${pantry.ingredients.replace(/\n/g, ' / ')}"`,
    `  constraints: ${JSON.stringify(pantry.constraints)}`,
    `  note: ${pantry.note}`,
  ];
  if (reading.understood.length > 0)
    out.push(`  understood: ${reading.understood.map((u) => `"${u.typed}" → ${u.as}`).join('; ')}`);
  if (reading.unrecognized.length > 0) out.push(`  not recognised: ${reading.unrecognized.join('; ')}`);
  if (outcome.refusal) {
    out.push(`  ✗ Refused (${outcome.refusal.code}): ${outcome.refusal.message}`);
    return out.join('\n');
  }
  outcome.trio?.forEach((draft, index) => {
    out.push('', showRecipe(draft, index));
  });
  out.push('', showFindings(outcome.findings));
  return out.join('\n');
}

function summary(outcomes: readonly Outcome[]): string {
  const cooked = outcomes.filter((o) => o.trio);
  const refused = outcomes.filter((o) => o.refusal);
  const out = [
    `\n${'═'.repeat(100)}`,
    `Review summary: ${outcomes.length} pantries, ${cooked.length} cooked (${cooked.length * 3} recipes), ${refused.length} refused.`,
    '',
    'Findings per rule (findings · pantries):',
  ];
  const width = Math.max(...RULES.map((r) => r.id.length));
  let total = 0;
  for (const rule of RULES) {
    const hits = cooked.filter((o) => o.findings.some((f) => f.rule === rule.id));
    const count = cooked.reduce((sum, o) => sum + o.findings.filter((f) => f.rule === rule.id).length, 0);
    total += count;
    out.push(
      `  ${rule.id.padEnd(width)}  ${String(count).padStart(4)} · ${String(hits.length).padStart(3)}   ${rule.objection}`,
    );
  }
  out.push(`  ${'total'.padEnd(width)}  ${String(total).padStart(4)}`);
  out.push('', 'Refusals per code:');
  const codes = new Map<string, number>();
  for (const o of refused) codes.set(o.refusal!.code, (codes.get(o.refusal!.code) ?? 0) + 1);
  if (codes.size === 0) out.push('  none');
  for (const [code, count] of [...codes].sort((a, b) => b[1] - a[1]))
    out.push(
      `  ${code.padEnd(width)}  ${String(count).padStart(4)}   ${refused
        .filter((o) => o.refusal?.code === code)
        .map((o) => o.pantry.id)
        .join(', ')}`,
    );
  const clean = cooked.filter((o) => o.findings.length === 0);
  out.push(
    '',
    `Pantries with zero findings: ${clean.length} of ${cooked.length} cooked${clean.length > 0 ? ` (${clean.map((o) => o.pantry.id).join(', ')})` : ''}.`,
  );
  return out.join('\n');
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const pantries = options.id ? CORPUS.filter((p) => p.id === options.id) : CORPUS;
  if (pantries.length === 0) {
    console.error(`No pantry with id "${options.id}". Ids: ${CORPUS.map((p) => p.id).join(', ')}`);
    process.exit(1);
  }
  const outcomes = pantries.map(reviewPantry);
  if (!options.quiet) for (const outcome of outcomes) console.log(showPantry(outcome));
  console.log(summary(outcomes));
}

if (process.argv[1]?.endsWith('review.ts')) main();
