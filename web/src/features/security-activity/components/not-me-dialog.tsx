import type { SecurityEvent } from '@bulwark/contracts/schemas/security-activity.schema';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessage } from '@/lib/get-error-message';
import { sessionEnded } from '@/lib/session/session.slice';
import { useReportNotMe } from '../api/report-not-me';
import { describeEvent } from '../lib/describe-event';

/**
 * Asks once before "This wasn't me": it signs this browser out too. Then the person lands on the
 * page that says what happened and what comes next.
 */
export function NotMeDialog({
  event,
  onClose,
}: {
  event: SecurityEvent | null;
  onClose: () => void;
}) {
  const report = useReportNotMe();
  const { run, isPending } = useSingleFlight();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  // Set at once on success: a click after the report, before the page changes, sends nothing.
  const isReported = useRef(false);

  const confirm = (reported: SecurityEvent) =>
    run(async () => {
      if (isReported.current) return;
      const result = await mutateSettled(report, { eventId: reported.id });
      if (!result) return;
      isReported.current = true;
      // The public page first: once the session is gone, the dashboard would send us to sign in.
      await navigate(paths.securityNotMe, { state: { result: result.data } });
      dispatch(sessionEnded({ reason: 'signed-out' }));
    });

  return (
    <Dialog.Root
      open={event !== null}
      role="alertdialog"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) {
          report.reset();
          onClose();
        }
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Wasn&apos;t this you?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {event ? <Text fontWeight="semibold">{describeEvent(event)}</Text> : null}
              <Text mt="2">
                Bulwark will sign your account out everywhere, on this device too, and email you a
                link to choose a new password.
              </Text>
              {report.isError ? <FormError message={getErrorMessage(report.error)} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={isPending}
                onClick={() => event && void confirm(event)}
              >
                Sign out everywhere
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
