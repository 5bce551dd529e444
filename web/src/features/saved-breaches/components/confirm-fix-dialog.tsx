import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

interface ConfirmFixDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a breach with open steps is marked fixed. Focus stays inside; Escape, the close
 * button and "Keep working" cancel; "Keep working" is focused first, so Enter is the safe choice.
 */
export function ConfirmFixDialog({
  isOpen,
  title,
  children,
  isPending,
  onConfirm,
  onCancel,
}: ConfirmFixDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={isOpen}
      role="alertdialog"
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              <Text mt="2" textStyle="sm" color="fg.muted">
                Open steps stay on the breach. You can reopen it from Fixed at any time.
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  Keep working
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" loading={isPending} onClick={onConfirm}>
                Mark fixed
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
