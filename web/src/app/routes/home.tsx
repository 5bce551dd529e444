import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { BookOpen, Gauge, KeyRound, LayoutList, MailSearch, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const FEATURES: readonly {
  title: string;
  text: string;
  icon: LucideIcon;
  more?: { label: string; to: string };
}[] = [
  {
    title: 'Private breach checks',
    icon: MailSearch,
    text: 'By default your browser hashes the email address and sends only the first six characters of the hash. The server answers with every breach matching that prefix and your browser picks out yours, so the address itself is not sent. Asking Have I Been Pwned as well is optional, and sends the address.',
    more: { label: 'What is sent where', to: paths.privacy },
  },
  {
    title: 'Saved breaches with guided fixes',
    icon: LayoutList,
    text: 'Keep the breaches that affect you in one list. Each comes with the steps that fix it, and you tick them off as you go.',
  },
  {
    title: 'Password generator and strength checker',
    icon: KeyRound,
    text: 'The generator runs entirely in your browser. The strength checker scores in your browser too, and sends only five characters of the password’s hash to check for breaches, never the password.',
  },
  {
    title: 'Risk assessment',
    icon: Gauge,
    text: 'A short questionnaire about your accounts and habits gives a personal risk score and the changes that lower it most.',
    more: { label: 'How we score, in the open', to: paths.howWeScore },
  },
  {
    title: 'Articles that explain',
    icon: BookOpen,
    text: 'Plain-language guides on password security, reducing risk and current threats, with their sources cited.',
  },
];

const LIMITS = [
  'It never asks for the passwords of your other accounts, and never stores a password you test.',
  'It cannot remove your data from a breached service. It shows where to act and how.',
  'It does not read your inbox or watch your accounts.',
  'No advertising, no tracking cookies, no analytics. Only the essential cookies that sign you in.',
];

export function HomeRoute() {
  return (
    <Container maxW="5xl" py={{ base: '10', md: '20' }}>
      <title>Bulwark Security</title>
      <Stack gap={{ base: '12', md: '16' }}>
        <Stack gap="6" maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            See where your accounts are exposed, and fix it.
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Bulwark Security is a personal security dashboard you can run yourself. Check your email
            addresses against known data breaches, keep track of what to fix, and make stronger
            passwords, without handing your secrets to anyone.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="blue">
              <RouterLink to={paths.register}>Create a free account</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.login}>Sign in</RouterLink>
            </Button>
          </HStack>
        </Stack>

        <Stack gap="6" as="section" aria-labelledby="what-it-does">
          <Heading as="h2" id="what-it-does" size="2xl">
            What Bulwark does
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {FEATURES.map(({ title, text, icon: Icon, more }) => (
              <Card.Root key={title} variant="outline">
                <Card.Body gap="3">
                  <HStack gap="3" color="blue.fg">
                    <Icon aria-hidden size={22} />
                    <Heading as="h3" size="md" color="fg">
                      {title}
                    </Heading>
                  </HStack>
                  <Text color="fg.muted">{text}</Text>
                  {more ? (
                    <Link asChild colorPalette="blue" alignSelf="start">
                      <RouterLink to={more.to}>{more.label}</RouterLink>
                    </Link>
                  ) : null}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="4" as="section" aria-labelledby="what-it-does-not" maxW="3xl">
          <Heading as="h2" id="what-it-does-not" size="2xl">
            What it does not do
          </Heading>
          <List.Root gap="2" ps="5">
            {LIMITS.map((limit) => (
              <List.Item key={limit}>{limit}</List.Item>
            ))}
          </List.Root>
          <Text color="fg.muted" textStyle="sm">
            Breach data comes from Have I Been Pwned, used under the Creative Commons Attribution
            4.0 licence.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
