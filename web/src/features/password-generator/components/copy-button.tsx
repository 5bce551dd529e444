import { Button, type ButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast-store';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  label?: string;
  onCopied?: () => void;
}

/** Copies to the clipboard and says so; the text goes nowhere else. */
export function CopyButton({ text, label = 'Copy', onCopied, ...props }: CopyButtonProps) {
  // When the last copy happened: each copy shows "Copied" for two seconds from then, and the timer
  // dies with the button (a timer left running set state after unmount).
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), 2000);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const isCopied = copiedAt !== null;
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
    <Button variant="outline" onClick={() => void copy()} {...props}>
      {isCopied ? <Check /> : <Copy />}
      {isCopied ? 'Copied' : label}
    </Button>
  );
}
