// Lighthouse 10's performance score (lighthouse-core/lib/statistics.js and scoring.js), for the phone
// bench (route-performance.mjs): each metric on its mobile log-normal curve, then the weighted mean.
function erf(x) {
  const sign = Math.sign(x);
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-z * z));
}
export function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const score = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, score));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, score));
  return Math.max(0, Math.min(0.49999999999999994, score));
}
// Mobile curves and weights of Lighthouse 10.
export const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  si: { p10: 3387, median: 5800, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
};
export function performanceScore(metrics) {
  let total = 0;
  let weights = 0;
  for (const [key, curve] of Object.entries(CURVES)) {
    total += logNormalScore(curve, metrics[key]) * curve.weight;
    weights += curve.weight;
  }
  return Math.round((total / weights) * 100);
}
