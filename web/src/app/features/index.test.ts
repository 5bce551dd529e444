import { matchRoutes } from 'react-router-dom';
import { expect, test } from 'vitest';
import { articlePath, paths } from '@/config/paths';
import { appRoutes } from '../router';
import { WEB_FEATURES } from '.';

/** The route that would render `path`: the deepest match, or none. */
function deepestMatch(path: string) {
  return matchRoutes(appRoutes, path)?.at(-1)?.route;
}

test('every feature has its own slug and its own dashboard paths', () => {
  const slugs = WEB_FEATURES.map((feature) => feature.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  const routePaths = WEB_FEATURES.flatMap((feature) => feature.dashboardRoutes ?? []).map(
    (route) => route.path,
  );
  expect(new Set(routePaths).size).toBe(routePaths.length);
});

test('every page the app links to is routed to a page, not to "not found"', () => {
  const notFound = deepestMatch('/dashboard/no-such-page')?.element;
  const pages = [
    ...Object.values(paths.dashboard).map((path) => path.split('#')[0] ?? path),
    paths.howWeScore,
    '/dashboard/breaches/Adobe',
    articlePath('password-security', 'security-best-practices'),
    '/dashboard/risk-mitigation',
  ];
  for (const page of pages) {
    const route = deepestMatch(page);
    expect(route, page).toBeDefined();
    expect(route?.path, page).not.toBe('*');
    expect(route?.element, page).not.toBe(notFound);
  }
});

test('every link of a feature points at a page the app routes', () => {
  for (const item of WEB_FEATURES.flatMap((feature) => feature.navigation ?? [])) {
    expect(deepestMatch(item.to)?.path, item.to).not.toBe('*');
  }
});
