import { COPY, PROGRESS_STEPS } from '@sous/domain';
import { cn, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@sous/ui';
import { Check, Circle, LoaderCircle } from 'lucide-react';

/** Blocking: no close button, Escape and outside clicks do nothing (spec §2). */
export function ProgressDialog({
  open,
  completed,
  queuePosition = null,
}: {
  open: boolean;
  completed: number;
  /** The cook's place in the generation queue while their job waits; null once it runs. */
  queuePosition?: number | null;
}) {
  const prevent = (event: Event) => event.preventDefault();
  const percent = Math.round((completed / PROGRESS_STEPS.length) * 100);
  return (
    <Dialog open={open}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={prevent}
        onPointerDownOutside={prevent}
        onInteractOutside={prevent}
        className="sm:max-w-md"
      >
        <DialogHeader>
          <DialogTitle>{COPY.progress.title}</DialogTitle>
          <DialogDescription>{COPY.progress.description}</DialogDescription>
        </DialogHeader>
        {queuePosition !== null && (
          <p role="status" className="text-sm font-medium text-primary">
            {COPY.progress.queued(queuePosition)}
          </p>
        )}
        <div
          role="progressbar"
          aria-label={COPY.progress.title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        <ol className="grid gap-3" aria-live="polite">
          {PROGRESS_STEPS.map((label, index) => {
            const state = index < completed ? 'done' : index === completed ? 'active' : 'waiting';
            return (
              <li key={label} className="flex items-center gap-3 text-sm">
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border',
                    state === 'done' && 'border-success bg-success text-primary-foreground',
                    state === 'active' && 'border-primary text-primary',
                  )}
                >
                  {state === 'done' ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : state === 'active' ? (
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  ) : (
                    <Circle className="size-3 text-muted-foreground" aria-hidden="true" />
                  )}
                </span>
                <span
                  className={cn(
                    state === 'waiting' && 'text-muted-foreground',
                    state === 'active' && 'font-medium',
                  )}
                >
                  {label}
                </span>
                <span className="sr-only">
                  {state === 'done'
                    ? COPY.progress.done
                    : state === 'active'
                      ? COPY.progress.inProgress
                      : COPY.progress.waiting}
                </span>
              </li>
            );
          })}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
