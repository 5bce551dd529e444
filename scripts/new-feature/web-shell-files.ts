import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** The web manifest (a page under /dashboard and its link) and the page's test. */
export function webShellFiles(names: FeatureNames): GeneratedFile[] {
  return [manifestFile(names), pageTestFile(names)];
}

/** The web manifest: the page and its link. */
function manifestFile({ slug, pascal, title }: FeatureNames): GeneratedFile {
  return {
    path: `web/src/app/features/${slug}.feature.tsx`,
    content: `import { Shapes } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const ${pascal}Page = lazyPage(() =>
  import('@/features/${slug}/components/${slug}-page').then((m) => m.${pascal}Page),
);

export const webFeature = defineWebFeature({
  slug: '${slug}',
  dashboardRoutes: [{ path: '${slug}', element: <${pascal}Page /> }],
  navigation: [
    {
      section: 'tools',
      order: 60,
      label: '${title}',
      to: \`\${paths.dashboard.root}/${slug}\`,
      icon: Shapes,
    },
  ],
});
`,
  };
}

/** The page's test, with the server answered at the network (MSW). */
function pageTestFile({ slug, camel, pascal }: FeatureNames): GeneratedFile {
  return {
    path: `web/src/features/${slug}/components/${slug}-page.test.tsx`,
    content: `import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { ${pascal}Page } from './${slug}-page';

interface Item {
  id: string;
  title: string;
  createdAt: string;
}

/** Answers the three callables from a list in memory, as the server would. */
function serveItems(items: Item[] = []) {
  server.use(
    http.post('*/v1/call/${camel}.list', () => HttpResponse.json(items)),
    http.post('*/v1/call/${camel}.add', async ({ request }) => {
      const { title } = (await request.json()) as { title: string };
      const item = { id: \`item\${items.length}\`.padEnd(20, '0'), title, createdAt: '2026-11-26T10:00:00Z' };
      items.unshift(item);
      return HttpResponse.json(item);
    }),
    http.post('*/v1/call/${camel}.remove', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      const index = items.findIndex((item) => item.id === id);
      if (index >= 0) items.splice(index, 1);
      return HttpResponse.json({ removed: index >= 0 });
    }),
  );
  return items;
}

test('adds an item, shows it in the list and empties the field', async () => {
  serveItems();
  const { user } = renderWithProviders(<${pascal}Page />);
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /title/i }), 'First');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const list = await screen.findByRole('list', { name: 'Your items' });
  expect(within(list).getByText('First')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /title/i })).toHaveValue('');
});

test('a second submit before the first is answered (a double click, Enter twice) adds nothing more', async () => {
  const items = serveItems();
  const { user } = renderWithProviders(<${pascal}Page />);
  await user.type(await screen.findByRole('textbox', { name: /title/i }), 'Once');
  const form = screen.getByRole('form', { name: 'Add an item' });
  fireEvent.submit(form);
  fireEvent.submit(form);
  expect(await screen.findByRole('list', { name: 'Your items' })).toBeInTheDocument();
  expect(items.map((item) => item.title)).toEqual(['Once']);
});

test('says what is wrong with an empty title and sends nothing', async () => {
  const items = serveItems();
  const { user } = renderWithProviders(<${pascal}Page />);
  await user.click(await screen.findByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Give it a title.')).toBeInTheDocument();
  expect(items).toEqual([]);
});

test('removes an item', async () => {
  serveItems([{ id: 'A'.repeat(20), title: 'Old', createdAt: '2026-11-25T10:00:00Z' }]);
  const { user } = renderWithProviders(<${pascal}Page />);
  await user.click(await screen.findByRole('button', { name: 'Remove “Old”' }));
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
});
`,
  };
}
