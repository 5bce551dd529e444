import { CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useProfileSummary } from '@/features/profile-settings/hooks/use-profile-summary';
import { AccountSummary } from './account-avatar';
import { DashboardNav } from './dashboard-nav';

/** On phones the sidebar becomes a drawer behind a menu button. */
export function MobileNavDrawer() {
  const [isOpen, setOpen] = useState(false);
  const summary = useProfileSummary();
  return (
    <Drawer.Root open={isOpen} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Open navigation" hideFrom="md">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Stack gap="4" minW="0">
                <Drawer.Title>Navigation</Drawer.Title>
                <AccountSummary summary={summary} />
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <DashboardNav onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
