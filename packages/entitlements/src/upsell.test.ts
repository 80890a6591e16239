import { SIGNUP_TO_PAYMENT_DELAY_MS } from '@sous/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type UpsellContext,
  type UpsellEffect,
  type UpsellEvent,
  type UpsellState,
  type UpsellView,
  upsellMachine,
} from './upsell.ts';

const { initialState, transition } = upsellMachine;

const state = (view: UpsellView, context: Partial<UpsellContext> = {}): UpsellState => ({
  view,
  context: { isSignedIn: false, discountSeen: false, paymentPending: false, ...context },
});

/** Runs events in order; returns the last state and every effect produced. */
function run(start: UpsellState, events: UpsellEvent[]) {
  let current = start;
  const effects: UpsellEffect[] = [];
  for (const event of events) {
    const result = transition(current, event);
    current = result.state;
    effects.push(...result.effects);
  }
  return { state: current, effects };
}

const closed = { name: 'closed' } as const;
const upsell = { name: 'upsell' } as const;
const signup = { name: 'signup' } as const;
const retention = { name: 'retention' } as const;
const offer = { name: 'offer' } as const;
const payment = (discount: boolean) => ({ name: 'payment', discount }) as const;

describe('upsellMachine.initialState', () => {
  it('starts closed with the given context', () => {
    expect(initialState()).toEqual(state(closed));
    expect(initialState({ isSignedIn: true, discountSeen: true })).toEqual(
      state(closed, { isSignedIn: true, discountSeen: true }),
    );
  });
});

describe('upsellMachine.transition (spec §4 steps 1–6)', () => {
  it.each<[string, UpsellState, UpsellEvent, UpsellState, UpsellEffect[]]>([
    ['the gate opens the upsell', state(closed), { type: 'OPEN_UPSELL' }, state(upsell), []],
    // Step 1
    [
      'accept when signed in → payment',
      state(upsell, { isSignedIn: true }),
      { type: 'ACCEPT_UPSELL' },
      state(payment(false), { isSignedIn: true }),
      [],
    ],
    ['accept when signed out → sign-up', state(upsell), { type: 'ACCEPT_UPSELL' }, state(signup), []],
    [
      'sign-up in the flow → payment after the delay; clears both flags',
      state(signup, { discountSeen: true }),
      { type: 'SIGNED_UP' },
      state(closed, { isSignedIn: true, discountSeen: false, paymentPending: true }),
      [
        { type: 'clearFreeGenerationFlag' },
        { type: 'clearDiscountSeen' },
        { type: 'openPaymentAfter', ms: SIGNUP_TO_PAYMENT_DELAY_MS },
      ],
    ],
    [
      'sign-in from the flow auth dialog → payment after the delay; clears only the free flag',
      state(signup, { discountSeen: true }),
      { type: 'SIGNED_IN' },
      state(closed, { isSignedIn: true, discountSeen: true, paymentPending: true }),
      [{ type: 'clearFreeGenerationFlag' }, { type: 'openPaymentAfter', ms: SIGNUP_TO_PAYMENT_DELAY_MS }],
    ],
    [
      'the delay elapses → payment',
      state(closed, { isSignedIn: true, paymentPending: true }),
      { type: 'PAYMENT_DELAY_ELAPSED' },
      state(payment(false), { isSignedIn: true }),
      [],
    ],
    ['close the upsell', state(upsell), { type: 'CLOSE' }, state(closed), []],
    ['close the sign-up', state(signup), { type: 'CLOSE' }, state(closed), []],
    // Step 2
    ['payment closed → retention', state(payment(false)), { type: 'PAYMENT_CLOSED' }, state(retention), []],
    ['payment dismissed (CLOSE) → retention', state(payment(false)), { type: 'CLOSE' }, state(retention), []],
    [
      'payment closed, discount already seen → closed',
      state(payment(false), { discountSeen: true }),
      { type: 'PAYMENT_CLOSED' },
      state(closed, { discountSeen: true }),
      [],
    ],
    [
      'discounted payment closed → closed (offer seen)',
      state(payment(true), { discountSeen: true }),
      { type: 'PAYMENT_CLOSED' },
      state(closed, { discountSeen: true }),
      [],
    ],
    // Step 3
    [
      'retention continue → payment',
      state(retention),
      { type: 'RETENTION_CONTINUE' },
      state(payment(false)),
      [],
    ],
    ['retention decline → offer', state(retention), { type: 'RETENTION_DECLINE' }, state(offer), []],
    ['retention close → offer', state(retention), { type: 'CLOSE' }, state(offer), []],
    [
      'retention decline, offer seen → closed',
      state(retention, { discountSeen: true }),
      { type: 'RETENTION_DECLINE' },
      state(closed, { discountSeen: true }),
      [],
    ],
    // Step 4
    [
      'offer accept → discounted payment, seen stored',
      state(offer),
      { type: 'OFFER_ACCEPT' },
      state(payment(true), { discountSeen: true }),
      [{ type: 'storeDiscountSeen' }],
    ],
    [
      'offer decline → closed, seen stored',
      state(offer),
      { type: 'OFFER_DECLINE' },
      state(closed, { discountSeen: true }),
      [{ type: 'storeDiscountSeen' }],
    ],
    [
      'offer closed counts as a decline',
      state(offer),
      { type: 'CLOSE' },
      state(closed, { discountSeen: true }),
      [{ type: 'storeDiscountSeen' }],
    ],
    // Step 5 outside the flow
    [
      'sign-up elsewhere clears both flags, opens nothing',
      state(closed, { discountSeen: true }),
      { type: 'SIGNED_UP' },
      state(closed, { isSignedIn: true }),
      [{ type: 'clearFreeGenerationFlag' }, { type: 'clearDiscountSeen' }],
    ],
    [
      'sign-in elsewhere clears the free flag only',
      state(closed, { discountSeen: true }),
      { type: 'SIGNED_IN' },
      state(closed, { isSignedIn: true, discountSeen: true }),
      [{ type: 'clearFreeGenerationFlag' }],
    ],
    // Step 6
    [
      'payment succeeded → refetch, close',
      state(payment(true), { isSignedIn: true, discountSeen: true }),
      { type: 'PAYMENT_SUCCEEDED' },
      state(closed, { isSignedIn: true, discountSeen: true }),
      [{ type: 'refetchUser' }],
    ],
    // Housekeeping
    [
      'sign-out closes everything',
      state(payment(false), { isSignedIn: true }),
      { type: 'SIGNED_OUT' },
      state(closed),
      [],
    ],
    [
      'closing during the delay cancels the pending payment',
      state(closed, { isSignedIn: true, paymentPending: true }),
      { type: 'CLOSE' },
      state(closed, { isSignedIn: true }),
      [],
    ],
    [
      'sync updates context only',
      state(upsell),
      { type: 'SYNC', isSignedIn: true, discountSeen: true },
      state(upsell, { isSignedIn: true, discountSeen: true }),
      [],
    ],
  ])('%s', (_name, from, event, to, effects) => {
    expect(transition(from, event)).toEqual({ state: to, effects });
  });

  it.each<[string, UpsellState, UpsellEvent]>([
    ['accept without an upsell', state(closed), { type: 'ACCEPT_UPSELL' }],
    ['open upsell over payment', state(payment(false)), { type: 'OPEN_UPSELL' }],
    ['payment closed when not in payment', state(retention), { type: 'PAYMENT_CLOSED' }],
    ['payment success when not in payment', state(offer), { type: 'PAYMENT_SUCCEEDED' }],
    ['offer accept outside the offer', state(retention), { type: 'OFFER_ACCEPT' }],
    ['offer decline outside the offer', state(payment(false)), { type: 'OFFER_DECLINE' }],
    ['retention continue outside retention', state(offer), { type: 'RETENTION_CONTINUE' }],
    ['retention decline outside retention', state(upsell), { type: 'RETENTION_DECLINE' }],
    [
      'delay elapsed with nothing pending',
      state(closed, { isSignedIn: true }),
      { type: 'PAYMENT_DELAY_ELAPSED' },
    ],
    [
      'delay elapsed while a dialog is open',
      state(upsell, { paymentPending: true }),
      { type: 'PAYMENT_DELAY_ELAPSED' },
    ],
    ['close when closed', state(closed), { type: 'CLOSE' }],
  ])('ignores %s (same state object, no effects)', (_name, from, event) => {
    const result = transition(from, event);
    expect(result.state).toBe(from);
    expect(result.effects).toEqual([]);
  });

  it('walks the whole signed-out journey', () => {
    const result = run(initialState(), [
      { type: 'OPEN_UPSELL' },
      { type: 'ACCEPT_UPSELL' },
      { type: 'SIGNED_UP' },
      { type: 'PAYMENT_DELAY_ELAPSED' },
      { type: 'PAYMENT_CLOSED' },
      { type: 'RETENTION_DECLINE' },
      { type: 'OFFER_ACCEPT' },
      { type: 'PAYMENT_SUCCEEDED' },
    ]);
    expect(result.state).toEqual(state(closed, { isSignedIn: true, discountSeen: true }));
    expect(result.effects.map((e) => e.type)).toEqual([
      'clearFreeGenerationFlag',
      'clearDiscountSeen',
      'openPaymentAfter',
      'storeDiscountSeen',
      'refetchUser',
    ]);
  });

  it('shows the offer once: a second refusal just closes', () => {
    const first = run(initialState({ isSignedIn: true }), [
      { type: 'OPEN_UPSELL' },
      { type: 'ACCEPT_UPSELL' },
      { type: 'CLOSE' },
      { type: 'CLOSE' },
      { type: 'OFFER_DECLINE' },
    ]);
    expect(first.state.view).toEqual(closed);
    const second = run(first.state, [
      { type: 'OPEN_UPSELL' },
      { type: 'ACCEPT_UPSELL' },
      { type: 'PAYMENT_CLOSED' },
    ]);
    expect(second.state.view).toEqual(closed);
  });
});

describe('upsellMachine properties', () => {
  const event: fc.Arbitrary<UpsellEvent> = fc.oneof(
    fc.constantFrom<UpsellEvent>(
      { type: 'OPEN_UPSELL' },
      { type: 'ACCEPT_UPSELL' },
      { type: 'CLOSE' },
      { type: 'SIGNED_UP' },
      { type: 'SIGNED_IN' },
      { type: 'SIGNED_OUT' },
      { type: 'PAYMENT_DELAY_ELAPSED' },
      { type: 'PAYMENT_CLOSED' },
      { type: 'PAYMENT_SUCCEEDED' },
      { type: 'RETENTION_CONTINUE' },
      { type: 'RETENTION_DECLINE' },
      { type: 'OFFER_ACCEPT' },
      { type: 'OFFER_DECLINE' },
    ),
    fc.record({ type: fc.constant('SYNC' as const), isSignedIn: fc.boolean(), discountSeen: fc.boolean() }),
  );

  it('keeps the flow’s promises over any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(event, { maxLength: 40 }),
        (isSignedIn, discountSeen, events) => {
          let current = initialState({ isSignedIn, discountSeen });
          for (const e of events) {
            const { state: next, effects } = transition(current, e);
            const types = effects.map((effect) => effect.type);
            // The offer is never shown to someone who has seen it.
            if (next.view.name === 'offer' && current.view.name !== 'offer') {
              expect(current.context.discountSeen).toBe(false);
            }
            // A discounted payment only comes from accepting the offer, and the seen flag is stored with it.
            if (next.view.name === 'payment' && next.view.discount && current.view.name !== 'payment') {
              expect(current.view.name).toBe('offer');
              expect(types).toContain('storeDiscountSeen');
            }
            // Payment setup is only for signed-in users (or reached after the sign-up delay).
            if (next.view.name === 'payment' && current.view.name !== 'payment') {
              expect(next.context.isSignedIn).toBe(true);
            }
            // The stored flag and the context agree.
            if (types.includes('storeDiscountSeen')) expect(next.context.discountSeen).toBe(true);
            if (types.includes('clearDiscountSeen')) expect(next.context.discountSeen).toBe(false);
            // Flags are cleared exactly on sign-up / sign-in.
            expect(types.includes('clearFreeGenerationFlag')).toBe(
              e.type === 'SIGNED_UP' || e.type === 'SIGNED_IN',
            );
            expect(types.includes('clearDiscountSeen')).toBe(e.type === 'SIGNED_UP');
            // The delayed payment is only scheduled from the flow's sign-up dialog, with the spec delay.
            for (const effect of effects) {
              if (effect.type === 'openPaymentAfter') {
                expect(current.view.name).toBe('signup');
                expect(effect.ms).toBe(SIGNUP_TO_PAYMENT_DELAY_MS);
              }
            }
            // The user is re-fetched only after a successful payment, and then everything is closed.
            if (types.includes('refetchUser')) {
              expect(e.type).toBe('PAYMENT_SUCCEEDED');
              expect(next.view.name).toBe('closed');
            }
            current = next;
          }
        },
      ),
    );
  });
});
