import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A client-side navigation is silent for screen readers and leaves focus where the old page
 * was. After each one this announces the new page title and moves the focus starting point to
 * the top, so the next Tab reaches the skip link, as on a full page load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previousPathname = useRef(pathname);
  const hasNavigated = useRef(false);

  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    hasNavigated.current = true;
    const body = document.body;
    body.setAttribute('tabindex', '-1');
    body.focus({ preventScroll: true });
    body.removeAttribute('tabindex');
  }, [pathname]);

  // Pages set their own <title>, often after their code has loaded: announce it when it changes.
  useEffect(() => {
    let lastTitle = document.title;
    const observer = new MutationObserver(() => {
      if (document.title === lastTitle) return;
      lastTitle = document.title;
      if (hasNavigated.current) setAnnouncement(lastTitle);
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
