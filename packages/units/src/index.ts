export {
  type DisplayedIngredient,
  displayIngredient,
  formatAmount,
  type IngredientInput,
  parseAmount,
  scaleAmount,
} from './display.ts';
export {
  type CanonicalUnit,
  CONVERSION_FACTORS,
  convertUnit,
  cupLabel,
  IMPERIAL_THRESHOLDS,
  isMetricUnit,
  type MeasurementSystem,
  type Quantity,
  recogniseUnit,
  roundTo,
  safeAmount,
} from './units.ts';
