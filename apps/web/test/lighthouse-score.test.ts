import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script of the bench, without types
import { CURVES, logNormalScore, performanceScore } from '../scripts/lighthouse-score.mjs';

// The phone bench's score must be Lighthouse's: its curves put a metric's p10 at 0.9 and its median at 0.5.
describe("the phone bench's Lighthouse scoring", () => {
  it('scores a metric 0.9 at its p10, 0.5 at its median, 1 at zero and falling past the median', () => {
    const lcp = CURVES.lcp;
    expect(logNormalScore(lcp, lcp.p10)).toBeCloseTo(0.9, 2);
    expect(logNormalScore(lcp, lcp.median)).toBeCloseTo(0.5, 2);
    expect(logNormalScore(lcp, 0)).toBe(1);
    expect(logNormalScore(lcp, 8000)).toBeLessThan(0.2);
  });

  it('weights FCP 10, SI 10, LCP 25, TBT 30 and CLS 25', () => {
    const at = (point: 'p10' | 'median') =>
      Object.fromEntries(
        Object.entries(CURVES).map(([key, curve]) => [key, (curve as Record<string, number>)[point]]),
      );
    expect(performanceScore(at('p10'))).toBe(90);
    expect(performanceScore(at('median'))).toBe(50);
    // A page perfect but for TBT at its median loses 30 × 0.5 = 15 points.
    expect(performanceScore({ fcp: 0, si: 0, lcp: 0, tbt: CURVES.tbt.median, cls: 0 })).toBe(85);
  });
});
