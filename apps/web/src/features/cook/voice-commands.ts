// Hands-free commands in cook mode: what a heard phrase asks for.
export type VoiceCommand = 'next' | 'back' | 'repeat' | 'startTimer' | 'pauseTimer';

/** The command in a transcript ("next step please" → next), or null. Timer commands are read first. */
export function commandOf(transcript: string): VoiceCommand | null {
  const heard = transcript.toLowerCase().replace(/[^\p{L}\s]/gu, ' ');
  if (/\b(?:start|begin|set)\b.*\btimer\b|\btimer\b.*\bstart\b/.test(heard)) return 'startTimer';
  if (/\b(?:pause|stop|hold)\b.*\btimer\b/.test(heard)) return 'pauseTimer';
  if (/\b(?:next|forward|continue)\b/.test(heard)) return 'next';
  if (/\b(?:back|previous|go back|before)\b/.test(heard)) return 'back';
  if (/\b(?:repeat|again|read|say)\b/.test(heard)) return 'repeat';
  return null;
}
