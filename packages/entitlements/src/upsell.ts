// Spec §4 "Upsell flow", steps 1–6, as a pure state machine. The web app renders `state.view` and
// performs the returned effects; nothing here touches the DOM, storage or the network.
import { SIGNUP_TO_PAYMENT_DELAY_MS } from '@sous/domain';

/**
 * The dialog on screen.
 * - `closed`: none.
 * - `upsell`: the Premium upsell.
 * - `signup`: the auth dialog on its Sign Up tab, as step 1 of 2 ('Create Account').
 * - `payment`: payment setup; `discount` is true when opened from the Limited Time Offer.
 * - `retention`: 'Wait! Are You Sure?'.
 * - `offer`: the Limited Time Offer (50% off the first month).
 */
export type UpsellView =
  | { name: 'closed' }
  | { name: 'upsell' }
  | { name: 'signup' }
  | { name: 'payment'; discount: boolean }
  | { name: 'retention' }
  | { name: 'offer' };

export type UpsellViewName = UpsellView['name'];

export interface UpsellContext {
  /** Whether a user is signed in. Keep it in sync with SIGNED_IN / SIGNED_UP / SIGNED_OUT or SYNC. */
  isSignedIn: boolean;
  /** Whether the discount offer was seen (STORAGE_KEYS.discountSeen in the browser). */
  discountSeen: boolean;
  /** True between a sign-up from the flow and the delayed opening of payment setup. */
  paymentPending: boolean;
}

export interface UpsellState {
  view: UpsellView;
  context: UpsellContext;
}

/** What happened. Events that do not apply to the current view are ignored (same state, no effects). */
export type UpsellEvent =
  /** The free-use gate blocked, or an upgrade button was pressed. Opens the upsell from `closed`. */
  | { type: 'OPEN_UPSELL' }
  /** Step 1: upsell accepted. Signed in: payment setup. Otherwise: sign-up first. */
  | { type: 'ACCEPT_UPSELL' }
  /** The current dialog was dismissed (close button, Escape, overlay). In payment, retention and offer it means the same as PAYMENT_CLOSED, RETENTION_DECLINE and OFFER_DECLINE. */
  | { type: 'CLOSE' }
  /** Step 5: an account was created (from the flow or anywhere else). */
  | { type: 'SIGNED_UP' }
  /** Step 5: the user signed in (from the flow or anywhere else). */
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  /** The `openPaymentAfter` delay has elapsed: open payment setup if still wanted. */
  | { type: 'PAYMENT_DELAY_ELAPSED' }
  /** Step 2: payment setup closed without finishing. */
  | { type: 'PAYMENT_CLOSED' }
  /** Step 6: the card was set up and the trial or subscription started. */
  | { type: 'PAYMENT_SUCCEEDED' }
  /** Step 3: 'continue' in the retention dialog. */
  | { type: 'RETENTION_CONTINUE' }
  /** Step 3: declined the retention dialog. */
  | { type: 'RETENTION_DECLINE' }
  /** Step 4: took the discount. */
  | { type: 'OFFER_ACCEPT' }
  /** Step 4: declined (or closed) the discount offer. */
  | { type: 'OFFER_DECLINE' }
  /** Updates the context from outside (initial auth state, storage); never changes the view. */
  | { type: 'SYNC'; isSignedIn?: boolean; discountSeen?: boolean };

/** Work for the web app to do, in order, after a transition. */
export type UpsellEffect =
  /** Start a timer; when it fires, send PAYMENT_DELAY_ELAPSED. */
  | { type: 'openPaymentAfter'; ms: number }
  /** Store the discount-seen flag (STORAGE_KEYS.discountSeen). */
  | { type: 'storeDiscountSeen' }
  /** Remove the visitor's free-generation flag (STORAGE_KEYS.freeRecipeGenerated). */
  | { type: 'clearFreeGenerationFlag' }
  /** Remove the discount-seen flag (STORAGE_KEYS.discountSeen). */
  | { type: 'clearDiscountSeen' }
  /** Fetch the current user again (their subscription changed). */
  | { type: 'refetchUser' };

export interface UpsellTransition {
  state: UpsellState;
  effects: UpsellEffect[];
}

const CLOSED: UpsellView = { name: 'closed' };

/** The starting state: no dialog open. */
function initialState(context: Partial<Omit<UpsellContext, 'paymentPending'>> = {}): UpsellState {
  return {
    view: CLOSED,
    context: {
      isSignedIn: context.isSignedIn ?? false,
      discountSeen: context.discountSeen ?? false,
      paymentPending: false,
    },
  };
}

function transition(state: UpsellState, event: UpsellEvent): UpsellTransition {
  const { view, context } = state;
  const ignore: UpsellTransition = { state, effects: [] };
  const go = (next: UpsellView, patch: Partial<UpsellContext> = {}, effects: UpsellEffect[] = []) => ({
    state: { view: next, context: { ...context, ...patch } },
    effects,
  });
  const payment = (discount: boolean): UpsellView => ({ name: 'payment', discount });

  // Step 2: back out of payment → retention, unless the discount offer was already seen.
  const leavePayment = () => go(context.discountSeen ? CLOSED : { name: 'retention' });
  // Step 3: decline retention → discount offer, unless already seen.
  const leaveRetention = () => go(context.discountSeen ? CLOSED : { name: 'offer' });
  // Step 4: decline the offer → the seen flag is stored.
  const leaveOffer = () => go(CLOSED, { discountSeen: true }, [{ type: 'storeDiscountSeen' }]);
  // Step 1: after sign-up (or sign-in) from the flow, payment setup opens after a short delay.
  const afterAuth = (patch: Partial<UpsellContext>, effects: UpsellEffect[]) =>
    view.name === 'signup'
      ? go(CLOSED, { ...patch, paymentPending: true }, [
          ...effects,
          { type: 'openPaymentAfter', ms: SIGNUP_TO_PAYMENT_DELAY_MS },
        ])
      : go(view, patch, effects);

  switch (event.type) {
    case 'OPEN_UPSELL':
      return view.name === 'closed' ? go({ name: 'upsell' }, { paymentPending: false }) : ignore;
    case 'ACCEPT_UPSELL':
      if (view.name !== 'upsell') return ignore;
      return go(context.isSignedIn ? payment(false) : { name: 'signup' });
    case 'CLOSE':
      switch (view.name) {
        case 'closed':
          return context.paymentPending ? go(CLOSED, { paymentPending: false }) : ignore;
        case 'upsell':
        case 'signup':
          return go(CLOSED, { paymentPending: false });
        case 'payment':
          return leavePayment();
        case 'retention':
          return leaveRetention();
        case 'offer':
          return leaveOffer();
      }
      return ignore;
    // Step 5: sign-up clears the free-generation and discount-seen flags; sign-in only the former.
    case 'SIGNED_UP':
      return afterAuth({ isSignedIn: true, discountSeen: false }, [
        { type: 'clearFreeGenerationFlag' },
        { type: 'clearDiscountSeen' },
      ]);
    case 'SIGNED_IN':
      return afterAuth({ isSignedIn: true }, [{ type: 'clearFreeGenerationFlag' }]);
    case 'SIGNED_OUT':
      return go(CLOSED, { isSignedIn: false, paymentPending: false });
    case 'PAYMENT_DELAY_ELAPSED':
      if (view.name !== 'closed' || !context.paymentPending) return ignore;
      return context.isSignedIn
        ? go(payment(false), { paymentPending: false })
        : go(CLOSED, { paymentPending: false });
    case 'PAYMENT_CLOSED':
      return view.name === 'payment' ? leavePayment() : ignore;
    // Step 6: re-fetch the user and close the dialogs.
    case 'PAYMENT_SUCCEEDED':
      return view.name === 'payment' ? go(CLOSED, {}, [{ type: 'refetchUser' }]) : ignore;
    case 'RETENTION_CONTINUE':
      return view.name === 'retention' ? go(payment(false)) : ignore;
    case 'RETENTION_DECLINE':
      return view.name === 'retention' ? leaveRetention() : ignore;
    // Step 4: accept → payment setup with the discount, and the seen flag is stored.
    case 'OFFER_ACCEPT':
      return view.name === 'offer'
        ? go(payment(true), { discountSeen: true }, [{ type: 'storeDiscountSeen' }])
        : ignore;
    case 'OFFER_DECLINE':
      return view.name === 'offer' ? leaveOffer() : ignore;
    case 'SYNC': {
      const patch: Partial<UpsellContext> = {};
      if (event.isSignedIn !== undefined) patch.isSignedIn = event.isSignedIn;
      if (event.discountSeen !== undefined) patch.discountSeen = event.discountSeen;
      return go(view, patch);
    }
  }
}

/**
 * The upsell flow of spec §4 as a pure machine.
 *
 * ```ts
 * let state = upsellMachine.initialState({ isSignedIn: !!user, discountSeen: storage.has(discountSeen) });
 * const { state: next, effects } = upsellMachine.transition(state, { type: 'OPEN_UPSELL' });
 * // render next.view.name ('closed' | 'upsell' | 'signup' | 'payment' | 'retention' | 'offer');
 * // payment setup applies the discount when next.view.discount is true; then run `effects` in order.
 * ```
 */
export const upsellMachine = {
  initialState,
  transition,
} as const;
