import type { MeasurementSystem } from '@sous/domain';
import { scaleStepText } from '@sous/units';
import { useMemo } from 'react';

/** A step's text with its amounts scaled and converted (@sous/units), the amounts in bold. */
export function ScaledStepText({
  text,
  factor,
  system,
  items,
}: {
  text: string;
  factor: number;
  system: MeasurementSystem;
  items: readonly string[];
}) {
  const { parts } = useMemo(
    () => scaleStepText(text, { factor, system, items }),
    [text, factor, system, items],
  );
  return (
    <>
      {parts.map((part, index) =>
        part.quantity ? (
          <strong key={index} className="font-semibold">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
