import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** One file per server operation: the list query, adding and removing. */
export function webApiFiles(names: FeatureNames): GeneratedFile[] {
  const { slug, camel, pascal } = names;
  const dir = `web/src/features/${slug}/api`;
  return [
    {
      path: `${dir}/get-${slug}-items.ts`,
      content: `import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under '${slug}', the collection its change events carry: other tabs refetch live. */
export function ${camel}ItemsQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('${slug}', 'list'),
    queryFn: ({ signal }) => callFunction('${camel}.list', {}, { signal }),
  });
}

export function use${pascal}Items() {
  return useQuery(${camel}ItemsQueryOptions());
}
`,
    },
    {
      path: `${dir}/add-${slug}-item.ts`,
      content: `import type { Add${pascal}ItemInput } from '@bulwark/contracts/schemas/${slug}.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { ${camel}ItemsQueryOptions } from './get-${slug}-items';

export function useAdd${pascal}Item() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Add${pascal}ItemInput) => callFunction('${camel}.add', input),
    // The form shows the server's reason next to its button.
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${camel}ItemsQueryOptions().queryKey }),
  });
}
`,
    },
    {
      path: `${dir}/remove-${slug}-item.ts`,
      content: `import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { ${camel}ItemsQueryOptions } from './get-${slug}-items';

export function useRemove${pascal}Item() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callFunction('${camel}.remove', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${camel}ItemsQueryOptions().queryKey }),
  });
}
`,
    },
  ];
}
