import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a link's #section may take to appear (a lazily loaded page renders it late). */
const HASH_WAIT_MS = 3000;

/** Breathing room between the sticky page header and the section scrolled to. */
const GAP_BELOW_HEADER_PX = 16;

function findHashTarget(hash: string): HTMLElement | null {
  return document.getElementById(decodeURIComponent(hash.slice(1)));
}

/** Scrolls so the target starts just below the sticky header, which would otherwise cover it. */
function scrollBelowHeader(target: HTMLElement): void {
  const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const top =
    target.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_BELOW_HEADER_PX;
  window.scrollTo(0, Math.max(0, top));
}

/**
 * A new page starts at its top, as on a full page load; a link to a section of it (…#two-step)
 * lands on that section, once the page has rendered it. The browser does neither by itself for
 * client-side navigation.
 */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const scrollToTarget = () => {
      const target = findHashTarget(hash);
      if (target) scrollBelowHeader(target);
      return target !== null;
    };
    if (scrollToTarget()) return;
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, hash]);
}
