import { BreachDetailPage } from '@/features/email-breach-check/components/breach-detail-page';
import { SaveBreachButton } from '@/features/saved-breaches/components/save-breach-button';

export function BreachDetailRoute() {
  return (
    <BreachDetailPage
      renderActions={(breach) => (
        <SaveBreachButton breachName={breach.name} breachTitle={breach.title} />
      )}
    />
  );
}
