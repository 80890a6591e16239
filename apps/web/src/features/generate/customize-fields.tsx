import {
  BUDGET_OPTIONS,
  COOKING_TIME,
  COPY,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  SKILL_LEVELS,
} from '@sous/domain';
import { ADVANCED_OPTION_COPY } from '@sous/domain/price';
import { advancedOptionsSet, mayUseAdvancedOptions } from '@sous/entitlements/options';
import { Button, Checkbox, Input, Label, RadioGroup, RadioGroupItem, Slider } from '@sous/ui';
import { Lock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useCurrentUser } from '../../queries/auth.ts';
import { useUpsell } from '../upsell/upsell-provider.tsx';
import { type CustomizeValue, DEFAULT_CUSTOMIZE } from './customize-value.ts';

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

/**
 * Every control of the spec §5 Customize panel, with its default. Time, diets and allergies are free for
 * everyone; the advanced options after them are Premium and shown locked without it (decision 108).
 */
export default function CustomizeFields({
  value,
  onChange,
}: {
  value: CustomizeValue;
  onChange: (patch: Partial<CustomizeValue>) => void;
}) {
  const id = useId();
  // Decided here, in the lazily loaded panel, so the home route carries none of it (its 150 KB budget).
  const { user } = useCurrentUser();
  const { openUpsellBecause } = useUpsell();
  const advancedLocked = !mayUseAdvancedOptions(user, new Date());
  // Set while Premium lasted (then signed out, or it ended): back to the defaults, which are free.
  const { skillLevel, appliances, budget, macroFocus } = value;
  const advancedSet = advancedOptionsSet({ skillLevel, appliances, budget, macroFocus }).length > 0;
  useEffect(() => {
    if (advancedLocked && advancedSet) {
      const { skillLevel, appliances, budget, macroFocus } = DEFAULT_CUSTOMIZE;
      onChange({ skillLevel, appliances, budget, macroFocus });
    }
  }, [advancedLocked, advancedSet, onChange]);
  return (
    <>
      <div className="grid gap-3">
        <div className="flex items-center justify-between">
          <Label id={`${id}-time-label`}>{COPY.home.cookingTime}</Label>
          <span className="text-sm font-medium tabular-nums">{COPY.home.minutes(value.time)}</span>
        </div>
        <Slider
          min={COOKING_TIME.min}
          max={COOKING_TIME.max}
          step={COOKING_TIME.step}
          value={[value.time]}
          onValueChange={([time]) => onChange({ time: time ?? COOKING_TIME.default })}
          thumbLabel={COPY.home.cookingTime}
          aria-labelledby={`${id}-time-label`}
        />
      </div>

      <CheckboxGroup
        legend={COPY.home.dietary}
        options={DIET_OPTIONS}
        values={value.diet}
        onChange={(diet) => onChange({ diet })}
      />

      <div className="grid gap-2">
        <Label htmlFor={`${id}-allergies`}>{COPY.home.allergies}</Label>
        <Input
          id={`${id}-allergies`}
          value={value.allergies}
          onChange={(e) => onChange({ allergies: e.target.value })}
          placeholder={COPY.home.allergiesPlaceholder}
        />
      </div>

      {advancedLocked ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed border-primary bg-accent px-3 py-2 text-accent-foreground"
          data-testid="advanced-lock"
        >
          <p id={`${id}-locked`} className="flex items-center gap-2 text-sm">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            {ADVANCED_OPTION_COPY.lockedHint}
          </p>
          <Button type="button" size="sm" onClick={() => openUpsellBecause('advancedOptionsArePremium')}>
            {ADVANCED_OPTION_COPY.unlock}
          </Button>
        </div>
      ) : null}

      <fieldset
        disabled={advancedLocked}
        aria-describedby={advancedLocked ? `${id}-locked` : undefined}
        className="grid gap-6"
      >
        <RadioChoice
          legend={COPY.home.skillLevel}
          options={SKILL_LEVELS}
          labels={COPY.home.skillLabels}
          value={value.skillLevel}
          onChange={(skillLevel) => onChange({ skillLevel })}
        />

        <CheckboxGroup
          legend={COPY.home.equipment}
          options={EQUIPMENT_OPTIONS}
          values={value.appliances}
          onChange={(appliances) => onChange({ appliances })}
        />

        <RadioChoice
          legend={COPY.home.budget}
          options={BUDGET_OPTIONS}
          labels={COPY.home.budgetLabels}
          value={value.budget}
          onChange={(budget) => onChange({ budget })}
        />

        <CheckboxGroup
          legend={COPY.home.nutritionalFocus}
          options={MACRO_FOCUS_OPTIONS}
          values={value.macroFocus}
          onChange={(macroFocus) => onChange({ macroFocus })}
        />
      </fieldset>
    </>
  );
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  values,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  values: T[];
  onChange: (values: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option}`}
              checked={values.includes(option)}
              onCheckedChange={(checked) => onChange(toggle(values, option, checked === true))}
            />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function RadioChoice<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className="flex flex-wrap gap-4"
        aria-label={legend}
      >
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option}`} value={option} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {labels[option]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
