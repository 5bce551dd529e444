import { ComingSoon } from '@/components/coming-soon';

/** The features still in progress; each is replaced by its own route module when it ships. */
const UPCOMING = {
  'email-breach-check': {
    title: 'Email breach check',
    description:
      'Check whether an email address appears in known data breaches. Your browser hashes the address and sends only the first six characters of the hash, so Bulwark never learns which address you checked.',
  },
  'risk-assessment': {
    title: 'Risk assessment',
    description:
      'Answer a short questionnaire about your accounts and habits to get a personal risk score, with the changes that would lower it most.',
  },
  'saved-breaches': {
    title: 'Saved breaches',
    description:
      'Keep the breaches that affect you in one list, each with step-by-step guidance to fix it, and mark them resolved as you go.',
  },
  'password-generator': {
    title: 'Password generator',
    description:
      'Create strong random passwords and passphrases. They are generated in your browser and never sent to the server.',
  },
  'password-strength-checker': {
    title: 'Password strength checker',
    description:
      'See how quickly a password could be guessed and why, estimated in your browser with zxcvbn-ts. The password never leaves your device.',
  },
} as const;

export type UpcomingFeature = keyof typeof UPCOMING;

export function ComingSoonRoute({ feature }: { feature: UpcomingFeature }) {
  return <ComingSoon {...UPCOMING[feature]} />;
}
