import { describe, expect, it } from 'vitest';
import {
  addTime,
  createTimer,
  formatClock,
  pauseTimer,
  remainingAt,
  resetTimer,
  settleTimer,
  startTimer,
} from './step-timer.ts';

describe('step timer', () => {
  it('counts down from a deadline, whatever the tick rate', () => {
    const running = startTimer(createTimer(60_000), 1_000);
    expect(remainingAt(running, 1_000)).toBe(60_000);
    // A background tab that did not tick for 45 s still reads the right time.
    expect(remainingAt(running, 46_000)).toBe(15_000);
    expect(remainingAt(running, 999_999)).toBe(0);
  });

  it('pauses, resumes and resets', () => {
    let timer = startTimer(createTimer(10_000), 0);
    timer = pauseTimer(timer, 4_000);
    expect(timer.status).toBe('paused');
    expect(remainingAt(timer, 100_000)).toBe(6_000);
    timer = startTimer(timer, 200_000);
    expect(remainingAt(timer, 201_000)).toBe(5_000);
    expect(resetTimer(timer)).toEqual(createTimer(10_000));
  });

  it('settles to done only at zero', () => {
    const timer = startTimer(createTimer(5_000), 0);
    expect(settleTimer(timer, 4_999).status).toBe('running');
    const done = settleTimer(timer, 5_000);
    expect(done.status).toBe('done');
    expect(startTimer(done, 6_000)).toBe(done);
  });

  it('adds a minute to a running, paused, idle or finished timer; reset returns to the step time', () => {
    const running = addTime(startTimer(createTimer(60_000), 0), 60_000, 10_000);
    expect(remainingAt(running, 10_000)).toBe(110_000);
    const paused = addTime(pauseTimer(running, 20_000), 60_000, 30_000);
    expect(remainingAt(paused, 999_000)).toBe(160_000);
    expect(remainingAt(addTime(createTimer(60_000), 60_000, 0), 0)).toBe(120_000);
    const finished = settleTimer(startTimer(createTimer(5_000), 0), 5_000);
    const again = addTime(finished, 60_000, 7_000);
    expect(again.status).toBe('running');
    expect(remainingAt(again, 37_000)).toBe(30_000);
    expect(resetTimer(again)).toEqual(createTimer(5_000));
  });

  it('formats the clock with partial seconds rounded up', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(3 * 3600_000 + 5_000)).toBe('3:00:05');
  });
});
