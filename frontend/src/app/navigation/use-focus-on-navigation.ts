import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

const visible = (element: Element) => element.getClientRects().length > 0;

/**
 * The heading a page starts at: the screen's own inside a frame that has one (the dashboard marks
 * its content with `data-page-content`), else the page's first visible h1.
 */
function pageHeading(main: HTMLElement): HTMLElement | undefined {
  const candidates = [...main.querySelectorAll<HTMLElement>('[data-page-content] h1, [data-page-content] h2'), ...main.querySelectorAll<HTMLElement>('h1')];
  return candidates.find(visible);
}

// A screen whose data is still on its way shows its heading a moment later.
const HEADING_WAIT_MS = 2000;

/**
 * After a navigation in the browser (not the page's first load, nor a change of the search or the
 * #section alone), moves focus to the new page's main heading, as a page load would put a screen
 * reader at the top, and gives the new title to a live region. The browser-scrolled position is
 * left alone (Back restores it).
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname || !main.current) return;
    focusedFor.current = pathname;
    const container = main.current;
    setAnnouncement(document.title);
    const focusHeading = () => {
      const heading = pageHeading(container);
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
  return announcement;
}
