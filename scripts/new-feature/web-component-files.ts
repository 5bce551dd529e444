import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** The page: a header, the form that adds an item and the list that shows and removes them. */
export function webComponentFiles(names: FeatureNames): GeneratedFile[] {
  return [pageFile(names), formFile(names), itemsFile(names)];
}

/** The page: a header, the form and the list. */
function pageFile({ slug, pascal, title }: FeatureNames): GeneratedFile {
  const dir = `web/src/features/${slug}/components`;
  return {
    path: `${dir}/${slug}-page.tsx`,
    content: `import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { Add${pascal}ItemForm } from './add-${slug}-item-form';
import { ${pascal}Items } from './${slug}-items';

export function ${pascal}Page() {
  return (
    <>
      <PageHeader title="${title}" description="Only you can see what you keep here." />
      <Stack gap="8">
        <Add${pascal}ItemForm />
        <${pascal}Items />
      </Stack>
    </>
  );
}
`,
  };
}

/** The form that adds an item. */
function formFile({ slug, pascal, constant }: FeatureNames): GeneratedFile {
  const dir = `web/src/features/${slug}/components`;
  return {
    path: `${dir}/add-${slug}-item-form.tsx`,
    content: `import { Button, Field, Input } from '@chakra-ui/react';
import { Add${pascal}ItemInputSchema, ${constant}_TITLE_MAX } from '@bulwark/contracts/schemas/${slug}.schema';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/ui/form-error';
import { FormStack } from '@/components/ui/form-stack';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
import { useAdd${pascal}Item } from '../api/add-${slug}-item';

/**
 * Adds one item; the title is checked by the same schema the server checks it with. A second
 * submit while the first is on its way (a double click, Enter pressed twice) is dropped.
 */
export function Add${pascal}ItemForm() {
  const [itemTitle, setItemTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const add = useAdd${pascal}Item();
  const flight = useSingleFlight();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = Add${pascal}ItemInputSchema.safeParse({ title: itemTitle });
    if (!parsed.success) {
      setTitleError(z.flattenError(parsed.error).fieldErrors.title?.[0]);
      return;
    }
    void flight.run(async () => {
      if (await mutateSettled(add, parsed.data)) setItemTitle('');
    });
  }

  return (
    <FormStack gap="4" onSubmit={onSubmit} aria-label="Add an item">
      <FormError message={getErrorMessageOrNull(add.error)} />
      <Field.Root required invalid={Boolean(titleError)} maxW="md">
        <Field.Label>Title</Field.Label>
        <Input
          name="title"
          value={itemTitle}
          maxLength={${constant}_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => {
            setItemTitle(event.target.value);
            setTitleError(undefined);
          }}
        />
        <Field.ErrorText>{titleError}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" alignSelf="start" colorPalette="blue" loading={flight.isPending}>
        Add
      </Button>
    </FormStack>
  );
}
`,
  };
}

/** The list of items, each removable. */
function itemsFile({ slug, pascal }: FeatureNames): GeneratedFile {
  const dir = `web/src/features/${slug}/components`;
  return {
    path: `${dir}/${slug}-items.tsx`,
    content: `import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ${pascal}Item } from '@bulwark/contracts/schemas/${slug}.schema';
import { FormError } from '@/components/ui/form-error';
import { formatDate } from '@/lib/format-date';
import { getErrorMessage } from '@/lib/get-error-message';
import { use${pascal}Items } from '../api/get-${slug}-items';
import { useRemove${pascal}Item } from '../api/remove-${slug}-item';

/** The person's items, newest first, each removable. */
export function ${pascal}Items() {
  const items = use${pascal}Items();
  if (items.isPending) return <Text color="fg.muted">Loading your items…</Text>;
  if (items.isError) return <FormError message={getErrorMessage(items.error)} />;
  if (items.data.length === 0) return <Text color="fg.muted">Nothing here yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Your items">
      {items.data.map((item) => (
        <${pascal}ItemRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function ${pascal}ItemRow({ item }: { item: ${pascal}Item }) {
  const remove = useRemove${pascal}Item();
  return (
    <HStack as="li" borderWidth="1px" rounded="l2" p="3" gap="3" justify="space-between">
      <Stack gap="1">
        <Text fontWeight="semibold">{item.title}</Text>
        <Text textStyle="sm" color="fg.muted">
          {\`Added \${formatDate(item.createdAt)}\`}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        loading={remove.isPending}
        aria-label={\`Remove “\${item.title}”\`}
        onClick={() => remove.mutate(item.id)}
      >
        Remove
      </Button>
    </HStack>
  );
}
`,
  };
}
