import {
  type ConstraintsInput,
  type GenerationResponse,
  type PublicUser,
  STORAGE_KEYS,
  SURPRISE_PANTRY,
  TOASTS,
} from '@sous/domain';
import { freeGenerationGate } from '@sous/entitlements';
import { dismissToast, toast } from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { generateStreaming, isPremiumOption, isSignUpRequired, isUpgradeRequired } from '../../lib/api.ts';
import { readItem, writeItem } from '../../lib/storage.ts';
import { meQueryOptions, useCurrentUser } from '../../queries/auth.ts';
import { useAuthDialog } from '../auth/auth-dialog-provider.tsx';
import { useUpsell } from '../upsell/upsell-provider.tsx';
import { generationFailureToast, offlineGenerateToast } from './generation-error.ts';
import { completedSteps, remainingAfterAnswerMs } from './progress-pacing.ts';
import { storeSessionRecipes } from './session-recipes.ts';

interface GenerateInput {
  ingredients: string;
  constraints: ConstraintsInput;
  surprise?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Validation, the free-use gate, the paced progress dialog and the hand-off to /recipes/{sessionId}. */
export function useGenerateRecipes() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user: currentUser } = useCurrentUser();
  const { openUpsellBecause } = useUpsell();
  const { openAuth } = useAuthDialog();
  /** `queuePosition`: the cook's place while their job waits for a worker; null once it runs. */
  const [progress, setProgress] = useState<{
    open: boolean;
    completed: number;
    queuePosition: number | null;
  }>({
    open: false,
    completed: 0,
    queuePosition: null,
  });
  const timing = useRef<{ startedAt: number; answeredAt: number | null } | null>(null);

  // Redraws the steps from the clock, so a background tab shows the right step when it comes back.
  useEffect(() => {
    if (!progress.open) return;
    const id = window.setInterval(() => {
      const t = timing.current;
      if (!t) return;
      const now = Date.now();
      const completed = completedSteps(
        now - t.startedAt,
        t.answeredAt === null ? null : t.answeredAt - t.startedAt,
      );
      setProgress((p) => (p.completed === completed ? p : { ...p, completed }));
    }, 100);
    return () => window.clearInterval(id);
  }, [progress.open]);

  /** `signedUpAs`: the account just created to claim the free recipe (the query cache may not have it yet). */
  async function generate(input: GenerateInput, signedUpAs?: PublicUser) {
    const { ingredients, constraints, surprise = false } = input;
    const user = signedUpAs ?? currentUser;
    const text = surprise ? SURPRISE_PANTRY.join(', ') : ingredients.trim();
    if (!text) {
      toast(TOASTS.missingIngredients);
      return;
    }
    if (!navigator.onLine) {
      toast(offlineGenerateToast);
      return;
    }
    const gate = freeGenerationGate({
      user,
      localFlag: readItem('local', STORAGE_KEYS.freeRecipeGenerated),
      now: new Date(),
    });
    if (!gate.allowed && !surprise) {
      openUpsellBecause('freeRecipeUsed');
      return;
    }

    dismissToast(); // An earlier validation toast would otherwise sit over the progress dialog.
    let startedAt = Date.now();
    timing.current = { startedAt, answeredAt: null };
    setProgress({ open: true, completed: 0, queuePosition: null });
    try {
      const result = await generateStreaming<GenerationResponse>(
        { ingredients: text, constraints, ...(surprise ? { surprise: true } : {}) },
        (update) => {
          if (update.type === 'queued') {
            // The three steps wait while the job does: they start when a worker takes it.
            timing.current = { startedAt: Number.POSITIVE_INFINITY, answeredAt: null };
            setProgress({ open: true, completed: 0, queuePosition: update.position });
          } else if (timing.current?.startedAt === Number.POSITIVE_INFINITY) {
            startedAt = Date.now();
            timing.current = { startedAt, answeredAt: null };
            setProgress({ open: true, completed: 0, queuePosition: null });
          }
        },
      );
      const answeredAt = Date.now();
      timing.current = { startedAt, answeredAt };
      if (!user) writeItem('local', STORAGE_KEYS.freeRecipeGenerated, 'true');
      else void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      storeSessionRecipes(result.sessionId, { recipes: result.recipes, pantry: result.pantry ?? null });
      await sleep(remainingAfterAnswerMs(answeredAt - startedAt));
      setProgress({ open: false, completed: 0, queuePosition: null });
      await navigate({ to: '/recipes/$sessionId', params: { sessionId: result.sessionId } });
    } catch (error) {
      setProgress({ open: false, completed: 0, queuePosition: null });
      if (isUpgradeRequired(error)) openUpsellBecause(surprise ? 'surpriseMeIsPremium' : 'freeRecipeUsed');
      // Premium ended while advanced options were set (decision 108): say so, as the lock does.
      else if (isPremiumOption(error)) openUpsellBecause('advancedOptionsArePremium');
      // This visitor's network spent the visitor allowance, not this visitor: a free account, then the recipe.
      else if (isSignUpRequired(error))
        openAuth({
          tab: 'signup',
          reason: 'claimFreeRecipe',
          onSuccess: (account) => void generate(input, account),
        });
      else toast(generationFailureToast(error));
    } finally {
      timing.current = null;
    }
  }

  return { generate, progress, isGenerating: progress.open };
}
