// How much to cook and in which units: the servings stepper, the spec's 0.5/1/2/4 scale selector and the
// US/Metric switch. All three drive the same stored factor (per recipe) and the stored unit system.
import { COPY, type MeasurementSystem, type Recipe, SCALE_OPTIONS } from '@sous/domain';
import { cn } from '@sous/ui';
import { Minus, Plus } from 'lucide-react';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { COOK_COPY } from './cook-copy.ts';
import { setScaleFactor } from './cook-store.ts';
import { formatServings, servingsAt, stepServings } from './servings.ts';

const segmentClass = (pressed: boolean) =>
  cn(
    'h-8 min-w-11 rounded-sm px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
    pressed ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
  );

export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string;
  options: readonly T[];
  /** The pressed option; none is pressed when the value is not one of them (a stepped factor). */
  value: T | number | null;
  onChange: (value: T) => void;
  format: (value: T) => string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of pressed buttons, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-card p-0.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={segmentClass(option === value)}
        >
          {format(option)}
        </button>
      ))}
    </div>
  );
}

export function ServingsStepper({ recipe, factor }: { recipe: Recipe; factor: number }) {
  const fewer = stepServings(recipe.servings, factor, -1);
  const more = stepServings(recipe.servings, factor, 1);
  const buttonClass =
    'inline-flex size-8 items-center justify-center rounded-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper of two buttons and its value, not a form fieldset
    <div
      role="group"
      aria-label={COOK_COPY.servings}
      className="inline-flex items-center rounded-md border bg-card p-0.5"
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={COOK_COPY.fewerServings}
        disabled={fewer === null}
        onClick={() => fewer !== null && setScaleFactor(recipe.id, fewer)}
      >
        <Minus aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-22 px-1 text-center text-sm font-medium tabular-nums">
        {COOK_COPY.servingsCount(formatServings(servingsAt(recipe.servings, factor)))}
      </output>
      <button
        type="button"
        className={buttonClass}
        aria-label={COOK_COPY.moreServings}
        disabled={more === null}
        onClick={() => more !== null && setScaleFactor(recipe.id, more)}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}

export function ScaleControls({
  recipe,
  factor,
  className,
}: {
  recipe: Recipe;
  factor: number;
  className?: string;
}) {
  const [system, setSystem] = useMeasurementSystem();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <ServingsStepper recipe={recipe} factor={factor} />
      <Segmented
        label={COPY.recipes.scale}
        options={SCALE_OPTIONS}
        value={factor}
        onChange={(option) => setScaleFactor(recipe.id, option)}
        format={COPY.recipes.scaleOption}
      />
      <Segmented<MeasurementSystem>
        label={COPY.header.units}
        options={['imperial', 'metric']}
        value={system}
        onChange={setSystem}
        format={(s) => (s === 'metric' ? COPY.header.unitMetric : COPY.header.unitUs)}
      />
    </div>
  );
}
