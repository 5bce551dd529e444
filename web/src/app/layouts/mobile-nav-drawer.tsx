import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { DashboardNav } from './dashboard-nav';

/** On phones the sidebar becomes a drawer behind a menu button. */
export function MobileNavDrawer() {
  const [isOpen, setOpen] = useState(false);
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
              <Drawer.Title>Navigation</Drawer.Title>
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
