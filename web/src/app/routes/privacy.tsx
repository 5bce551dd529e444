import { LegalPage, type LegalSection } from '@/components/legal-page';

// Every statement here is checked against the code (tables in functions/src/**/*.table.ts, the
// tools in web/src/features, the purge in platform/maintenance.schedules.ts). Change the page when
// what Bulwark stores or sends changes.
const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who is responsible',
    body: 'Bulwark is software that anyone can run. This server is run by its operator: the person or organisation who installed it. The operator controls the server, its mail, its logs and its backups, and is the one to contact about your data. This page describes what Bulwark itself keeps and sends.',
  },
  {
    heading: 'Your account',
    body: 'Your email address, your display name, your avatar if you add one, and whether your address is verified. Your password is stored only as a salted scrypt hash, never as the password itself. If you turn on two-step sign-in, its secret is stored encrypted and your backup codes as keyed hashes. For each active session: the browser it uses (its user agent), its IP address, and when it started and ends, so you can see and end your sessions in profile settings.',
  },
  {
    heading: 'Addresses you monitor',
    body: 'Each monitored address is stored in full, so alerts can reach it and you can see your list, together with its SHA-1 hash, which is how breach data is matched. Your account address is monitored the same way. The link that confirms a new address is stored only as a hash. When an address turns up in a breach, Bulwark keeps an alert: the breach, the address in masked form (like j***@example.com), the source that found it, and when it was found, mailed and read.',
  },
  {
    heading: 'What you keep in Bulwark',
    body: 'Saved breaches, with their status, the guided steps you ticked, your notes and their history (found, saved, steps, fixed, reopened). Password checks you choose to record: the label you give, the strength score and three flags (found in breaches, reused, in use), never the password or any hash of it. Your risk assessment answers and when you gave them, every score snapshot, and your decisions on suggested actions with the reasons you write. Which articles you marked as read and which checklist items you ticked. The feedback you send: its category, rating and message.',
  },
  {
    heading: 'The email breach check',
    body: 'By default the check is private: your browser computes the SHA-1 hash of the address and sends only its first six characters to this server. The server answers with every breach recorded for that prefix, which many addresses share, and your browser picks out the matches, so the address itself is not sent. If the operator has set a Have I Been Pwned API key, you can also tick "Also ask Have I Been Pwned": then the address itself goes to this server, which looks it up and passes it on to Have I Been Pwned, under that service’s privacy policy. This server does not keep an address you only checked. The result names every source that was asked.',
  },
  {
    heading: 'Monitoring',
    body: 'Right after you verify your account address or confirm another one, and then once a day, Bulwark checks your verified addresses against this server’s breach data. What it finds joins your list of breaches; only breaches found later are announced as alerts. If the operator has set a Have I Been Pwned API key, each of these addresses is also sent to Have I Been Pwned. Unverified addresses are never checked.',
  },
  {
    heading: 'Password tools',
    body: 'The password generator runs entirely in your browser and sends nothing. The strength checker scores a password in your browser. To see whether it appears in known breaches, your browser sends the first five characters of the password’s SHA-1 hash to this server (two such prefixes when Unicode normalisation changes the password, as both forms are checked) and asks for a padded answer, so neither the request nor the size of the reply gives the password away; the match happens in your browser. The password and its full hash are never sent. Only if you choose to record a check does the server receive its label, score and flags.',
  },
  {
    heading: 'Other connections',
    body: 'Pages that show a breach load the breached service’s logo straight from logos.haveibeenpwned.com, without saying which page asked; as with any image, that server sees your IP address. Unless the operator turns it off, this server downloads Have I Been Pwned’s public list of breaches once a day, which sends nothing about you. There are no other outside services.',
  },
  {
    heading: 'Email',
    body: 'Bulwark sends email for address verification, password resets, changes to your account (a new password, a new address, deletion, or someone trying to register with your address), breach alerts, and a reminder when your risk assessment answers are more than six months old (once per assessment). It goes out through the operator’s mail server, or, if none is set up, is written to files on this server where the operator can read it. Feedback you send is emailed to the operator’s feedback inbox with its category, rating and message, without your address.',
  },
  {
    heading: 'Cookies and browser storage',
    body: 'Only essential cookies: one keeps you signed in, and a few short-lived ones carry a sign-in step, such as waiting for your two-step code. If you do not choose "keep me signed in", the session cookie ends when you close the browser. Your browser’s local storage keeps your theme and your "keep me signed in" choice. There are no advertising, tracking or analytics cookies, no trackers and no analytics.',
  },
  {
    heading: 'How long we keep it',
    body: 'Sessions end after at most 24 hours, or after an hour without activity (the operator can change both), and are removed within the next hour. Password reset links expire after 30 minutes and verification links after at most a day. Records of sign-in failures, used two-step codes and rate limits are removed within hours. Internal records that start background tasks (identifiers and short status changes, such as the name of a breach found) are removed a week after they ran. Everything else stays until you delete it or your account. Server logs record events and when they happened, with the IP address for sign-in events, never your password, codes, tokens or email address in the clear; the operator decides how long logs and backups are kept.',
  },
  {
    heading: 'Your control',
    body: 'In profile settings you can download everything Bulwark holds about you as one JSON file, see and end your sessions, and delete your account. Deleting the account removes it and all the data above from the database at once, and a last email confirms it. Email already sent, server logs and the operator’s backups are outside the database: ask the operator about them.',
  },
];

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy policy"
      lastUpdated="November 2026"
      intro="Bulwark is built to know as little about you as it can while still being useful. This page says plainly what it keeps, what it sends and where, and for how long."
      sections={SECTIONS}
    />
  );
}
