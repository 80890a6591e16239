import { TOASTS } from '@sous/domain';
import { toast } from '@sous/ui';
import { useEffect, useRef, useState } from 'react';

// The Web Speech API is not in TypeScript's DOM library; this is the part the app uses.
interface SpeechRecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: SpeechRecognitionResultEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Browser speech capture; the transcript is handed to `onText`. §5/§8 toasts when unsupported or failing. */
export function useVoiceInput(onText: (text: string) => void) {
  const [isListening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.stop(), []);

  function toggle() {
    if (isListening) {
      recognition.current?.stop();
      return;
    }
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      toast(TOASTS.voiceUnsupported);
      return;
    }
    try {
      const r = new Recognition();
      r.lang = navigator.language || 'en-US';
      r.interimResults = false;
      r.continuous = false;
      r.onresult = (event) => {
        const transcript = Array.from(event.results)
          .map((result) => result[0]?.transcript ?? '')
          .join(' ')
          .trim();
        if (transcript) onTextRef.current(transcript);
      };
      r.onerror = (event) => {
        // Stopping on purpose reports 'aborted', which is not a failure.
        if (event.error !== 'aborted') toast(TOASTS.voiceError);
        setListening(false);
      };
      r.onend = () => setListening(false);
      recognition.current = r;
      r.start();
      setListening(true);
    } catch {
      toast(TOASTS.voiceError);
      setListening(false);
    }
  }

  return { isListening, toggle };
}
