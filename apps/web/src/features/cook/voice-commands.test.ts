import { describe, expect, it } from 'vitest';
import { commandOf } from './voice-commands.ts';

describe('commandOf', () => {
  it.each([
    ['next', 'next'],
    ['Next step please', 'next'],
    ['go forward', 'next'],
    ['back', 'back'],
    ['go back', 'back'],
    ['previous step', 'back'],
    ['repeat', 'repeat'],
    ['say that again', 'repeat'],
    ['start timer', 'startTimer'],
    ['Start the timer.', 'startTimer'],
    ['pause the timer', 'pauseTimer'],
    ['stop timer', 'pauseTimer'],
  ] as const)('%j → %s', (heard, command) => {
    expect(commandOf(heard)).toBe(command);
  });

  it.each(['', 'hello', 'salt and pepper'])('%j is no command', (heard) => {
    expect(commandOf(heard)).toBeNull();
  });
});
