import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAvailableUpdate } from '@/lib/app-update/app-update-store';

/** Stays until the person reloads: unlike a toast, an update must not slip away unread. */
export function UpdateAvailableBar() {
  const applyUpdate = useAvailableUpdate();
  const [isReloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <HStack
      data-testid="update-available"
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      mx="auto"
      maxW="md"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l2"
      shadow="lg"
      p="3"
      gap="3"
      justify="space-between"
    >
      <Text textStyle="sm">A new version is available</Text>
      <Button
        size="sm"
        colorPalette="blue"
        loading={isReloading}
        onClick={() => {
          setReloading(true);
          void applyUpdate();
        }}
      >
        Reload
      </Button>
    </HStack>
  );
}
