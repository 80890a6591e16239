import { pageTitle } from '@sous/domain';
import { useEffect } from 'react';

/** The tab's title while this page is shown: "<page> · Sous" (issue #15 part 6). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
