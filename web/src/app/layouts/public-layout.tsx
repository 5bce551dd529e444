import { Box, Button, Container, Flex, HStack, Link, Spacer, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { BrandLink } from '@/components/brand-link';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { ThemeCycleButton } from '@/components/theme/theme-cycle-button';
import { paths } from '@/config/paths';
import { selectSessionStatus } from '@/lib/session/session.slice';
import { useAppSelector } from '../hooks';

function HeaderActions() {
  const isSignedIn = useAppSelector(selectSessionStatus) === 'signed-in';
  if (isSignedIn) {
    return (
      <Button asChild size="sm" colorPalette="blue">
        <RouterLink to={paths.dashboard.root}>Open dashboard</RouterLink>
      </Button>
    );
  }
  return (
    <HStack gap="2">
      <Button asChild size="sm" variant="ghost">
        <RouterLink to={paths.login}>Sign in</RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="blue">
        <RouterLink to={paths.register}>Sign up</RouterLink>
      </Button>
    </HStack>
  );
}

function PublicFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" py="8" mt="16">
      <Container maxW="5xl">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between">
          <Text textStyle="sm" color="fg.muted">
            Bulwark Security · breach data from Have I Been Pwned (CC BY 4.0)
          </Text>
          <HStack as="nav" aria-label="Legal" gap="4" textStyle="sm">
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.about}>About</RouterLink>
            </Link>
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.terms}>Terms of service</RouterLink>
            </Link>
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.privacy}>Privacy policy</RouterLink>
            </Link>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

/** The frame of every page a visitor can open without signing in. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="5xl" py="3">
          <HStack gap="2">
            <BrandLink to={paths.home} />
            <Spacer />
            <ThemeCycleButton />
            <HeaderActions />
          </HStack>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Flex>
  );
}
