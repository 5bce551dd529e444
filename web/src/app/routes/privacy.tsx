import { LegalPage, type LegalSection } from '@/components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    body: 'Your account: display name, email address, a salted hash of your password (never the password itself), your avatar if you add one, two-step sign-in settings, and your active sessions with their browser and IP address. Your data: the breaches you save, your risk assessment answers and the feedback you send.',
  },
  {
    heading: 'What we never receive',
    body: 'Passwords you generate or test: both tools run in your browser. The email addresses you check: your browser sends only the first characters of a hash of the address, which thousands of addresses share.',
  },
  {
    heading: 'Cookies',
    body: 'One essential cookie keeps you signed in. If you do not choose "keep me signed in", it ends when you close the browser. Your theme choice is kept in your browser’s local storage. There are no advertising, tracking or analytics cookies.',
  },
  {
    heading: 'Who we share it with',
    body: 'Nobody, by default. If the operator of this Bulwark server sets a Have I Been Pwned API key, a breach check you start also asks Have I Been Pwned about that address: the address then goes from this server to Have I Been Pwned, under its privacy policy. The result page names every source it asked.',
  },
  {
    heading: 'How long we keep it',
    body: 'Sessions end after at most 24 hours (or an hour without activity) and are removed within the next hour. Records of sign-in failures, used two-step codes and rate limits are removed within hours. Your saved breaches, answers, feedback and settings stay until you delete them or your account. Server logs record what happened and when, never your password, tokens or email address in the clear.',
  },
  {
    heading: 'Your control',
    body: 'In profile settings you can download everything we hold about you as one JSON file, sign out other sessions, and delete your account, which removes your data.',
  },
];

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy policy"
      lastUpdated="November 2026"
      intro="Bulwark is built to know as little about you as it can while still being useful. This page says plainly what it keeps and why."
      sections={SECTIONS}
    />
  );
}
