import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { forgetCookData } from '../../lib/cook-storage.ts';
import { meQueryOptions } from '../../queries/auth.ts';

/**
 * Signs out, forgets every cached answer that belonged to the user and everything this browser kept of
 * theirs (lib/cook-storage.ts: the offline copy of their saved recipes, the shopping list, cook states,
 * generations), so the next person on a shared device sees none of it, and goes home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest('POST', '/api/auth/signout');
      // A check of the session begun before the sign-out must not answer "signed in" after it.
      await queryClient.cancelQueries({ queryKey: meQueryOptions.queryKey });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      await forgetCookData();
      await navigate({ to: '/' });
    } catch {
      toast(TOASTS.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  return { signOut, isSigningOut };
}
