import { Card, Skeleton } from '@sous/ui';
import { useQuery } from '@tanstack/react-query';
import { adminStatsQuery } from '../../queries/admin.ts';
import { STAT_LABELS } from './labels.ts';

const numberFormat = new Intl.NumberFormat();

/** Spec §2: total, premium, trial, free, moderators. */
export function StatsCards() {
  const stats = useQuery(adminStatsQuery());
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {(Object.keys(STAT_LABELS) as Array<keyof typeof STAT_LABELS>).map((key) => (
          <Card key={key} className="grid gap-1 p-4">
            <dt className="text-sm font-medium text-muted-foreground">{STAT_LABELS[key]}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {stats.data ? (
                numberFormat.format(stats.data[key])
              ) : stats.isError ? (
                '—'
              ) : (
                <Skeleton className="h-8 w-16" />
              )}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
