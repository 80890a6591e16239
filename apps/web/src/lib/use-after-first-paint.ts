import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * False on a component's first render, true once the browser has painted it and has a moment to spare
 * (an idle callback, at most 1 s later; a timer where there is none): what only paper, importers or a
 * wider screen read is rendered then, in a transition that yields to the cook (issue #20 part 3,
 * docs/decisions/117). With `beforePrint`, a print asked for sooner renders it at once, before the page
 * is laid out for paper.
 */
export function useAfterFirstPaint({ beforePrint = false }: { beforePrint?: boolean } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    const printNow = () => flushSync(() => setReady(true));
    if (beforePrint) window.addEventListener('beforeprint', printNow);
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 1000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(show, 100);
      cancel = () => clearTimeout(timer);
    }
    return () => {
      cancel();
      if (beforePrint) window.removeEventListener('beforeprint', printNow);
    };
  }, [ready, beforePrint]);
  return ready;
}
