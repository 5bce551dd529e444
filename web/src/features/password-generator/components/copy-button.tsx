import { Button, type ButtonProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  label?: string;
  onCopied?: () => void;
}

/** Copies to the clipboard and says so; the text goes nowhere else. */
export function CopyButton({ text, label = 'Copy', onCopied, ...props }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
      setTimeout(() => setCopied(false), 2000);
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
