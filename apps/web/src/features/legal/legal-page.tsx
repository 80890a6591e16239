import { COPY } from '@sous/domain';
import { Button } from '@sous/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { usePageTitle } from '../../lib/page-title.ts';
import type { LegalSection } from './legal-text.ts';

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <Button variant="ghost" size="sm" className="mb-4 -ml-2" asChild>
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {COPY.legal.backHome}
        </Link>
      </Button>
      <article className="grid gap-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{COPY.legal.lastUpdated}</p>
        </header>
        {sections.map((section) => (
          <section key={section.title} className="grid gap-2">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
