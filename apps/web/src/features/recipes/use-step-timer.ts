import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import { useEffect, useState } from 'react';
import {
  createTimer,
  pauseTimer,
  remainingAt,
  resetTimer,
  settleTimer,
  startTimer,
  type TimerState,
} from './step-timer.ts';

/** A step's countdown: start, pause, reset; re-renders each second; the timer-complete toast at zero. */
export function useStepTimer(totalMs: number) {
  const [timer, setTimer] = useState<TimerState>(() => createTimer(totalMs));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => setTimer(createTimer(totalMs)), [totalMs]);

  useEffect(() => {
    if (timer.status !== 'running') return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      setTimer((current) => settleTimer(current, t));
    };
    // Poll a few times a second so the shown second flips on time; re-read when the tab is visible again.
    const id = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [timer.status]);

  useEffect(() => {
    if (timer.status === 'done') toast(TOASTS.timerComplete);
  }, [timer.status]);

  return {
    status: timer.status,
    remainingMs: remainingAt(timer, now),
    start: () => {
      const t = Date.now();
      setNow(t);
      setTimer((current) => startTimer(current.status === 'done' ? resetTimer(current) : current, t));
    },
    pause: () => setTimer((current) => pauseTimer(current, Date.now())),
    reset: () => setTimer((current) => resetTimer(current)),
  };
}
