import { Avatar, HStack, Stack, Text, type AvatarRootProps } from '@chakra-ui/react';
import type { ProfileSummary } from '@/features/profile-settings/hooks/use-profile-summary';

/** The person's picture, or their initials until there is one (or while it loads). */
export function AccountAvatar({
  summary,
  size,
}: {
  summary: ProfileSummary;
  size: AvatarRootProps['size'];
}) {
  return (
    <Avatar.Root size={size} colorPalette="blue" aria-hidden>
      <Avatar.Fallback name={summary.name} />
      {summary.avatarUrl ? <Avatar.Image src={summary.avatarUrl} alt="" /> : null}
    </Avatar.Root>
  );
}

/** Picture, name and address together: the top of the account menu and of the phone drawer. */
export function AccountSummary({ summary }: { summary: ProfileSummary }) {
  return (
    <HStack gap="3" minW="0">
      <AccountAvatar summary={summary} size="md" />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {summary.name}
        </Text>
        <Text textStyle="sm" color="fg.muted" truncate>
          {summary.email}
        </Text>
      </Stack>
    </HStack>
  );
}
