// Temperatures in step text: °C for metric, °F for US (spec §5's unit systems; not in its conversion table).
import type { MeasurementSystem } from './units.ts';

export type TemperatureScale = 'C' | 'F';

/**
 * Oven settings as recipes and oven dials print them (the gas-mark table): 180 °C is written 350 °F,
 * not 356 °F. Only these exact pairs use it; every other temperature is converted by arithmetic.
 */
export const OVEN_SETTINGS: readonly (readonly [celsius: number, fahrenheit: number])[] = [
  [140, 275],
  [150, 300],
  [160, 325],
  [180, 350],
  [190, 375],
  [200, 400],
  [220, 425],
  [230, 450],
  [240, 475],
];

const roundToNearest = (value: number, step: number): number => Math.round(value / step) * step;

/**
 * Celsius to Fahrenheit. Up to the boil (safe cooking temperatures, 74 °C → 165 °F) to the nearest degree;
 * oven settings from the table; other hot temperatures to the nearest 5 °F.
 */
export function celsiusToFahrenheit(celsius: number): number {
  const oven = OVEN_SETTINGS.find(([c]) => c === celsius);
  if (oven) return oven[1];
  const exact = (celsius * 9) / 5 + 32;
  return celsius <= 100 ? Math.round(exact) : roundToNearest(exact, 5);
}

/**
 * Fahrenheit to Celsius. Up to the boil to the nearest degree (165 °F → 74 °C); oven settings from the
 * table (350 °F → 180 °C); other hot temperatures to the nearest 5 °C.
 */
export function fahrenheitToCelsius(fahrenheit: number): number {
  const oven = OVEN_SETTINGS.find(([, f]) => f === fahrenheit);
  if (oven) return oven[0];
  const exact = ((fahrenheit - 32) * 5) / 9;
  return fahrenheit <= 212 ? Math.round(exact) : roundToNearest(exact, 5);
}

/** The scale a measurement system reads: °C for metric, °F for US. */
export const scaleOf = (system: MeasurementSystem): TemperatureScale => (system === 'metric' ? 'C' : 'F');

/** A temperature in the scale of `system` (unchanged when it is already in it). */
export function convertTemperature(value: number, from: TemperatureScale, system: MeasurementSystem): number {
  const to = scaleOf(system);
  if (from === to) return value;
  return to === 'F' ? celsiusToFahrenheit(value) : fahrenheitToCelsius(value);
}

export const formatTemperature = (value: number, scale: TemperatureScale): string => `${value}°${scale}`;
