import { Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast-store';

/** Shown once, right after the codes are created: the server stores only their hashes. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const text = codes.join('\n');
  const headingRef = useRef<HTMLParagraphElement>(null);

  // The codes replace the form the person just used: take focus (and the view) to them.
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Backup codes copied.' });
    } catch {
      toast({
        title: 'Copying is blocked here. Select the codes and copy them by hand.',
        variant: 'warning',
      });
    }
  }

  function download() {
    const url = URL.createObjectURL(
      new Blob([`Bulwark Security backup codes\n\n${text}\n`], { type: 'text/plain' }),
    );
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'bulwark-backup-codes.txt';
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Stack gap="3">
      <Text ref={headingRef} tabIndex={-1} fontWeight="semibold" _focus={{ outline: 'none' }}>
        Save these backup codes now. They will not be shown again.
      </Text>
      <Text color="fg.muted" textStyle="sm">
        Each code signs you in once if you lose your authenticator. Keep them somewhere safe, such
        as your password manager.
      </Text>
      <SimpleGrid
        as="ul"
        columns={{ base: 2, sm: 3 }}
        gap="2"
        listStyleType="none"
        aria-label="Backup codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code size="lg" fontFamily="mono" w="full" justifyContent="center">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button size="sm" variant="outline" onClick={download}>
          <Download aria-hidden /> Download
        </Button>
      </HStack>
    </Stack>
  );
}
