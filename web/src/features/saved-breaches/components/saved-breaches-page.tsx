import { Button, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { SavedBreachStatus } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FormError } from '@/components/ui/form-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSavedBreaches } from '../api/get-saved-breaches';
import { useResolveMany } from '../api/update-saved-breach';
import { HibpAttribution } from '@/components/hibp-attribution';
import { SavedBreachCard } from './saved-breach-card';

/** The user's breaches in two lists, "action needed" and "fixed"; changes show live everywhere. */
export function SavedBreachesPage() {
  const saved = useSavedBreaches();
  const [tab, setTab] = useState<SavedBreachStatus>('action-needed');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = saved.data ?? [];
  const counts = {
    'action-needed': items.filter((item) => item.status === 'action-needed').length,
    fixed: items.filter((item) => item.status === 'fixed').length,
  };
  const shown = items.filter((item) => item.status === tab);
  const chosen = [...selected].filter((id) => shown.some((item) => item.id === id));

  function select(id: string, isSelected: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const panel = (
    <Stack gap="4" pt="4">
      {tab === 'action-needed' && shown.length > 0 ? (
        <BulkResolveButton chosen={chosen} onResolved={() => setSelected(new Set())} />
      ) : null}
      {saved.isSuccess && shown.length === 0 ? (
        <Text color="fg.muted">
          {tab === 'fixed'
            ? 'Nothing fixed yet.'
            : 'Nothing needs your attention. Save breaches from the email breach check.'}
        </Text>
      ) : null}
      <Stack as="ul" gap="4" listStyleType="none">
        {shown.map((item) => (
          <SavedBreachCard
            key={item.id}
            saved={item}
            selected={selected.has(item.id)}
            onSelectedChange={(value) => select(item.id, value)}
          />
        ))}
      </Stack>
      {items.length > 0 ? <HibpAttribution /> : null}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title="Saved breaches"
        description="The breaches that concern you, each with steps to fix it, most urgent first. Resolved breaches keep their history."
      />
      {saved.isPending ? <Skeleton height="40" rounded="l2" /> : null}
      <FormError message={saved.isError ? getErrorMessage(saved.error) : null} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value === 'fixed' ? 'fixed' : 'action-needed')}
      >
        <Tabs.List>
          <Tabs.Trigger value="action-needed">
            Action needed ({counts['action-needed']})
          </Tabs.Trigger>
          <Tabs.Trigger value="fixed">Fixed ({counts.fixed})</Tabs.Trigger>
        </Tabs.List>
        {/* Each trigger controls its own panel (aria-controls); only the chosen one has content. */}
        {(['action-needed', 'fixed'] as const).map((value) => (
          <Tabs.Content key={value} value={value} p="0">
            {value === tab ? panel : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

/** "Bulk resolve": marks every selected breach fixed in one call. */
function BulkResolveButton({ chosen, onResolved }: { chosen: string[]; onResolved: () => void }) {
  const resolveMany = useResolveMany();
  return (
    <HStack>
      <Button
        size="sm"
        colorPalette="green"
        disabled={chosen.length === 0}
        loading={resolveMany.isPending}
        onClick={() => resolveMany.mutate(chosen, { onSuccess: onResolved })}
      >
        Mark {chosen.length || ''} selected fixed
      </Button>
    </HStack>
  );
}
