import { Skeleton, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import type {
  SavedBreach,
  SavedBreachStatus,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FormError } from '@/components/ui/form-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSavedBreaches } from '../api/get-saved-breaches';
import { useBreachDeepLink } from '../hooks/use-breach-deep-link';
import { useFixedMoments } from '../hooks/use-fixed-moments';
import { useFocusIdAfterRender } from '../hooks/use-focus-id-after-render';
import { focusWhenShown, savedBreachHeadingId } from '../lib/element-ids';
import { orderForList } from '../lib/next-step';
import { describeProgress } from '../lib/step-progress';
import { EMPTY_MESSAGE_ID, SavedBreachesPanel } from './saved-breaches-panel';

/**
 * The user's breaches in two lists, "action needed" and "fixed"; changes show live everywhere.
 * `?breach=<Name>` opens the tab holding that breach and brings it into view.
 */
export function SavedBreachesPage() {
  const saved = useSavedBreaches();
  const items = orderForList(saved.data ?? []);
  const deepLink = useBreachDeepLink(saved.data);
  const moments = useFixedMoments(items);
  const [tab, setTab] = useState<SavedBreachStatus>('action-needed');
  const [tabFollowsLink, setTabFollowsLink] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRender = useFocusIdAfterRender();

  // A link to one breach opens the tab it is in, once per link.
  if (deepLink.target && deepLink.name !== tabFollowsLink) {
    setTabFollowsLink(deepLink.name);
    setTab(deepLink.target.status);
  }

  function handleStatusChange(updated: SavedBreach) {
    if (updated.status === 'fixed') {
      moments.start(updated.id);
      return;
    }
    // Reopened from Fixed: follow it to "Action needed" rather than let it vanish.
    setAnnouncement(`${updated.breach.title} reopened: ${describeProgress(updated.steps)}.`);
    setTab('action-needed');
    focusAfterRender(savedBreachHeadingId(updated.id));
  }

  const panel = (
    <SavedBreachesPanel
      tab={tab}
      items={items}
      isLoaded={saved.isSuccess}
      moments={moments}
      onStatusChange={handleStatusChange}
      onContinue={(id) => {
        const next = moments.finish(id);
        focusWhenShown(next ? savedBreachHeadingId(next.id) : EMPTY_MESSAGE_ID, { scroll: true });
      }}
      onResolved={(resolved) => setAnnouncement(describeResolved(resolved.length))}
    />
  );

  return (
    <>
      <PageHeader
        title="Saved breaches"
        description="The breaches that concern you, each with steps to fix it, most urgent first. Resolved breaches keep their history."
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {saved.isPending ? <Skeleton height="40" rounded="l2" /> : null}
      <FormError message={saved.isError ? getErrorMessage(saved.error) : null} />
      {deepLink.isMissing ? (
        <Text role="status" color="fg.muted">
          “{deepLink.name}” is not on your list.
        </Text>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          moments.clear();
          setTab(details.value === 'fixed' ? 'fixed' : 'action-needed');
        }}
      >
        <Tabs.List>
          {/* Counted once the list is here: "(0)" while it loads would say there is nothing. */}
          <Tabs.Trigger value="action-needed">
            Action needed{saved.data ? ` (${moments.waiting.length})` : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="fixed">
            Fixed
            {saved.data ? ` (${items.filter((item) => item.status === 'fixed').length})` : null}
          </Tabs.Trigger>
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

function describeResolved(count: number): string {
  return `${count === 1 ? '1 breach' : `${count} breaches`} marked fixed.`;
}
