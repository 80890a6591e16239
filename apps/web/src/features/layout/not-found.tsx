import { COPY, PAGE_TITLES } from '@sous/domain';
import { Button, Card, CardContent } from '@sous/ui';
import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { usePageTitle } from '../../lib/page-title.ts';

export function NotFound() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-7 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{COPY.notFound.title}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{COPY.notFound.hint}</p>
          <Button asChild className="self-start">
            <Link to="/">{COPY.notFound.backHome}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
