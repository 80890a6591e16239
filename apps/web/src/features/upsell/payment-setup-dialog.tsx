import { type BillingConfig, COPY, type PublicUser, TOASTS } from '@sous/domain';
import { PRICE_COPY } from '@sous/domain/price';
import { checkoutButtonLabel } from '@sous/entitlements';
import { checkoutTerms, checkoutTermsText } from '@sous/entitlements/charges';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Skeleton,
  toast,
} from '@sous/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { meQueryOptions, useCurrentUser } from '../../queries/auth.ts';
import { createSetupIntent, setupIntentIdOf } from './setup-intent.ts';

// Stripe's SDK loads only when the API has a real publishable key.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface PaymentSetupDialogProps {
  discount: boolean;
  onSucceeded: () => void;
  onClose: () => void;
  /** Setup could not start (no provider, no setup intent): close without the retention steps. */
  onAbort: () => void;
}

export interface CardFormProps {
  discount: boolean;
  submitLabel: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Called with the SetupIntent id once the card is set up. */
  onCardReady: (setupIntentId: string) => Promise<void>;
  onSetupFailed: (error: unknown) => void;
}

/** Shows the §8 setup-intent error and reports it; `status` only for an HTTP answer. */
export function setupIntentFailed(error: unknown): void {
  toast(TOASTS.setupIntentError(error instanceof ApiError ? error.status : undefined));
}

export default function PaymentSetupDialog({
  discount,
  onSucceeded,
  onClose,
  onAbort,
}: PaymentSetupDialogProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const config = useQuery<BillingConfig>({ queryKey: ['/api/stripe/config'] });
  const notConfigured =
    config.isError || (config.data !== undefined && !config.data.publishableKey && !config.data.simulated);

  const aborted = useRef(false);
  useEffect(() => {
    if (notConfigured && !aborted.current) {
      aborted.current = true;
      toast(TOASTS.paymentNotConfigured);
      onAbort();
    }
  }, [notConfigured, onAbort]);

  // The label is fixed when the dialog opens: confirm-trial changes hasUsedTrial underneath it.
  const [submitLabel] = useState(() => checkoutButtonLabel(user));
  const [startsTrial] = useState(() => !user?.hasUsedTrial);
  // What will be charged and when, by the rule the account card, badge and portal use (decision 107),
  // in the cook's time zone. The spec's button labels stay; this line says what they mean.
  const [terms] = useState(() => checkoutTermsText(checkoutTerms(user, { discount }, new Date())));

  async function confirmTrial(setupIntentId: string) {
    try {
      const updated = await apiRequest<PublicUser>('POST', '/api/stripe/confirm-trial', {
        setupIntentId,
        discount,
      });
      if (updated && typeof updated === 'object' && 'id' in updated) {
        queryClient.setQueryData(meQueryOptions.queryKey, updated);
      }
      toast(startsTrial ? TOASTS.trialStarted : TOASTS.subscriptionStarted);
      onSucceeded();
    } catch {
      toast(TOASTS.paymentFailed());
    }
  }

  function onSetupFailed(error: unknown) {
    setupIntentFailed(error);
    onAbort();
  }

  const formProps: CardFormProps = {
    discount,
    submitLabel,
    busy,
    setBusy,
    onCardReady: confirmTrial,
    onSetupFailed,
  };
  const loading = (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{COPY.upsell.loadingPayment}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent className="sm:max-w-md" showClose={!busy}>
        <DialogHeader>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {PRICE_COPY.stepTwoOfTwo}
          </p>
          <DialogTitle>{COPY.upsell.paymentTitle}</DialogTitle>
          <DialogDescription data-testid="checkout-terms">{terms}</DialogDescription>
        </DialogHeader>
        {config.isPending || notConfigured ? (
          loading
        ) : config.data?.publishableKey && !config.data.simulated ? (
          <Suspense fallback={loading}>
            <StripeCardForm publishableKey={config.data.publishableKey} {...formProps} />
          </Suspense>
        ) : (
          <SimulatedCardForm {...formProps} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The local simulated provider: a card form that charges nothing and says so. */
function SimulatedCardForm({
  discount,
  submitLabel,
  busy,
  setBusy,
  onCardReady,
  onSetupFailed,
}: CardFormProps) {
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      let clientSecret: string;
      try {
        ({ clientSecret } = await createSetupIntent(discount));
      } catch (error) {
        onSetupFailed(error);
        return;
      }
      await onCardReady(setupIntentIdOf(clientSecret));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <p className="flex items-center gap-2 rounded-md border border-dashed border-primary bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        {COPY.upsell.testMode}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-card`}>{COPY.upsell.cardNumber}</Label>
        <Input
          id={`${id}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          defaultValue="4242 4242 4242 4242"
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-exp`}>{COPY.upsell.expiry}</Label>
          <Input id={`${id}-exp`} autoComplete="cc-exp" defaultValue="12/34" required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-cvc`}>{COPY.upsell.cvc}</Label>
          <Input id={`${id}-cvc`} inputMode="numeric" autoComplete="cc-csc" defaultValue="123" required />
        </div>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? COPY.upsell.processing : submitLabel}
      </Button>
    </form>
  );
}
