export {
  COUNT_UNITS,
  countUnitOf,
  inflect,
  inflectName,
  isCountUnit,
  isWholeOnly,
  pluralOf,
  singularOf,
  UNCOUNTABLE,
  WHOLE_ONLY,
} from './countables.ts';
export {
  type DisplayedIngredient,
  displayIngredient,
  formatAmount,
  type IngredientInput,
  parseAmount,
  scaleAmount,
} from './display.ts';
export {
  FRACTIONS,
  type FractionSet,
  formatFraction,
  fractionsFor,
  fractionValue,
  roundToFraction,
} from './fractions.ts';
export {
  formatPoundsOunces,
  presentCount,
  presentIngredient,
  presentMeasure,
  type ShownCount,
  type ShownIngredient,
  type ShownMeasure,
} from './present.ts';
export {
  type AfterPantry,
  baseAmount,
  type FoodFacts,
  type MergedAmounts,
  mergeNeeds,
  type PantryHolding,
  type ShoppingAmount,
  type ShoppingNeed,
  scaleNeed,
  subtractPantry,
} from './shopping.ts';
export {
  readStepQuantities,
  type ScaleStepOptions,
  type StepQuantity,
  type StepQuantityKind,
  type StepTextOptions,
  type StepTextPart,
  scaleStepText,
  showStepQuantity,
} from './step-text.ts';
export {
  celsiusToFahrenheit,
  convertTemperature,
  fahrenheitToCelsius,
  formatTemperature,
  OVEN_SETTINGS,
  scaleOf,
  type TemperatureScale,
} from './temperature.ts';
export {
  type CanonicalUnit,
  CONVERSION_FACTORS,
  convertUnit,
  convertUnitExact,
  cupLabel,
  IMPERIAL_THRESHOLDS,
  isMetricUnit,
  type MeasurementSystem,
  type Quantity,
  recogniseUnit,
  roundTo,
  safeAmount,
} from './units.ts';
