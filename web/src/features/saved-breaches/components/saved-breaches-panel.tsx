import { Stack, Text } from '@chakra-ui/react';
import type {
  SavedBreach,
  SavedBreachStatus,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { HibpAttribution } from '@/components/hibp-attribution';
import type { FixedMoments } from '../hooks/use-fixed-moments';
import { BulkResolveButton } from './bulk-resolve-button';
import { SavedBreachCard } from './saved-breach-card';
import { TwoFactorAttribution } from './two-factor-attribution';

export const EMPTY_MESSAGE_ID = 'saved-breaches-empty';

interface SavedBreachesPanelProps {
  tab: SavedBreachStatus;
  items: SavedBreach[];
  isLoaded: boolean;
  moments: FixedMoments;
  onStatusChange: (updated: SavedBreach) => void;
  onContinue: (id: string) => void;
  onResolved: (resolved: SavedBreach[]) => void;
}

/** One tab's breaches, with bulk resolve for those that need action. */
export function SavedBreachesPanel({
  tab,
  items,
  isLoaded,
  moments,
  onStatusChange,
  onContinue,
  onResolved,
}: SavedBreachesPanelProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = items.filter((item) =>
    tab === 'action-needed'
      ? item.status === 'action-needed' || moments.isShowing(item.id)
      : item.status === 'fixed',
  );
  const chosen = moments.waiting.filter((item) => selected.has(item.id));

  function select(id: string, isSelected: boolean) {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  return (
    <Stack gap="4" pt="4">
      {tab === 'action-needed' && moments.waiting.length > 0 ? (
        <BulkResolveButton
          chosen={chosen}
          onResolved={(resolved) => {
            setSelected(new Set());
            onResolved(resolved);
          }}
        />
      ) : null}
      {isLoaded && shown.length === 0 ? (
        <Text id={EMPTY_MESSAGE_ID} tabIndex={-1} outline="none" color="fg.muted">
          {tab === 'fixed'
            ? 'Nothing fixed yet.'
            : 'Nothing needs your attention. Breaches that concern you appear here, each with steps to fix it.'}
        </Text>
      ) : null}
      <Stack
        as="ul"
        gap="4"
        listStyleType="none"
        aria-label={tab === 'fixed' ? 'Fixed breaches' : 'Breaches that need action'}
      >
        {shown.map((item) => (
          <SavedBreachCard
            key={item.id}
            saved={item}
            selected={selected.has(item.id)}
            onSelectedChange={(value) => select(item.id, value)}
            fixedMoment={
              tab === 'action-needed' && moments.isShowing(item.id)
                ? { next: moments.describeNext(item.id), onContinue: () => onContinue(item.id) }
                : null
            }
            onStatusChange={onStatusChange}
          />
        ))}
      </Stack>
      {items.length > 0 ? (
        <Stack gap="1">
          <HibpAttribution />
          {items.some((item) => item.site?.twoFactor) ? <TwoFactorAttribution /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
