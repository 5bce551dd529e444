import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';

interface ConfirmDoneDialogProps {
  action: RankedAction | null;
  onConfirm: (action: RankedAction) => void;
  onClose: () => void;
}

/** One question before marking done: the score trusts the answer, so it asks it plainly. */
export function ConfirmDoneDialog({ action, onConfirm, onClose }: ConfirmDoneDialogProps) {
  return (
    <Dialog.Root
      open={action !== null}
      role="alertdialog"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Have you done this?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="semibold">{action?.title}</Text>
              <Text mt="2">{action?.summary}</Text>
              <Text mt="2" textStyle="sm" color="fg.muted">
                Your score counts it as done from now on. You can reopen it at any time.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Not yet</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="green" onClick={() => action && onConfirm(action)}>
                Yes, I have done it
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
