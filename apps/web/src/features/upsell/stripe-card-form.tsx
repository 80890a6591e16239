import { COPY, TOASTS } from '@sous/domain';
import { Button, Skeleton, toast } from '@sous/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CardFormProps } from './payment-setup-dialog.tsx';
import { createSetupIntent, setupIntentIdOf } from './setup-intent.ts';

// loadStripe injects Stripe's script from js.stripe.com (spec §7: the provider's own host); once per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
}

export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const { discount } = props;
  // The parent passes a new callback each render; the setup intent must be created once.
  const onSetupFailed = useRef(props.onSetupFailed);
  onSetupFailed.current = props.onSetupFailed;

  useEffect(() => {
    let cancelled = false;
    createSetupIntent(discount).then(
      ({ clientSecret: secret }) => {
        if (!cancelled) setClientSecret(secret);
      },
      (error: unknown) => {
        if (!cancelled) onSetupFailed.current(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [discount]);

  if (!clientSecret) return <Skeleton className="h-40 w-full" />;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ElementsForm clientSecret={clientSecret} {...props} />
    </Elements>
  );
}

function ElementsForm({
  clientSecret,
  submitLabel,
  busy,
  setBusy,
  onCardReady,
}: CardFormProps & { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (error) {
        toast(TOASTS.paymentFailed(error.message));
        return;
      }
      await onCardReady(setupIntent?.id ?? setupIntentIdOf(clientSecret));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <PaymentElement />
      <Button type="submit" disabled={busy || !stripe}>
        {busy ? COPY.upsell.processing : submitLabel}
      </Button>
    </form>
  );
}
