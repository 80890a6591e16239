import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations (spec quality bar). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let dialog and toast entrance animations finish; half-faded text reads as low contrast.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A fresh address per test so runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The toast region also announces texts to screen readers; match the visible toast only. */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
