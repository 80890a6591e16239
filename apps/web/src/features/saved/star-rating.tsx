import { COPY } from '@sous/domain';
import { cn } from '@sous/ui';
import { Star } from 'lucide-react';

/** Five stars; each is a button that sets that rating (spec §2: ratings are shown as 5 stars). */
export function StarRating({
  value,
  onRate,
  disabled,
}: {
  value: number | null;
  onRate: (rating: number) => void;
  disabled?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of rating buttons, not a form fieldset
    <div role="group" aria-label={COPY.recipes.rating} className="flex">
      {[1, 2, 3, 4, 5].map((n) => {
        const filled = value !== null && n <= value;
        return (
          <button
            key={n}
            type="button"
            disabled={disabled}
            aria-label={COPY.recipes.rateStars(n)}
            aria-pressed={value === n}
            onClick={() => onRate(n)}
            className="rounded-sm p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Star
              aria-hidden="true"
              className={cn('size-5', filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
            />
          </button>
        );
      })}
    </div>
  );
}
