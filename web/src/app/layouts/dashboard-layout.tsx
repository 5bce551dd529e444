import { Box, Container, Flex, HStack, Spacer } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { BrandLink } from '@/components/brand-link';
import { ReauthProvider } from '@/components/auth/reauth-provider';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { ThemeMenu } from '@/components/theme/theme-menu';
import { paths } from '@/config/paths';
import { AlertsBell } from '@/features/email-breach-check/components/alerts-bell';
import { selectSessionUser, sessionStarted } from '@/lib/session/session.slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ConnectionBadge } from './connection-badge';
import { DashboardNav } from './dashboard-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { UserMenu } from './user-menu';

function DashboardHeader() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      {/* Tighter on a phone: at 320 px the brand, the status dot, three buttons and the avatar fit. */}
      <HStack px={{ base: '3', md: '6' }} py="2.5" gap={{ base: '1', sm: '2' }}>
        <MobileNavDrawer />
        <BrandLink to={paths.dashboard.root} />
        <Spacer />
        <ConnectionBadge />
        <AlertsBell />
        <ThemeMenu />
        <UserMenu />
      </HStack>
    </Box>
  );
}

/** The signed-in frame: header, sidebar (a drawer on phones) and the page. */
export function DashboardLayout() {
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();

  return (
    <ReauthProvider
      email={user?.email ?? ''}
      onReauthenticated={(session) => dispatch(sessionStarted(session))}
    >
      <SkipLink />
      <DashboardHeader />
      <Flex>
        <Box
          as="aside"
          hideBelow="md"
          w="64"
          flexShrink={0}
          borderRightWidth="1px"
          px="3"
          py="6"
          position="sticky"
          top="14"
          h="calc(100dvh - 3.5rem)"
          overflowY="auto"
        >
          <DashboardNav />
        </Box>
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          _focus={{ outline: 'none' }}
        >
          <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
            <Outlet />
          </Container>
        </Box>
      </Flex>
    </ReauthProvider>
  );
}
