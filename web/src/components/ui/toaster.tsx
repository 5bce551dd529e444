import { Box, CloseButton, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  useToasts,
  type Toast,
  type ToastVariant,
} from './toast-store';

const VARIANT_STYLES: Record<ToastVariant, { bg: string; color: string; accent: string }> = {
  default: { bg: 'bg.panel', color: 'fg', accent: 'blue.solid' },
  destructive: { bg: 'red.solid', color: 'red.contrast', accent: 'red.solid' },
  warning: { bg: 'bg.panel', color: 'fg', accent: 'orange.solid' },
};

const VARIANT_ICONS = { default: Info, destructive: CircleAlert, warning: TriangleAlert };

/**
 * The live region is always in the page, so screen readers announce a toast when it appears.
 * Our own small toaster, because the spec's rules (one at a time, 50 px swipe) are simple.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Box
      as="section"
      aria-label="Notifications"
      position="fixed"
      insetX={{ base: '4', sm: 'auto' }}
      right={{ sm: '6' }}
      bottom={{ base: '4', sm: '6' }}
      zIndex="toast"
      maxW={{ sm: 'sm' }}
      w={{ sm: 'full' }}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </div>
    </Box>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [isPaused, setPaused] = useState(false);
  const swipe = useSwipeToDismiss(() => dismissToast(toast.id));
  const style = VARIANT_STYLES[toast.variant];
  const VariantIcon = VARIANT_ICONS[toast.variant];

  // Hover or focus pauses the timer, so nobody loses a message while reading it (WCAG 2.2.1).
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [isPaused, toast.id, toast.durationMs]);

  return (
    <Box
      data-testid="toast"
      data-id={toast.id}
      data-variant={toast.variant}
      bg={style.bg}
      color={style.color}
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={style.accent}
      rounded="l2"
      shadow="lg"
      p="4"
      touchAction="pan-y"
      userSelect="none"
      style={{ transform: `translateX(${swipe.offset}px)`, opacity: swipe.opacity }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...swipe.handlers}
    >
      <HStack align="start" gap="3">
        <Icon boxSize="5" flexShrink={0} mt="0.5" aria-hidden>
          <VariantIcon />
        </Icon>
        <Stack gap="1" flex="1">
          <Text fontWeight="semibold">{toast.title}</Text>
          {toast.description ? <Text textStyle="sm">{toast.description}</Text> : null}
        </Stack>
        <CloseButton
          size="xs"
          color="inherit"
          aria-label="Dismiss notification"
          onClick={() => dismissToast(toast.id)}
        />
      </HStack>
    </Box>
  );
}

/** Horizontal drag with pointer events; past the threshold on release the toast is dismissed. */
function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  function end() {
    const dismissed = Math.abs(offset) > TOAST_SWIPE_THRESHOLD_PX;
    startX.current = null;
    setOffset(0);
    if (dismissed) onDismiss();
  }

  return {
    offset,
    opacity: Math.max(0.3, 1 - Math.abs(offset) / (TOAST_SWIPE_THRESHOLD_PX * 3)),
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        startX.current = event.clientX;
        // Keeps receiving moves and the release even when the finger leaves the toast.
        if (typeof event.currentTarget.setPointerCapture === 'function') {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (startX.current !== null) setOffset(event.clientX - startX.current);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        startX.current = null;
        setOffset(0);
      },
    },
  };
}
