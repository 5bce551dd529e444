import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast-store';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'aria-label'> {
  text: string;
  label?: string;
  /** What is copied, when the visible label alone does not say (a row of several): "Copy <subject>". */
  subject?: string;
  onCopied?: () => void;
}

/** Copies to the clipboard and says so, on the button and to screen readers; the text goes nowhere else. */
export function CopyButton({ text, label = 'Copy', subject, onCopied, ...props }: CopyButtonProps) {
  // When the last copy happened: each copy shows "Copied" for two seconds from then, and the timer
  // dies with the button (a timer left running set state after unmount).
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), 2000);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const isCopied = copiedAt !== null;
  const shown = isCopied ? 'Copied' : label;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(performance.now());
      onCopied?.();
    } catch {
      toast({
        title: 'Could not copy. Select the password and copy it yourself.',
        variant: 'warning',
      });
    }
  }
  return (
    <>
      <Button
        variant="outline"
        onClick={() => void copy()}
        // The name follows the visible word (WCAG 2.5.3), so "Copied" is not hidden behind a fixed label.
        {...(subject ? { 'aria-label': `${shown} ${subject}` } : {})}
        {...props}
      >
        {isCopied ? <Check /> : <Copy />}
        {/* Both words share one grid cell, the other one invisible: the button keeps the width of
            the longer and nothing beside it moves when the word changes. */}
        <Box as="span" display="inline-grid">
          <Box as="span" gridArea="1 / 1">
            {shown}
          </Box>
          <Box as="span" gridArea="1 / 1" visibility="hidden" aria-hidden>
            {isCopied ? label : 'Copied'}
          </Box>
        </Box>
      </Button>
      {/* A focused button whose name changes is not read out again; a status message is. */}
      <Box srOnly role="status">
        {isCopied ? 'Copied to the clipboard.' : ''}
      </Box>
    </>
  );
}
