import {
  assertCookable,
  ChefError,
  checkTrio,
  pantryReport,
  type RecipeEngine,
  readPantry,
} from '@sous/chef';
import {
  API_MESSAGES,
  fitPantryReport,
  type GenerationRequest,
  type GenerationResponse,
  type PantryReport,
  RECIPE_TYPES,
  type RecipeDraft,
  SURPRISE_PANTRY,
} from '@sous/domain';
import { hasPremiumAccess } from '@sous/entitlements';
import { advancedOptionsSet, mayUseAdvancedOptions } from '@sous/entitlements/options';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../auth/sign-up.ts';
import { toRecipe } from './to-recipe.ts';

/** A pending free generation older than this was abandoned (a crash): its credit is released. */
export const ABANDONED_GENERATION_MS = 10 * 60 * 1000;
/** Free visitor generations allowed per IP and day, however many cookies the visitor clears. */
export const VISITOR_GENERATIONS_PER_IP_PER_DAY = 3;

export interface GenerateRecipesOptions {
  request: GenerationRequest;
  user: UserRow | null;
  visitorId: string;
  ip: string;
  engine: RecipeEngine;
  now: () => Date;
  signal?: AbortSignal;
}

/** The engine answered recipes that the checker refuses: never stored or shown. Its problems are logged. */
export class UnsafeRecipesError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The recipe checker refused the engine's answer: ${problems.join('; ')}`);
    this.name = 'UnsafeRecipesError';
    this.problems = problems;
  }
}

/**
 * Generates three recipes and stores them as the caller's history.
 *
 * The cook's list is read first: non-food, or nothing recognisable as food, is refused before the
 * free gate and before any engine runs (recorded as a `refused` attempt that holds no credit).
 *
 * The free gate lives here: a free user or visitor gets one successful generation. The credit is
 * reserved by a pending `generations` row (a partial unique index allows one pending-or-successful
 * free row per user and per visitor, so concurrent first requests yield one success), the engine
 * runs outside any transaction, the checker reads its answer, and the outcome is written in one
 * transaction with the recipes and `freeRecipeGeneratedAt`. A failure releases the credit; a crash
 * leaves a pending row that is treated as released after ABANDONED_GENERATION_MS.
 */
export async function generateRecipes(
  db: Kysely<Database>,
  options: GenerateRecipesOptions,
): Promise<GenerationResponse> {
  const admitted = await admitGeneration(db, options);
  return runGeneration(db, admitted.job, options.engine, options);
}

/** What a worker needs to run one admitted generation: plain data, so that it can cross Redis. */
export interface GenerationJob {
  generationId: string;
  ingredients: string;
  constraints: GenerationRequest['constraints'];
  userId: string | null;
  visitorId: string | null;
  freeCredit: boolean;
}

/** An admitted generation: its job, and whether the cook's access serves it first (premium or trial). */
export interface AdmittedGeneration {
  job: GenerationJob;
  premium: boolean;
}

/**
 * The part of a generation that answers at once, in the API process: the request's rules (Surprise
 * Me is premium), the cook's list read (a refusal is recorded and holds no credit), and the
 * reservation (the pending `generations` row that holds a free credit). The engine runs later, in a
 * worker (runGeneration).
 */
export async function admitGeneration(
  db: Kysely<Database>,
  options: Omit<GenerateRecipesOptions, 'signal'>,
): Promise<AdmittedGeneration> {
  const { request, user } = options;
  const premium = user ? hasPremiumAccess(user, options.now()) : false;
  if (request.surprise) {
    if (!user) throw new AppError('unauthorized');
    if (!premium) throw new AppError('upgrade_required');
  }
  // Advanced Customize options are Premium (docs/decisions/108); refused before any credit is spent.
  if (advancedOptionsSet(request.constraints).length > 0 && !mayUseAdvancedOptions(user, options.now())) {
    throw new AppError('premium_option');
  }
  const ingredients = request.surprise ? SURPRISE_PANTRY.join(', ') : request.ingredients.trim();
  if (!ingredients) throw new AppError('bad_request', API_MESSAGES.missingIngredients);

  const reading = readPantry(ingredients);
  try {
    assertCookable(reading);
  } catch (error) {
    if (error instanceof ChefError) await recordRefusal(db, options, error.code);
    throw toAppError(error);
  }

  const freeCredit = !premium;
  const generationId = await reserve(db, options, freeCredit);
  return {
    premium,
    job: {
      generationId,
      ingredients,
      constraints: request.constraints,
      userId: user?.id ?? null,
      visitorId: user ? null : options.visitorId,
      freeCredit,
    },
  };
}

/**
 * Runs an admitted generation (in a worker): the engine, outside any transaction; the checker reads
 * its answer; the outcome is written in one transaction with the recipes and `freeRecipeGeneratedAt`.
 * A failure releases the credit. A generation already released (its cook went away, or it waited too
 * long) stores nothing: the transaction finds no pending row and rolls back.
 */
export async function runGeneration(
  db: Kysely<Database>,
  job: GenerationJob,
  engine: RecipeEngine,
  options: { now: () => Date; signal?: AbortSignal | undefined },
): Promise<GenerationResponse> {
  const { ingredients, constraints } = job;
  const reading = readPantry(ingredients);
  // A job run again (its worker's lock was lost, or it died after storing) is answered from what
  // was stored; one already released (its cook left, it expired) runs no engine.
  const earlier = await db
    .selectFrom('generations')
    .select(['outcome', 'sessionId'])
    .where('id', '=', job.generationId)
    .executeTakeFirst();
  if (earlier?.outcome === 'success' && earlier.sessionId) {
    const rows = await db
      .selectFrom('recipes')
      .select(['id', 'data', 'recipeType'])
      .where('sessionId', '=', earlier.sessionId)
      .execute();
    const order: string[] = [...RECIPE_TYPES];
    rows.sort((a, b) => order.indexOf(a.recipeType) - order.indexOf(b.recipeType));
    const pantry = fitPantryReport(pantryReport(reading, constraints));
    return { recipes: rows.map(toRecipe), sessionId: earlier.sessionId, pantry };
  }
  if (earlier?.outcome !== 'pending') throw new AppError('generation_failed');
  const started = Date.now();
  let drafts: RecipeDraft[];
  try {
    drafts = await engine.generate(
      { ingredients, constraints },
      options.signal ? { signal: options.signal } : {},
    );
    // The final gate, whatever the engine: every recipe is read against the cook's request.
    const problems = checkTrio(drafts, { ingredients, constraints }, reading);
    if (problems.length > 0) throw new UnsafeRecipesError(problems);
    if (options.signal?.aborted) throw new ChefError('aborted', 'The generation was cancelled.');
  } catch (error) {
    const code =
      error instanceof ChefError
        ? error.code
        : error instanceof UnsafeRecipesError
          ? 'unsafe_recipes'
          : 'generation_failed';
    const refused = code === 'refused_ingredients' || code === 'no_ingredients' || code === 'too_few_dishes';
    await releaseGeneration(db, job.generationId, refused ? 'refused' : 'failed', code, Date.now() - started);
    throw toAppError(error);
  }

  const sessionId = crypto.randomUUID();
  const now = options.now();
  const pantry = fitPantryReport(pantryReport(reading, constraints));
  try {
    return await store(db, job, { drafts, sessionId, now, started, pantry });
  } catch (error) {
    // Nothing was stored and the credit was not spent: release it now rather than in ten minutes.
    await releaseGeneration(db, job.generationId, 'failed', 'storage_failed', Date.now() - started);
    throw new AppError('generation_failed', undefined, { cause: error });
  }
}

/**
 * Records a list refused before any engine ran, for auditing. It never held a credit (freeCredit
 * false, outcome refused), so it counts neither as the caller's free generation nor against the
 * visitors' per-IP bound, and a refused list can be corrected and sent again.
 */
async function recordRefusal(
  db: Kysely<Database>,
  options: Omit<GenerateRecipesOptions, 'signal'>,
  errorCode: string,
) {
  const { user } = options;
  try {
    await db
      .insertInto('generations')
      .values({
        userId: user?.id ?? null,
        visitorId: user ? null : options.visitorId,
        ip: options.ip,
        provider: options.engine.name,
        outcome: 'refused',
        errorCode,
        durationMs: 0,
        freeCredit: false,
        createdAt: options.now(),
      })
      .execute();
  } catch {
    // The audit row is best effort: the cook still gets the refusal's message.
  }
}

/**
 * Marks a pending generation as failed or refused, which releases a free credit it held. Only a
 * pending row changes, so a late release never undoes a success.
 */
export async function releaseGeneration(
  db: Kysely<Database>,
  generationId: string,
  outcome: 'failed' | 'refused',
  errorCode: string,
  durationMs: number,
): Promise<void> {
  try {
    await db
      .updateTable('generations')
      .set({ outcome, errorCode, durationMs })
      .where('id', '=', generationId)
      .where('outcome', '=', 'pending')
      .execute();
  } catch {
    // The database is unreachable: the pending row is released after ABANDONED_GENERATION_MS.
  }
}

/** A release found the generation no longer pending (its cook went away): nothing may be stored. */
class GenerationReleasedError extends Error {
  override name = 'GenerationReleasedError';
}

/** The success, in one transaction: the recipes (history), the outcome and the spent credit. */
async function store(
  db: Kysely<Database>,
  job: GenerationJob,
  result: { drafts: RecipeDraft[]; sessionId: string; now: Date; started: number; pantry: PantryReport },
): Promise<GenerationResponse> {
  const { drafts, sessionId, now, started, pantry } = result;
  return db.transaction().execute(async (trx) => {
    // First, so that a generation released meanwhile (cancelled, expired) rolls back before any row.
    const claimed = await trx
      .updateTable('generations')
      .set({ outcome: 'success', sessionId, durationMs: Date.now() - started })
      .where('id', '=', job.generationId)
      .where('outcome', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new GenerationReleasedError('released');
    const rows = await trx
      .insertInto('recipes')
      .values(
        drafts.map((draft) => ({
          sessionId,
          userId: job.userId,
          visitorId: job.visitorId,
          recipeType: draft.recipeType,
          title: draft.title,
          data: JSON.stringify(draft),
          createdAt: now,
        })),
      )
      .returning(['id', 'data', 'recipeType'])
      .execute();
    if (job.userId && job.freeCredit) {
      await trx
        .updateTable('users')
        .set({ freeRecipeGeneratedAt: now })
        .where('id', '=', job.userId)
        .where('freeRecipeGeneratedAt', 'is', null)
        .execute();
    }
    const order = drafts.map((draft) => draft.recipeType);
    rows.sort((a, b) => order.indexOf(a.data.recipeType) - order.indexOf(b.data.recipeType));
    return { recipes: rows.map(toRecipe), sessionId, pantry };
  });
}

/**
 * Reserves the generation: a `pending` row, which for a free caller holds the one free credit (the
 * partial unique indexes refuse a second pending-or-successful free row per user or visitor). A
 * visitor's reservation also checks the per-IP bound, under a per-IP advisory lock so that visitors
 * arriving together cannot all pass the count.
 */
async function reserve(
  db: Kysely<Database>,
  options: Omit<GenerateRecipesOptions, 'signal'>,
  freeCredit: boolean,
): Promise<string> {
  const { user, ip } = options;
  const values: Insertable<Database['generations']> = {
    userId: user?.id ?? null,
    visitorId: user ? null : options.visitorId,
    ip,
    provider: options.engine.name,
    outcome: 'pending',
    freeCredit,
    createdAt: options.now(),
  };
  const insert = async (executor: Kysely<Database>) =>
    (await executor.insertInto('generations').values(values).returning('id').executeTakeFirstOrThrow()).id;
  if (!freeCredit) return insert(db);

  if (user?.freeRecipeGeneratedAt) throw new AppError('upgrade_required');
  const cutoff = new Date(options.now().getTime() - ABANDONED_GENERATION_MS);
  // Release credits held by requests that never finished (the process died mid-generation).
  await db
    .updateTable('generations')
    .set({ outcome: 'failed', errorCode: 'abandoned' })
    .where('freeCredit', '=', true)
    .where('outcome', '=', 'pending')
    .where('createdAt', '<', cutoff)
    .where((eb) => (user ? eb('userId', '=', user.id) : eb('visitorId', '=', options.visitorId)))
    .execute();
  try {
    return await db.transaction().execute(async (trx) => {
      if (!user) {
        await sql`select pg_advisory_xact_lock(hashtext(${`sous-visitor-ip:${ip}`}))`.execute(trx);
        // A visitor who has used (or is using) their own free recipe is offered Premium, whatever the IP.
        const own = await trx
          .selectFrom('generations')
          .select('id')
          .where('visitorId', '=', options.visitorId)
          .where('freeCredit', '=', true)
          .where('outcome', 'in', ['success', 'pending'])
          .executeTakeFirst();
        if (own) throw new AppError('upgrade_required');
        const since = new Date(options.now().getTime() - 24 * 60 * 60 * 1000);
        const { count } = await trx
          .selectFrom('generations')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('ip', '=', ip)
          .where('userId', 'is', null)
          .where('freeCredit', '=', true)
          .where('createdAt', '>', since)
          .where((eb) =>
            eb.or([
              eb('outcome', '=', 'success'),
              eb.and([eb('outcome', '=', 'pending'), eb('createdAt', '>=', cutoff)]),
            ]),
          )
          .executeTakeFirstOrThrow();
        // This visitor has not used a free recipe; their network has. A free account is their own credit.
        if (count >= VISITOR_GENERATIONS_PER_IP_PER_DAY) throw new AppError('sign_up_required');
      }
      return insert(trx);
    });
  } catch (error) {
    // Another request holds (or has spent) this free credit.
    if (isUniqueViolation(error)) throw new AppError('upgrade_required');
    throw error;
  }
}

function toAppError(error: unknown): AppError {
  if (!(error instanceof ChefError)) return new AppError('generation_failed', undefined, { cause: error });
  switch (error.code) {
    case 'refused_ingredients':
      return new AppError('refused_ingredients', error.userMessage);
    case 'no_ingredients':
      return new AppError('bad_request', error.userMessage);
    case 'too_few_dishes':
      // The foods, equipment and time allow fewer than three different dishes: the cook is told what to change.
      return new AppError('too_few_dishes', error.userMessage);
    case 'engine_unavailable':
    case 'aborted':
      return new AppError('engine_unavailable', undefined, { cause: error });
    default:
      return new AppError('generation_failed', undefined, { cause: error });
  }
}
