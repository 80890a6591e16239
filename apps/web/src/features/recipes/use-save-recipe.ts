import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, isUpgradeRequired } from '../../lib/api.ts';
import { useCurrentUser } from '../../queries/auth.ts';
import { isSavedQueryOptions, savedRecipesQueryOptions } from '../../queries/recipes.ts';
import { useAuthDialog } from '../auth/auth-dialog-provider.tsx';
import { OFFLINE_COPY } from '../offline/offline-copy.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';

/** The Save/Saved toggle (spec §4): blocked while a request is in flight. */
export function useSaveRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const { openUpsellBecause } = useUpsell();
  const [isBusy, setBusy] = useState(false);
  const isSavedQuery = useQuery({ ...isSavedQueryOptions(recipeId), enabled: Boolean(user) });
  const isSaved = Boolean(user) && isSavedQuery.data?.isSaved === true;

  async function toggle() {
    if (isBusy) return;
    if (!user) {
      openAuth({ tab: 'signin' });
      return;
    }
    const saving = !isSaved;
    if (!navigator.onLine) {
      toast(saving ? OFFLINE_COPY.save : OFFLINE_COPY.unsave);
      return;
    }
    setBusy(true);
    try {
      await apiRequest(saving ? 'POST' : 'DELETE', `/api/recipes/${recipeId}/save`);
      queryClient.setQueryData(isSavedQueryOptions(recipeId).queryKey, () => ({ isSaved: saving }));
      // Read again at once, not only when next shown: the offline copy then holds this recipe too.
      void queryClient.prefetchQuery({ ...savedRecipesQueryOptions, staleTime: 0 });
      // The Saved page's cards (docs/decisions/109) are read again when next shown.
      void queryClient.invalidateQueries({ queryKey: [...savedRecipesQueryOptions.queryKey, 'page'] });
      toast(saving ? TOASTS.recipeSaved : TOASTS.recipeUnsaved);
    } catch (error) {
      if (saving && isUpgradeRequired(error)) openUpsellBecause('savingIsPremium');
      else toast(saving ? TOASTS.saveFailed : TOASTS.removeFailed);
    } finally {
      setBusy(false);
    }
  }

  return { isSaved, isBusy, toggle };
}
