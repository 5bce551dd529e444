import {
  Card,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { RiskSummaryCard } from '@/features/risk-assessment/components/history/risk-summary-card';
import { selectSessionUser } from '@/lib/session/session.slice';
import { useAppSelector } from '../../hooks';
import { DASHBOARD_NAV } from '../../layouts/dashboard-nav-items';

const SUMMARIES: Record<string, string> = {
  'Email breach check': 'Find out whether an address appears in known breaches.',
  'Saved breaches': 'Track the breaches that affect you and fix them step by step.',
  'Risk assessment': 'Get a personal risk score and what lowers it most.',
  'Password generator': 'Create strong passwords in your browser.',
  'Password strength': 'See how quickly a password could be guessed.',
  'Password security': 'How passwords leak, and the habits that keep them safe.',
  'Risk mitigation': 'A beginner-friendly path to lowering your risk.',
  'Cybersecurity trends': 'Ransomware, supply chains, AI and other current threats.',
  'Profile settings': 'Your name, email, password, two-step sign-in and data.',
  Feedback: 'Tell us what works and what does not.',
  'About Bulwark': 'How Bulwark keeps checks private, and its data sources.',
};

/** The dashboard's landing page: one card per destination, grouped like the sidebar. */
export function OverviewRoute() {
  const user = useAppSelector(selectSessionUser);
  const sections = DASHBOARD_NAV.filter((section) => section.title !== 'Overview');
  return (
    <>
      <PageHeader
        title={user?.name ? `Welcome, ${user.name}` : 'Welcome'}
        description="Where would you like to start?"
      />
      <Stack gap="10">
        {sections.map((section) => (
          <Stack
            as="section"
            key={section.title}
            gap="4"
            aria-labelledby={`overview-${section.title}`}
          >
            <Heading as="h2" size="lg" id={`overview-${section.title}`}>
              {section.title}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {section.items.map(({ label, to, icon: Icon }) =>
                // The risk card shows the live score ("Risk 62 · Elevated ▲ +8 since 3 Mar").
                to === paths.dashboard.riskAssessment ? (
                  <RiskSummaryCard key={to} />
                ) : (
                  <LinkBox key={to}>
                    <Card.Root variant="outline" h="full" _hover={{ borderColor: 'blue.solid' }}>
                      <Card.Body gap="2">
                        <HStack gap="3" color="blue.fg">
                          <Icon aria-hidden size={20} />
                          <Heading as="h3" size="md" color="fg">
                            <LinkOverlay asChild>
                              <RouterLink to={to}>{label}</RouterLink>
                            </LinkOverlay>
                          </Heading>
                        </HStack>
                        <Text color="fg.muted" textStyle="sm">
                          {SUMMARIES[label]}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  </LinkBox>
                ),
              )}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
