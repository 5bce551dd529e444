import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { DASHBOARD_NAV } from './dashboard-nav-items';

interface DashboardNavProps {
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** Every dashboard destination, grouped; the current page is marked with aria-current. */
export function DashboardNav({ onNavigate }: DashboardNavProps) {
  return (
    <Box as="nav" aria-label="Dashboard">
      <Stack gap="6">
        {DASHBOARD_NAV.map((section) => (
          <Stack key={section.title} gap="1">
            <Text
              id={`nav-${section.title.toLowerCase()}`}
              textStyle="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
              color="fg.muted"
              px="3"
            >
              {section.title}
            </Text>
            <Stack
              as="ul"
              gap="0.5"
              listStyleType="none"
              aria-labelledby={`nav-${section.title.toLowerCase()}`}
            >
              {section.items.map(({ label, to, icon: Icon, end, badge: ItemBadge }) => (
                <li key={to}>
                  <Link
                    asChild
                    display="flex"
                    px="3"
                    py="2"
                    rounded="l2"
                    color="fg"
                    textStyle="sm"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    css={{
                      '&[aria-current=page]': {
                        bg: 'blue.subtle',
                        color: 'blue.fg',
                        fontWeight: 'semibold',
                      },
                    }}
                  >
                    <NavLink to={to} end={end ?? false} onClick={onNavigate}>
                      <HStack gap="3" flex="1">
                        <Icon aria-hidden size={18} />
                        <span>{label}</span>
                        {ItemBadge ? <ItemBadge /> : null}
                      </HStack>
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
