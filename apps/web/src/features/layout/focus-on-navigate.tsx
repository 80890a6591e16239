import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

// How long a page may take to render its heading (a recipe waits for its data) before focus stays put.
const HEADING_WAIT_MS = 5000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation to another path, focus moves to the new page's heading, so a screen
 * reader announces it and the next Tab starts from the page, not the link that was pressed. Not on the
 * first load (the browser starts at the top), nor when only the search changes (cook mode, filters).
 */
export function FocusOnNavigate() {
  const router = useRouter();
  useEffect(() => {
    let stop = () => {};
    const unsubscribe = router.subscribe('onResolved', (event) => {
      stop();
      if (!event.fromLocation || !event.pathChanged) return;
      const main = document.getElementById('main');
      if (!main || focusHeading(main)) return;
      const observer = new MutationObserver(() => {
        if (focusHeading(main)) stop();
      });
      const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
      observer.observe(main, { childList: true, subtree: true });
      stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [router]);
  return null;
}
