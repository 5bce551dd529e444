import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';

/** A neutral page to land on: nothing about it hints at security or safety planning. */
export const QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';

/**
 * Leaves at once for a neutral site. `replace` drops this page from the tab's history, so the
 * Back button does not bring it back.
 */
export function QuickExitButton() {
  return (
    <Button colorPalette="red" onClick={() => window.location.replace(QUICK_EXIT_URL)}>
      <LogOut aria-hidden />
      Quick exit (leaves this page now)
    </Button>
  );
}
