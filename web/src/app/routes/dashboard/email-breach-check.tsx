import { EmailBreachCheckPage } from '@/features/email-breach-check/components/email-breach-check-page';
import { SaveBreachButton } from '@/features/saved-breaches/components/save-breach-button';

/** The breach check, with the saved-breaches feature's Save button on each result. */
export function EmailBreachCheckRoute() {
  return (
    <EmailBreachCheckPage
      renderBreachActions={(breach) => (
        <SaveBreachButton breachName={breach.name} breachTitle={breach.title} />
      )}
    />
  );
}
