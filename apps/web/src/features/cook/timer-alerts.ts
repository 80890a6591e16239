// What happens when a kitchen timer reaches zero: the spec's 'Timer Complete!' toast, a beep made with Web
// Audio (no sound file), a vibration where the device has one, and a system notification when Sous is in
// the background and the cook allowed them. The tab title and the repeating beep are in global-timers.tsx.
import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import type { KitchenTimer } from './cook-state.ts';

type AudioContextConstructor = typeof AudioContext;
let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Context = w.AudioContext ?? w.webkitAudioContext;
  if (!Context) return null;
  try {
    audio = new Context();
  } catch {
    return null;
  }
  return audio;
}

/**
 * Browsers only let a page make sound after the person has interacted with it: call this from a click
 * (starting a timer) so the beep at zero is allowed.
 */
export function primeAudio(): void {
  const context = audioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => {});
}

/** Three short beeps at 880 Hz. */
export function beep(): void {
  const context = audioContext();
  if (!context) return;
  if (context.state === 'suspended') void context.resume().catch(() => {});
  const start = context.currentTime + 0.02;
  for (let i = 0; i < 3; i++) {
    const at = start + i * 0.3;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  }
}

export const notificationsSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window;

function notify(timer: KitchenTimer, recipeId: string): void {
  if (document.visibilityState !== 'hidden') return;
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(TOASTS.timerComplete.title, {
      body: timer.name,
      tag: `sous-timer-${recipeId}-${timer.name}`,
      requireInteraction: true,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers only show notifications from a service worker; the toast and title still tell.
  }
}

/** Everything that happens at once when a timer finishes. */
export function alertTimerDone(timer: KitchenTimer, recipeId: string): void {
  toast({ ...TOASTS.timerComplete, description: timer.name });
  beep();
  try {
    navigator.vibrate?.([400, 200, 400, 200, 400]);
  } catch {
    // Vibration refused (no user gesture yet): the other signals remain.
  }
  notify(timer, recipeId);
}
