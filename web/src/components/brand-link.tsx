import { HStack, Link, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function BrandLink({ to }: { to: string }) {
  return (
    <Link asChild fontWeight="bold" fontSize="lg" color="fg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to} aria-label="Bulwark Security, home">
        <HStack gap="2">
          <ShieldCheck aria-hidden size={24} />
          <Text as="span">Bulwark</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
