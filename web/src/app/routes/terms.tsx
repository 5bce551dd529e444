import { LegalPage, type LegalSection } from '@/components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    body: 'Bulwark helps you understand and reduce your exposure to data breaches. Breach information comes from public sources, chiefly Have I Been Pwned, and may be incomplete: a clean result does not prove an address was never exposed.',
  },
  {
    heading: 'Your account',
    body: 'Keep your password to yourself and turn on two-step sign-in. Check only email addresses you own or are allowed to check. Do not try to reach other people’s data or disrupt the service.',
  },
  {
    heading: 'Advice, not a guarantee',
    body: 'The guidance, scores and articles are general information to help you act; they are not professional security advice, and nobody can promise that following them prevents every attack.',
  },
  {
    heading: 'Ending',
    body: 'You can delete your account at any time from profile settings. The operator of this server may suspend accounts that abuse the service.',
  },
];

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of service"
      lastUpdated="November 2026"
      intro="The short version: use Bulwark to protect yourself, not to look into others. Full terms are being written; until then, these plain points apply."
      sections={SECTIONS}
    />
  );
}
