import { COPY, PAGE_TITLES } from '@sous/domain';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@sous/ui';
import { createFileRoute } from '@tanstack/react-router';
import { env } from '../env.ts';
import { usePageTitle } from '../lib/page-title.ts';

// The admin console is the separate apps/admin app; this route only points there (decision 031).
export const Route = createFileRoute('/admin')({ component: AdminLink });

function AdminLink() {
  usePageTitle(PAGE_TITLES.admin);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle>{COPY.admin.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">{COPY.admin.separateApp}</p>
          <Button asChild className="justify-self-start">
            <a href={env.adminUrl}>{COPY.admin.open}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
