import { Avatar, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleUser, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { runAuthAction } from '@/lib/run-auth-action';
import { selectSessionUser, sessionEnded } from '@/lib/session/session.slice';
import { useAppDispatch, useAppSelector } from '../hooks';

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
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = user?.name || user?.email || 'Account';

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5">
          <Avatar.Root size="xs" colorPalette="blue" aria-hidden>
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          {/* Visible from tablet width up; always the button's accessible name. */}
          <Text as="span" srOnly={{ base: true, md: false }} maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Stack gap="0" px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {user?.name}
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {user?.email}
              </Text>
            </Stack>
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
