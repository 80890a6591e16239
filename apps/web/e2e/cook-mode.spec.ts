import { expect, type Locator, type Page, test } from '@playwright/test';
import { COPY, type MeasurementSystem, pageTitle, type Recipe, stepMinutes, TOASTS } from '@sous/domain';
import { presentMeasure, readStepQuantities, scaleStepText } from '@sous/units';
import { COOK_COPY } from '../src/features/cook/cook-copy.ts';
import { stepSummary } from '../src/features/cook/cook-state.ts';
import { stepIngredients } from '../src/features/cook/step-ingredients.ts';
import {
  expectNoSeriousA11yViolations,
  grantPremium,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

// The browser APIs a kitchen needs, replaced by recorders the test can read and drive: page visibility
// (so "the cook switched apps" can be played), notifications (granted), and the Screen Wake Lock.
declare global {
  interface Window {
    __visibility: DocumentVisibilityState;
    __notifications: { title: string; body?: string }[];
    __wakeLock: { requests: string[]; releases: number; refuse: boolean };
    __vibrations: unknown[];
    __oscillators: number;
    __spoken: string[];
    __recognitions: { started: boolean; onresult: ((event: unknown) => void) | null }[];
  }
}

async function stubKitchenApis(page: Page) {
  await page.addInitScript(() => {
    window.__visibility = 'visible';
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => window.__visibility,
    });
    Object.defineProperty(Document.prototype, 'hidden', {
      configurable: true,
      get: () => window.__visibility === 'hidden',
    });

    window.__notifications = [];
    class FakeNotification extends EventTarget {
      static permission: NotificationPermission = 'granted';
      static requestPermission = () => Promise.resolve('granted' as NotificationPermission);
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        super();
        window.__notifications.push({ title, body: options.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { configurable: true, value: FakeNotification });

    window.__wakeLock = { requests: [], releases: 0, refuse: false };
    const held: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          window.__wakeLock.requests.push(type);
          if (window.__wakeLock.refuse) throw new DOMException('Refused', 'NotAllowedError');
          const sentinel = Object.assign(new EventTarget(), {
            type,
            released: false,
            onrelease: null,
            release: async () => {
              if (sentinel.released) return;
              sentinel.released = true;
              window.__wakeLock.releases++;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          held.push(sentinel);
          return sentinel;
        },
      },
    });
    window.__vibrations = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        window.__vibrations.push(pattern);
        return true;
      },
    });
    window.__oscillators = 0;
    const createOscillator = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      window.__oscillators++;
      return createOscillator.call(this);
    };

    // As browsers do: a hidden page loses its wake lock.
    document.addEventListener('visibilitychange', () => {
      if (window.__visibility === 'hidden') for (const sentinel of held) void sentinel.release();
    });
  });
}

/** Speech synthesis and recognition replaced by recorders (Chromium's need a network service). */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    window.__spoken = [];
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => window.__spoken.push(utterance.text),
        cancel() {},
      },
    });
    window.__recognitions = [];
    class FakeRecognition {
      started = false;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        window.__recognitions.push(this);
      }
      start() {
        this.started = true;
      }
      stop() {
        this.started = false;
        this.onend?.();
      }
    }
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { configurable: true, value: FakeRecognition });
    }
  });
}

/** The cook says `phrase` to the listening recognition. */
async function say(page: Page, phrase: string) {
  await page.evaluate((transcript) => {
    const recognition = window.__recognitions.at(-1)!;
    recognition.onresult?.({ resultIndex: 0, results: [[{ transcript }]] });
  }, phrase);
}

async function setVisibility(page: Page, state: DocumentVisibilityState) {
  await page.evaluate((next) => {
    window.__visibility = next;
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Signs up a fresh cook (one free generation) and generates through the API: the recipes and the cook's id. */
async function generate(page: Page, ingredients: string, servings = 2): Promise<[Recipe[], string]> {
  const userId = await signUpByApi(page, uniqueEmail('kitchen'), 'a fine password');
  const response = await page.request.post('/api/recipes/generate', {
    data: { ingredients, constraints: { servings } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  return [((await response.json()) as { recipes: Recipe[] }).recipes, userId];
}

const CHICKEN = 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon';

/** "12:34" or "1:02:03" → seconds. */
function seconds(clock: string): number {
  return clock
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * The timer shows `totalSeconds` less the time gone since `startedAt` (the page's clock, read just after
 * Start was pressed): the fake clock also flows on its own between the test's jumps.
 */
async function expectClockRight(page: Page, timer: Locator, totalSeconds: number, startedAt: number) {
  await expect
    .poll(
      async () => {
        const shown = seconds((await timer.textContent()) ?? '');
        const expected = totalSeconds - ((await pageNow(page)) - startedAt) / 1000;
        return shown - expected;
      },
      { timeout: 5_000 },
    )
    .toBeGreaterThanOrEqual(-2);
  const shown = seconds((await timer.textContent()) ?? '');
  expect(shown).toBeLessThanOrEqual(totalSeconds - ((await pageNow(page)) - startedAt) / 1000 + 2);
}

const timerName = (recipe: Recipe, index: number) =>
  COOK_COPY.stepName(recipe.steps[index]!.step, stepSummary(recipe.steps[index]!.instruction));

test.beforeEach(async ({ page }) => {
  await page.goto('/terms');
});

test('kitchen timers: end times that survive tab switches, step moves, a reload and a route change; two at once; at zero the toast, the tab title and a notification', async ({
  page,
}) => {
  await stubKitchenApis(page);
  await page.clock.install();
  const [recipes] = await generate(page, CHICKEN);
  const recipe = recipes.find((r) => r.steps.filter((s) => s.duration > 0).length >= 2)!;
  expect(recipe).toBeDefined();
  const [first, second] = recipe.steps.flatMap((s, i) => (s.duration > 0 ? [i] : [])) as [number, number];
  const total = (index: number) => stepMinutes(recipe.steps[index]!.duration) * 60;

  await page.goto(`/recipe/${recipe.id}`);
  // The recipe page's own title (issue #15 part 6), which the tab shows again once the alert is dismissed.
  const originalTitle = pageTitle(recipe.title);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const stepOf = (n: number) => page.getByText(COPY.recipes.stepOf(n, recipe.steps.length), { exact: true });
  const next = page.getByRole('button', { name: COPY.recipes.nextStep });
  const previous = page.getByRole('button', { name: COPY.recipes.previousStep });
  const panelTimer = page.getByRole('tabpanel').getByRole('timer');
  const bar = page.getByRole('region', { name: COOK_COPY.timers.region });
  const barTimer = (index: number) => bar.getByRole('timer', { name: timerName(recipe, index) });

  // ×2 before cooking: the scale lives with the recipe too.
  await page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '2×' }).click();

  await tab(COPY.recipes.tabs.steps).click();
  for (let i = 0; i < first; i++) await next.click();
  await page.getByRole('button', { name: COPY.recipes.startTimer, exact: true }).click();
  const firstStarted = await pageNow(page);
  await page.clock.runFor(60_000);

  // Another tab and back: same step, timer still running with the minute gone.
  await tab(COPY.recipes.tabs.ingredients).click();
  await expectClockRight(page, barTimer(first), total(first), firstStarted);
  await tab(COPY.recipes.tabs.steps).click();
  await expect(stepOf(first + 1)).toBeVisible();
  await expectClockRight(page, panelTimer, total(first), firstStarted);

  // Next Step then Previous Step keeps it running.
  await next.click();
  await previous.click();
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: COPY.recipes.pauseTimer }),
  ).toBeVisible();
  await expectClockRight(page, panelTimer, total(first), firstStarted);

  // A second timer on another step: both run at once, each named after its step.
  for (let i = first; i < second; i++) await next.click();
  await page.getByRole('button', { name: COPY.recipes.startTimer, exact: true }).click();
  const secondStarted = await pageNow(page);
  await page.clock.runFor(30_000);
  await expect(bar.getByRole('timer')).toHaveCount(2);
  await expectClockRight(page, barTimer(first), total(first), firstStarted);
  await expectClockRight(page, barTimer(second), total(second), secondStarted);

  // Reload: both still running from their end times, the step and the scale kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expect(bar.getByRole('timer')).toHaveCount(2);
  await expectClockRight(page, barTimer(first), total(first), firstStarted);
  await expectClockRight(page, barTimer(second), total(second), secondStarted);
  await expect(page.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await tab(COPY.recipes.tabs.steps).click();
  await expect(stepOf(second + 1)).toBeVisible();

  // A route change away and back: the timers follow the cook (a bar on every page) and nothing resets.
  await page.getByRole('link', { name: COPY.header.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByRole('timer')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.clock.runFor(10_000);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expectClockRight(page, barTimer(second), total(second), secondStarted);
  await expectNoSeriousA11yViolations(page);

  // The cook switches apps; the second timer reaches zero in the background.
  await setVisibility(page, 'hidden');
  const left = total(second) * 1000 - ((await pageNow(page)) - secondStarted);
  await page.clock.runFor(left - 1_500);
  expect(await page.evaluate(() => window.__notifications)).toEqual([]);
  await page.clock.runFor(2_000);
  await expect
    .poll(() => page.evaluate(() => window.__notifications))
    .toEqual([{ title: TOASTS.timerComplete.title, body: timerName(recipe, second) }]);
  await expect(page).toHaveTitle(COOK_COPY.timers.titleDone(timerName(recipe, second)));
  await setVisibility(page, 'visible');
  await expect(toastText(page, TOASTS.timerComplete.title)).toBeVisible();
  // A beep made with Web Audio (three tones) and a vibration.
  expect(await page.evaluate(() => window.__oscillators)).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => window.__vibrations)).toHaveLength(1);

  // The alert outlives the toast, and only Dismiss ends it; the other timer runs on.
  const alert = bar.getByRole('alert');
  await expect(alert).toContainText(timerName(recipe, second));
  await page.clock.runFor(10_000);
  await expect(toastText(page, TOASTS.timerComplete.title)).toBeHidden();
  await expect(alert).toBeVisible();
  await expect(page).toHaveTitle(COOK_COPY.timers.titleDone(timerName(recipe, second)));
  await expectNoSeriousA11yViolations(page);
  await bar.getByRole('button', { name: COOK_COPY.timers.dismissNamed(timerName(recipe, second)) }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveTitle(originalTitle);
  await expect(bar.getByRole('timer')).toHaveCount(1);

  // +1 min on the first timer, from the bar.
  await bar.getByRole('button', { name: COOK_COPY.timers.addMinuteTo(timerName(recipe, first)) }).click();
  await expectClockRight(page, barTimer(first), total(first) + 60, firstStarted);
});

test('cook mode: one step at a time by keys and swipes, announced, ×2 metric amounts in the text, the screen kept awake and re-locked after a visibility change', async ({
  page,
}) => {
  await stubKitchenApis(page);
  await stubSpeech(page);
  const [recipes] = await generate(page, CHICKEN);
  // A recipe whose steps measure something ("½ tbsp olive oil", "50 ml water").
  const recipe = recipes.find((r) =>
    r.steps.some(
      (s) =>
        readStepQuantities(s.instruction, { items: r.ingredientsList.map((l) => l.item) }).filter(
          (q) => q.kind === 'measure',
        ).length > 0,
    ),
  )!;
  expect(recipe).toBeDefined();
  const items = recipe.ingredientsList.map((line) => line.item);
  const total = recipe.steps.length;
  expect(total).toBeGreaterThan(1);

  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('group', { name: COPY.recipes.scale }).getByRole('button', { name: '2×' }).click();
  await page
    .getByRole('group', { name: COPY.header.units })
    .getByRole('button', { name: COPY.header.unitMetric })
    .click();
  // The header shows the scaled servings.
  await expect(
    page.locator('article header dl > div').filter({ hasText: COPY.home.servings }).locator('dd'),
  ).toHaveText(String(recipe.servings * 2));

  // Every amount in every step is scaled ×2 and in metric, as @sous/units writes it.
  const system: MeasurementSystem = 'metric';
  await page.getByRole('tab', { name: COPY.recipes.tabs.steps, exact: true }).click();
  let measured = 0;
  for (const [index, step] of recipe.steps.entries()) {
    const shown = page.getByRole('tabpanel').getByRole('list').getByRole('listitem').nth(index);
    const expected = scaleStepText(step.instruction, { factor: 2, system, items }).text;
    await expect(shown).toContainText(expected);
    for (const quantity of readStepQuantities(step.instruction, { items })) {
      if (quantity.kind !== 'measure') continue;
      measured++;
      const metric = presentMeasure(quantity.amount * (quantity.scales ? 2 : 1), quantity.unit, system).text;
      await expect(shown).toContainText(metric);
    }
    await expect(shown).not.toContainText(/\d\s?(?:tbsp|tsp|cups?|oz|lb)\b|°F/);
  }
  expect(measured).toBeGreaterThan(0);

  // Into cook mode from the sticky action.
  await page.getByRole('button', { name: COOK_COPY.startCooking }).click();
  await expect(page).toHaveURL(/[?&]cook=true/);
  const stepLabel = (n: number) => page.getByText(COPY.recipes.stepOf(n, total), { exact: true });
  await expect(stepLabel(1)).toBeVisible();
  const stepArea = page.getByTestId('cook-step');
  await expect(stepArea).toContainText(
    scaleStepText(recipe.steps[0]!.instruction, { factor: 2, system, items }).text,
  );
  // The step's ingredients, scaled, under it.
  const forThisStep = stepIngredients(recipe, 0, 2, system);
  expect(forThisStep.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: COOK_COPY.forThisStep }).getByRole('listitem')).toHaveText(
    forThisStep.map(({ quantity, item }) => `${quantity}${item}`),
  );

  // The screen is kept awake.
  const wakeNote = page.locator('[data-wake-lock]');
  await expect(wakeNote).toHaveAttribute('data-wake-lock', 'active');
  await expect(wakeNote).toHaveText(COOK_COPY.wakeLock.active);
  expect(await page.evaluate(() => window.__wakeLock.requests)).toEqual(['screen']);
  await expectNoSeriousA11yViolations(page);

  // Keys and swipes move between steps; each step is announced to screen readers.
  const live = page.locator('[aria-live="polite"][aria-atomic="true"]');
  await page.keyboard.press('ArrowRight');
  await expect(stepLabel(2)).toBeVisible();
  await expect(live).toHaveText(
    COOK_COPY.stepAnnouncement(
      2,
      total,
      scaleStepText(recipe.steps[1]!.instruction, { factor: 2, system, items }).text,
    ),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(stepLabel(1)).toBeVisible();
  const box = (await stepArea.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, y, { steps: 5 });
  await page.mouse.up();
  await expect(stepLabel(2)).toBeVisible();
  await page.getByRole('button', { name: COPY.recipes.previousStep }).click();
  await expect(stepLabel(1)).toBeVisible();
  await page.getByRole('button', { name: COPY.recipes.nextStep }).click();
  await expect(stepLabel(2)).toBeVisible();

  // Read aloud on request; hands-free commands through speech recognition.
  await page.getByRole('button', { name: COOK_COPY.speech.readAloud }).click();
  expect(await page.evaluate(() => window.__spoken)).toEqual([
    `${COPY.recipes.stepOf(2, total)}. ${scaleStepText(recipe.steps[1]!.instruction, { factor: 2, system, items }).text}`,
  ]);
  await page.getByRole('button', { name: COOK_COPY.speech.stopReading }).click();
  const handsFree = page.getByRole('button', { name: COOK_COPY.speech.handsFree });
  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'true');
  await say(page, 'back');
  await expect(stepLabel(1)).toBeVisible();
  await say(page, 'next step please');
  await expect(stepLabel(2)).toBeVisible();
  await say(page, 'repeat');
  expect(await page.evaluate(() => window.__spoken)).toHaveLength(2);
  const timedStep = recipe.steps[1]!.duration > 0;
  if (timedStep) {
    await say(page, 'start the timer');
    await expect(page.getByRole('button', { name: COPY.recipes.pauseTimer, exact: true })).toBeVisible();
  }
  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'false');

  // Hidden: the browser drops the lock. Visible again: it is asked for again.
  await setVisibility(page, 'hidden');
  await expect(wakeNote).toHaveAttribute('data-wake-lock', 'released');
  await setVisibility(page, 'visible');
  await expect(wakeNote).toHaveAttribute('data-wake-lock', 'active');
  expect(await page.evaluate(() => window.__wakeLock.requests)).toEqual(['screen', 'screen']);

  // Leaving cook mode (Escape) returns to the recipe page on the same step, and releases the lock.
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/cook=/);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.getByRole('tab', { name: COPY.recipes.tabs.steps, exact: true }).click();
  await expect(stepLabel(2)).toBeVisible();
  expect(await page.evaluate(() => window.__wakeLock.releases)).toBeGreaterThanOrEqual(2);

  // A browser that refuses the lock: cook mode says so and offers to try again.
  await page.evaluate(() => {
    window.__wakeLock.refuse = true;
  });
  await page.getByRole('button', { name: COOK_COPY.startCooking }).click();
  await expect(wakeNote).toHaveAttribute('data-wake-lock', 'refused');
  await expect(wakeNote).toContainText(COOK_COPY.wakeLock.refused);
  await page.evaluate(() => {
    window.__wakeLock.refuse = false;
  });
  await page.getByRole('button', { name: COOK_COPY.wakeLock.retry }).click();
  await expect(wakeNote).toHaveAttribute('data-wake-lock', 'active');
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('tabs scroll with a visible hint, an ingredient is in the first screen, Start cooking stays in reach; tabs, Next Step, Save/Saved and Back still work', async ({
    page,
  }) => {
    await stubKitchenApis(page);
    const [recipes, userId] = await generate(page, 'salmon, potatoes, green beans, lemon, dill');
    const recipe = recipes.find((r) => r.steps.length > 1)!;
    await page.goto(`/recipe/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Spec §2's five tabs, in order.
    const list = page.getByRole('tablist');
    const { ingredients, steps, substitutions, nutrition, tips } = COPY.recipes.tabs;
    await expect(list.getByRole('tab')).toHaveText([ingredients, steps, substitutions, nutrition, tips]);

    // Every tab is either fully in view, or cut off on a side that shows a scroll hint.
    const hint = (side: 'start' | 'end') => page.locator(`[data-scroll-hint="${side}"]`);
    async function everyHiddenTabHasAHint() {
      const listBox = (await list.boundingBox())!;
      for (const tab of await list.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        if (box.x + box.width > listBox.x + listBox.width + 0.5) await expect(hint('end')).toBeVisible();
        if (box.x < listBox.x - 0.5) await expect(hint('start')).toBeVisible();
      }
      const scrollable = await list.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      );
      return scrollable;
    }
    expect(await everyHiddenTabHasAHint()).toBe(true);
    await expect(hint('end')).toBeVisible();
    await list.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(hint('start')).toBeVisible();
    await expect(hint('end')).toBeHidden();
    await everyHiddenTabHasAHint();
    // Choosing a tab by keyboard scrolls it into view.
    await list.evaluate((element) => {
      element.scrollLeft = 0;
    });
    await page.getByRole('tab', { name: ingredients, exact: true }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: tips, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: tips, exact: true })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Home');

    // A compact header: an ingredient is in the first screen, above the sticky Start cooking action.
    await page.evaluate(() => window.scrollTo(0, 0));
    const startCooking = page.getByRole('button', { name: COOK_COPY.startCooking });
    const firstIngredient = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(firstIngredient).toBeInViewport({ ratio: 1 });
    const ingredientBox = (await firstIngredient.boundingBox())!;
    const actionBox = (await startCooking.boundingBox())!;
    expect(ingredientBox.y + ingredientBox.height).toBeLessThanOrEqual(actionBox.y);
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.height).toBeLessThanOrEqual(100);
    await expect(startCooking).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await expect(startCooking).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);

    // Next Step still moves, a timer still starts; axe is clean with the timer bar showing.
    await page.getByRole('tab', { name: steps, exact: true }).click();
    await page.getByRole('button', { name: COPY.recipes.nextStep }).click();
    await expect(page.getByText(COPY.recipes.stepOf(2, recipe.steps.length), { exact: true })).toBeVisible();
    const timed = recipe.steps.findIndex((s) => s.duration > 0);
    if (timed >= 0) {
      await page.getByRole('tabpanel').getByRole('list').getByRole('button').nth(timed).click();
      await page.getByRole('button', { name: COPY.recipes.startTimer, exact: true }).click();
      await expect(page.getByRole('region', { name: COOK_COPY.timers.region })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    // Cook mode fits the phone and passes axe.
    await startCooking.click();
    await expect(page.getByTestId('cook-step')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: COOK_COPY.exitCookMode }).click();

    // Save/Saved (saving needs premium) and Back (no session known: home).
    await grantPremium(page, userId);
    await page.reload();
    await page.getByRole('button', { name: COPY.recipes.save, exact: true }).click();
    await expect(page.getByRole('button', { name: COPY.recipes.saved, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: COPY.recipes.back }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
