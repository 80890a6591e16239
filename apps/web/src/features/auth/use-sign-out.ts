import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { meQueryOptions } from '../../queries/auth.ts';

/** Deletes what was kept for offline reading (docs/decisions/099). */
export const forgetOfflineCopy = () =>
  import('../offline/offline-store.ts').then(
    (store) => store.forgetEverything(),
    () => undefined,
  );

/**
 * Signs out, forgets every cached answer that belonged to the user and the offline copy of their saved
 * recipes (the next person on a shared device sees none of them), and goes home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest('POST', '/api/auth/signout');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      await forgetOfflineCopy();
      await navigate({ to: '/' });
    } catch {
      toast(TOASTS.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  return { signOut, isSigningOut };
}
