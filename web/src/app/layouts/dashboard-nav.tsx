import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { DASHBOARD_NAV, type NavItem } from './dashboard-nav-items';
import { NavCountBadge, type NavCount } from './nav-count-badge';

interface DashboardNavProps {
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

interface NavItemLinkProps extends DashboardNavProps {
  item: NavItem;
  count: NavCount | null;
}

/**
 * One destination. With a live count its name carries the words ("Saved breaches, 2 need
 * action"): a hidden span inside the link would be read with a stray space before the comma.
 */
function NavItemLink({
  item: { label, to, icon: Icon, end },
  count,
  onNavigate,
}: NavItemLinkProps) {
  return (
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
      <NavLink
        to={to}
        end={end ?? false}
        onClick={onNavigate}
        aria-label={count ? `${label}, ${count.description}` : undefined}
      >
        <HStack gap="3" flex="1">
          <Icon aria-hidden size={18} />
          <span>{label}</span>
          {/* The space keeps "Alerts 2" two words to axe's label-in-name check, as it reads. */}
          {count ? (
            <>
              {' '}
              <NavCountBadge {...count} />
            </>
          ) : null}
        </HStack>
      </NavLink>
    </Link>
  );
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
              {section.items.map((item) => {
                const CountSource = item.count;
                const link = (count: NavCount | null) => (
                  <NavItemLink item={item} count={count} {...(onNavigate ? { onNavigate } : {})} />
                );
                return (
                  <li key={item.to}>
                    {CountSource ? <CountSource>{link}</CountSource> : link(null)}
                  </li>
                );
              })}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
