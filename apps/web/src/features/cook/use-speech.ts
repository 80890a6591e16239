import { useCallback, useEffect, useRef, useState } from 'react';
import { commandOf, type VoiceCommand } from './voice-commands.ts';

const canSpeak = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

/** Reads text aloud with the browser's speech synthesis, on request. */
export function useReadAloud() {
  const supported = canSpeak();
  const [speaking, setSpeaking] = useState(false);
  useEffect(
    () => () => {
      if (canSpeak()) window.speechSynthesis.cancel();
    },
    [],
  );
  const speak = useCallback((text: string) => {
    if (!canSpeak()) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = document.documentElement.lang || navigator.language || 'en';
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  }, []);
  const stop = useCallback(() => {
    if (canSpeak()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);
  return { supported, speaking, speak, stop };
}

// The Web Speech API's recognition half is not in TypeScript's DOM library; this is the part used here.
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceProblem = 'blocked' | 'failed' | null;

/**
 * Listens for "next", "back", "repeat" and "start timer" while switched on, through the browser's speech
 * recognition where it exists (`supported` is false elsewhere, and the page says so).
 */
export function useVoiceCommands(onCommand: (command: VoiceCommand, heard: string) => void) {
  const supported = recognitionConstructor() !== null;
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem>(null);
  const recognition = useRef<Recognition | null>(null);
  const wanted = useRef(false);
  const handler = useRef(onCommand);
  handler.current = onCommand;

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    wanted.current = true;
    setProblem(null);
    const r = new Constructor();
    r.lang = document.documentElement.lang || navigator.language || 'en-US';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      const heard = result?.[0]?.transcript?.trim() ?? '';
      const command = commandOf(heard);
      if (command) handler.current(command, heard);
    };
    r.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      wanted.current = false;
      setProblem(
        event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'blocked' : 'failed',
      );
    };
    // Recognition ends by itself after a silence: start again while the cook wants it.
    r.onend = () => {
      if (wanted.current && recognition.current === r) {
        try {
          r.start();
          return;
        } catch {
          wanted.current = false;
        }
      }
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      wanted.current = false;
      setProblem('failed');
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { supported, listening, problem, toggle: () => (listening ? stop() : start()) };
}
