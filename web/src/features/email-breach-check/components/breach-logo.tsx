import { Avatar } from '@chakra-ui/react';

/**
 * The breached service's logo. Logos are remote (logos.haveibeenpwned.com); offline or blocked,
 * the initial letter shows instead, so the page looks right either way.
 */
export function BreachLogo({
  title,
  logoPath,
  size = 'md',
}: {
  title: string;
  logoPath: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="gray" variant="subtle" aria-hidden>
      <Avatar.Fallback>{title.charAt(0).toUpperCase()}</Avatar.Fallback>
      {logoPath.startsWith('https://') ? (
        <Avatar.Image src={logoPath} alt="" referrerPolicy="no-referrer" />
      ) : null}
    </Avatar.Root>
  );
}
