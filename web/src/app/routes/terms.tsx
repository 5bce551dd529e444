import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LegalPage, type LegalSection } from '@/components/legal-page';
import { paths } from '@/config/paths';

function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who provides this service',
    body: 'Bulwark is software that anyone can run on their own server. This Bulwark server is provided by its operator: the person or organisation who runs it, such as you, your family, your employer or a club. These terms are between you and that operator. Unless they are also its operator, the people who write the Bulwark software do not run this server and cannot see your data.',
  },
  {
    heading: 'Your account',
    body: 'Use an email address that is yours, keep your password to yourself and turn on two-step sign-in. You are responsible for what is done with your account. Tell the operator if you think someone else has got into it.',
  },
  {
    heading: 'Acceptable use',
    body: 'Check only email addresses that you own or that you are allowed to check, for example your organisation’s addresses with its permission. Do not use Bulwark to look into other people, to build lists of exposed addresses, or to harass or target anyone. Do not send automated or bulk requests to the checks, the breach lookups or the password lookups beyond normal personal use, and do not work around the rate limits. Do not try to reach other people’s data, break the security of the server or disrupt it.',
  },
  {
    heading: 'API keys',
    body: 'This server can answer programs written for Have I Been Pwned. Looking up an address that way needs a key that the operator hands out. Keep a key secret, use it only for what the operator agreed to, and follow the rules above: checking only addresses you may check, and staying within the rate limits. The operator can withdraw a key at any time.',
  },
  {
    heading: 'What a breach check can and cannot tell you',
    body: 'Breach data comes from Have I Been Pwned and from any data the operator has added. No list of breaches is complete: many breaches are never made public, and some are found years later. A result of "none found" means only that none of the sources asked knows of the address in a breach. It is not a promise that the address was never exposed. A source can also be out of date or unavailable, and the result says which sources were asked.',
  },
  {
    heading: 'What the risk score means',
    body: (
      <>
        The risk score is a number from 0 to 100 worked out by fixed rules from your answers and
        from what Bulwark can measure. It is not the probability that you will be attacked or
        hacked, and a high score is not a certificate of safety. How it is worked out is public on{' '}
        <PageLink to={paths.howWeScore}>How we score</PageLink>.
      </>
    ),
  },
  {
    heading: 'Advice, not a guarantee',
    body: 'The guidance, scores, breach results and articles are general information to help you act. They are not professional security or legal advice, and nobody can promise that following them prevents every attack.',
  },
  {
    heading: 'No warranty',
    body: 'Bulwark is provided as it is, without any warranty. The operator does not promise that it will always be available, free of errors or complete. As far as the law allows, neither the operator nor the authors of the software are liable for losses that come from using Bulwark or from not being able to use it. Nothing here takes away rights that the law where you live does not let anyone take away.',
  },
  {
    heading: 'Ending your account',
    body: 'You can delete your account at any time from profile settings. This deletes your data straight away, so download a copy first if you want one. The operator may disable an account that breaks these terms or abuses the service, which ends its sessions, and may delete it. If the operator stops running this server, the data on it goes with it.',
  },
  {
    heading: 'Your data',
    body: (
      <>
        Your notes, answers and other data stay yours. The{' '}
        <PageLink to={paths.privacy}>privacy policy</PageLink> says what Bulwark stores, what it
        sends where, and for how long.
      </>
    ),
  },
  {
    heading: 'Data and licences',
    body: (
      <>
        Breach data from Have I Been Pwned is used under the Creative Commons Attribution 4.0
        licence. The passphrase words come from the Electronic Frontier Foundation’s long word list,
        under the Creative Commons Attribution 3.0 United States licence. The{' '}
        <PageLink to={paths.about}>About page</PageLink> credits every source and licence.
      </>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: 'The operator may change these terms. The date at the top of this page shows when they last changed. If you keep using Bulwark after a change, the new terms apply; if you do not agree with them, you can delete your account.',
  },
  {
    heading: 'Contact',
    body: 'For anything about this server, your account or these terms, contact its operator. Once signed in, you can also write to them from the feedback page.',
  },
];

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of service"
      lastUpdated="November 2026"
      intro="The short version: use Bulwark to protect yourself and the accounts you are responsible for, not to look into others. Breach results and scores help you act; they are not guarantees."
      sections={SECTIONS}
    />
  );
}
