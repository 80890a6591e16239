import { STORAGE_KEYS, type UpsellReason } from '@sous/domain';
import { checkoutButtonLabel, type UpsellEvent, type UpsellState, upsellMachine } from '@sous/entitlements';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readItem, removeItem, writeItem } from '../../lib/storage.ts';
import { meQueryOptions, useCurrentUser } from '../../queries/auth.ts';

// The flow's dialogs load when it starts; Stripe and the payment form only when payment setup opens.
const AuthDialog = lazy(() => import('../auth/auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })));
const PremiumUpsellDialog = lazy(() =>
  import('./upsell-dialogs.tsx').then((m) => ({ default: m.PremiumUpsellDialog })),
);
const RetentionDialog = lazy(() =>
  import('./upsell-dialogs.tsx').then((m) => ({ default: m.RetentionDialog })),
);
const OfferDialog = lazy(() => import('./upsell-dialogs.tsx').then((m) => ({ default: m.OfferDialog })));
const PaymentSetupDialog = lazy(() => import('./payment-setup-dialog.tsx'));

interface UpsellApi {
  /** An upgrade button was pressed. */
  openUpsell: () => void;
  /** Something the cook did needs Premium: the upsell opens with one line saying what (decision 101). */
  openUpsellBecause: (reason: UpsellReason) => void;
  /** Tell the flow about sign-in, sign-up and sign-out wherever they happen (spec §4 step 5). */
  send: (event: UpsellEvent) => void;
}

const UpsellContext = createContext<UpsellApi | null>(null);

export function useUpsell(): UpsellApi {
  const api = useContext(UpsellContext);
  if (!api) throw new Error('useUpsell must be used inside <UpsellProvider>');
  return api;
}

/** Runs the upsell machine of @sous/entitlements and renders the dialog its state names. */
export function UpsellProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const [state, setState] = useState<UpsellState>(() =>
    upsellMachine.initialState({
      isSignedIn: false,
      discountSeen: readItem('local', STORAGE_KEYS.discountSeen) === 'true',
    }),
  );
  const stateRef = useRef(state);
  const timers = useRef<number[]>([]);

  const send = useCallback(
    (event: UpsellEvent) => {
      const { state: next, effects } = upsellMachine.transition(stateRef.current, event);
      stateRef.current = next;
      setState(next);
      for (const effect of effects) {
        switch (effect.type) {
          case 'openPaymentAfter':
            timers.current.push(window.setTimeout(() => send({ type: 'PAYMENT_DELAY_ELAPSED' }), effect.ms));
            break;
          case 'storeDiscountSeen':
            writeItem('local', STORAGE_KEYS.discountSeen, 'true');
            break;
          case 'clearDiscountSeen':
            removeItem('local', STORAGE_KEYS.discountSeen);
            break;
          case 'clearFreeGenerationFlag':
            removeItem('local', STORAGE_KEYS.freeRecipeGenerated);
            break;
          case 'refetchUser':
            void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
            break;
        }
      }
    },
    [queryClient],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
    };
  }, []);

  const isSignedIn = Boolean(user);
  useEffect(() => {
    if (!isLoading) send({ type: 'SYNC', isSignedIn });
  }, [isSignedIn, isLoading, send]);

  /** Payment setup could not even start (no provider, no setup intent): close without the retention steps. */
  const abortPayment = useCallback(() => {
    const next: UpsellState = { ...stateRef.current, view: { name: 'closed' } };
    stateRef.current = next;
    setState(next);
  }, []);

  // Why the upsell opened; kept while the flow runs and replaced only when the upsell opens again.
  const [reason, setReason] = useState<UpsellReason | null>(null);
  const api = useMemo<UpsellApi>(() => {
    const open = (why: UpsellReason | null) => {
      if (stateRef.current.view.name !== 'closed') return;
      setReason(why);
      send({ type: 'OPEN_UPSELL' });
    };
    return { openUpsell: () => open(null), openUpsellBecause: open, send };
  }, [send]);
  const view = state.view;
  // Mount the flow's dialogs from its first step on, so closing them can animate.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (view.name !== 'closed') setStarted(true);
  }, [view.name]);

  return (
    <UpsellContext.Provider value={api}>
      {children}
      {started ? (
        <Suspense fallback={null}>
          <PremiumUpsellDialog
            open={view.name === 'upsell'}
            acceptLabel={checkoutButtonLabel(user)}
            reason={reason}
            onAccept={() => send({ type: 'ACCEPT_UPSELL' })}
            onClose={() => send({ type: 'CLOSE' })}
          />
          <AuthDialog
            open={view.name === 'signup'}
            defaultTab="signup"
            asUpsellStep
            onClose={() => send({ type: 'CLOSE' })}
          />
          {view.name === 'payment' ? (
            <PaymentSetupDialog
              discount={view.discount}
              onSucceeded={() => send({ type: 'PAYMENT_SUCCEEDED' })}
              onClose={() => send({ type: 'PAYMENT_CLOSED' })}
              onAbort={abortPayment}
            />
          ) : null}
          <RetentionDialog
            open={view.name === 'retention'}
            onContinue={() => send({ type: 'RETENTION_CONTINUE' })}
            onDecline={() => send({ type: 'RETENTION_DECLINE' })}
          />
          <OfferDialog
            open={view.name === 'offer'}
            onAccept={() => send({ type: 'OFFER_ACCEPT' })}
            onDecline={() => send({ type: 'OFFER_DECLINE' })}
          />
        </Suspense>
      ) : null}
    </UpsellContext.Provider>
  );
}
