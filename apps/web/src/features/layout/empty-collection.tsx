import { COPY } from '@sous/domain';
import { Button } from '@sous/ui';
import { Link } from '@tanstack/react-router';
import { type LucideIcon, Sparkles } from 'lucide-react';

/** An empty list of the cook's (Saved, History): what it is, and the way to fill it — generating. */
export function EmptyCollection({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed bg-card px-4 py-16 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to="/">
          <Sparkles aria-hidden="true" />
          {COPY.recipes.generateRecipes}
        </Link>
      </Button>
    </div>
  );
}
