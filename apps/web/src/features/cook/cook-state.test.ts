import { describe, expect, it } from 'vitest';
import {
  emptyCookState,
  nextDeadline,
  parseCookState,
  settleDueTimers,
  stepSummary,
  withFactor,
  withIngredientToggled,
  withStep,
  withTimerAction,
} from './cook-state.ts';

const setup = { totalMs: 5 * 60_000, name: 'Step 3: Simmer the sauce' };

describe('cook state', () => {
  it('keeps the step within the recipe and the factor positive', () => {
    const state = emptyCookState();
    expect(withStep(state, 3, 4).step).toBe(3);
    expect(withStep(state, 9, 4).step).toBe(3);
    expect(withStep(state, -1, 4).step).toBe(0);
    expect(withFactor(state, 2).factor).toBe(2);
    expect(withFactor(state, 0)).toBe(state);
    expect(withFactor(state, Number.NaN)).toBe(state);
  });

  it('checks and unchecks ingredients', () => {
    const once = withIngredientToggled(emptyCookState(), 2);
    expect(once.checked).toEqual([2]);
    expect(withIngredientToggled(withIngredientToggled(once, 0), 2).checked).toEqual([0]);
  });

  it('stores timers as end times, several at once, until dismissed', () => {
    let state = withTimerAction(emptyCookState(), '2', 'start', 1_000, setup);
    state = withTimerAction(state, '0', 'start', 2_000, { totalMs: 60_000, name: 'Step 1: Heat' });
    expect(state.timers['2']).toMatchObject({ status: 'running', deadline: 301_000, name: setup.name });
    expect(nextDeadline(state)).toBe(62_000);

    const first = settleDueTimers(state, 62_000);
    expect(first.fired.map((t) => t.name)).toEqual(['Step 1: Heat']);
    expect(first.state.timers['0']).toMatchObject({ status: 'done', firedAt: 62_000 });
    // Settling again fires nothing new; the finished timer stays until dismissed.
    expect(settleDueTimers(first.state, 70_000).fired).toEqual([]);
    const dismissed = withTimerAction(first.state, '0', 'dismiss', 70_000, setup);
    expect(dismissed.timers['0']).toBeUndefined();
    expect(dismissed.timers['2']?.status).toBe('running');
  });

  it('pauses, adds a minute and resets', () => {
    let state = withTimerAction(emptyCookState(), '1', 'start', 0, setup);
    state = withTimerAction(state, '1', 'pause', 60_000, setup);
    expect(state.timers['1']).toMatchObject({ status: 'paused', remainingMs: 240_000, deadline: null });
    state = withTimerAction(state, '1', 'addMinute', 61_000, setup);
    expect(state.timers['1']?.remainingMs).toBe(300_000);
    state = withTimerAction(state, '1', 'reset', 62_000, setup);
    expect(state.timers['1']).toBeUndefined();
  });

  it('reads back what it stored and refuses anything else', () => {
    const state = withTimerAction(withFactor(emptyCookState(), 2), '0', 'start', 5, setup);
    expect(parseCookState(JSON.stringify(state))).toEqual(state);
    expect(parseCookState('{"v":2}')).toBeNull();
    const broken = { ...state, timers: { '0': { ...state.timers['0'], deadline: 'soon' } } };
    expect(parseCookState(JSON.stringify(broken))).toBeNull();
    expect(parseCookState(JSON.stringify({ ...state, factor: 0 }))).toBeNull();
    expect(parseCookState(JSON.stringify({ ...state, checked: [-1] }))).toBeNull();
    expect(parseCookState('not json')).toBeNull();
    expect(parseCookState(null)).toBeNull();
  });

  it('names a timer after its step in a few words', () => {
    expect(stepSummary('Roast 5 minutes.')).toBe('Roast 5 minutes');
    expect(
      stepSummary('Heat ½ tbsp olive oil in your largest skillet over medium-high heat, lay the chicken in.'),
    ).toBe('Heat ½ tbsp olive oil in your…');
  });
});
