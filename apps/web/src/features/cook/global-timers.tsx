// Loaded by the root once a timer exists: watches every stored timer whatever page is open, raises the
// alert when one finishes, keeps the finished step's name in the tab title and beeps again every few
// seconds (for a minute) until the cook dismisses it. Off the recipe page it also shows the timer bar.
import { useEffect } from 'react';
import { COOK_COPY } from './cook-copy.ts';
import { startTimerWatch } from './cook-store.ts';
import { alertTimerDone, beep } from './timer-alerts.ts';
import { TimerBar } from './timer-controls.tsx';
import { useActiveTimers, useNow } from './use-cook-state.ts';

const REPEAT_EVERY_MS = 5_000;
const REPEAT_FOR_MS = 60_000;

export default function GlobalTimers({ showBar }: { showBar: boolean }) {
  useEffect(() => startTimerWatch(alertTimerDone), []);

  const timers = useActiveTimers();
  const done = timers.filter(({ timer }) => timer.status === 'done');
  const firstDone = done[0]?.timer;
  const titleName = firstDone?.name ?? null;

  useEffect(() => {
    if (titleName === null) return;
    const previous = document.title;
    document.title = COOK_COPY.timers.titleDone(titleName);
    return () => {
      document.title = previous;
    };
  }, [titleName]);

  // The beep repeats while an undismissed alert is less than a minute old.
  const latestFiredAt = Math.max(0, ...done.map(({ timer }) => timer.firedAt ?? 0));
  const now = useNow(false);
  const ringing = latestFiredAt > 0 && now - latestFiredAt < REPEAT_FOR_MS;
  useEffect(() => {
    if (!ringing) return;
    const id = window.setInterval(() => {
      if (Date.now() - latestFiredAt < REPEAT_FOR_MS) beep();
      else window.clearInterval(id);
    }, REPEAT_EVERY_MS);
    return () => window.clearInterval(id);
  }, [ringing, latestFiredAt]);

  if (!showBar) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-3">
      <TimerBar className="pointer-events-auto mx-auto max-w-xl rounded-lg border bg-background/95 p-2 shadow-lg backdrop-blur" />
    </div>
  );
}
