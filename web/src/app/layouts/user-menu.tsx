import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { CircleUser, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { headerPopupPositioning } from '@/components/ui/header-popup-positioning';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { runAuthAction } from '@/lib/run-auth-action';
import { useProfileSummary } from '@/features/profile-settings/hooks/use-profile-summary';
import { sessionEnded } from '@/lib/session/session.slice';
import { useAppDispatch } from '../hooks';
import { AccountAvatar, AccountSummary } from './account-avatar';

function useSignOut() {
  const dispatch = useAppDispatch();
  return async function signOut() {
    try {
      await runAuthAction((fetchOptions) => authClient.signOut({ fetchOptions }));
    } catch {
      // Even if the server is unreachable, this device forgets the session; the server-side
      // session then expires on its own.
    }
    dispatch(sessionEnded({ reason: 'signed-out' }));
  };
}

export function UserMenu() {
  const summary = useProfileSummary();
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <Menu.Root positioning={headerPopupPositioning}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5">
          <AccountAvatar summary={summary} size="xs" />
          {/* Visible from tablet width up; always the button's accessible name. */}
          <Text as="span" srOnly={{ base: true, md: false }} maxW="40" truncate>
            {summary.name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <AccountSummary summary={summary} />
            </Box>
            <Menu.Separator />
            <Menu.Item
              value="profile"
              onSelect={() => void navigate(paths.dashboard.profileSettings)}
            >
              <CircleUser aria-hidden size={16} />
              Profile settings
            </Menu.Item>
            <Menu.Item value="sign-out" onSelect={() => void signOut()}>
              <LogOut aria-hidden size={16} />
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
