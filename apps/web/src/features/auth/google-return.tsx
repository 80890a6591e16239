import {
  type AuthResponse,
  COPY,
  GOOGLE_COPY,
  GOOGLE_ERROR_CODES,
  GOOGLE_ERROR_MESSAGES,
  GOOGLE_OUTCOMES,
  type GoogleErrorCode,
  type GooglePendingSignUp,
  TOASTS,
} from '@sous/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@sous/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, serverMessageOf } from '../../lib/api.ts';
import { meQueryOptions } from '../../queries/auth.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';
import { TermsAgreement } from './terms-agreement.tsx';

const isErrorCode = (value: string): value is GoogleErrorCode =>
  (GOOGLE_ERROR_CODES as readonly string[]).includes(value);

/**
 * Back from Google (the API's callback put `?google=<outcome>` on the page): tell the cook how it
 * went, or ask for the Terms (18+) before a first Google sign-in makes the account. Loaded only then.
 */
export default function GoogleReturn({ outcome }: { outcome: string }) {
  const router = useRouter();
  const { send } = useUpsell();
  const [confirming, setConfirming] = useState(outcome === GOOGLE_OUTCOMES.confirm);
  const closeConfirm = useCallback(() => setConfirming(false), []);

  useEffect(() => {
    // The outcome is shown once: a reload or a shared link must not show it again.
    const url = new URL(window.location.href);
    url.searchParams.delete('google');
    router.history.replace(`${url.pathname}${url.search}${url.hash}`);
    if (outcome === GOOGLE_OUTCOMES.signedIn || outcome === GOOGLE_OUTCOMES.linked) {
      toast(outcome === GOOGLE_OUTCOMES.linked ? GOOGLE_COPY.linkedToast : TOASTS.signInSuccess);
      send({ type: 'SIGNED_IN' });
    } else if (isErrorCode(outcome)) {
      toast(GOOGLE_COPY.failedToast(GOOGLE_ERROR_MESSAGES[outcome]));
    }
  }, [outcome, router, send]);

  return confirming ? <ConfirmGoogleSignUp onDone={closeConfirm} /> : null;
}

/** The Terms step of a first Google sign-in: the same statement the email sign-up form shows. */
function ConfirmGoogleSignUp({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { send } = useUpsell();
  const [email, setEmail] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  useEffect(() => {
    apiRequest<GooglePendingSignUp>('GET', '/api/auth/google/pending')
      .then((pending) => setEmail(pending.email))
      .catch((error: unknown) => {
        toast(GOOGLE_COPY.failedToast(serverMessageOf(error) ?? GOOGLE_COPY.pendingExpired));
        onDone();
      });
  }, [onDone]);

  async function createAccount() {
    setBusy(true);
    try {
      const { user } = await apiRequest<AuthResponse>('POST', '/api/auth/google/complete-signup');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryOptions.queryKey[0] });
      queryClient.setQueryData(meQueryOptions.queryKey, user);
      toast(TOASTS.signUpSuccess);
      send({ type: 'SIGNED_UP' });
      onDone();
    } catch (error) {
      toast(TOASTS.signUpFailed(serverMessageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => {
        if (!open && !isBusy) onDone();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{GOOGLE_COPY.confirmTitle}</DialogTitle>
          <DialogDescription>{GOOGLE_COPY.confirmDescription(email ?? '')}</DialogDescription>
        </DialogHeader>
        <TermsAgreement onNavigate={onDone} className="text-sm" />
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={isBusy}>
            {GOOGLE_COPY.cancel}
          </Button>
          <Button onClick={() => void createAccount()} disabled={isBusy}>
            {isBusy ? COPY.auth.creatingAccount : COPY.auth.createAccount}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
