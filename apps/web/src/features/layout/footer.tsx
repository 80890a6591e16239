import { COPY } from '@sous/domain';
import { Link } from '@tanstack/react-router';
import { ChefHat } from 'lucide-react';

export function Footer() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <span className="flex items-center gap-2 text-base font-semibold text-foreground">
            <ChefHat className="size-5 text-primary" aria-hidden="true" />
            {COPY.brand.name}
          </span>
          <p>{COPY.brand.tagline}</p>
          <p>{COPY.brand.copyright}</p>
          <p>{COPY.brand.operatorLine}</p>
        </div>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/terms" className="underline-offset-4 hover:text-foreground hover:underline">
            {COPY.brand.terms}
          </Link>
          <Link to="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
            {COPY.brand.privacy}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
