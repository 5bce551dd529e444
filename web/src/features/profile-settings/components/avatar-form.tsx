import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRemoveAvatar, useUploadAvatar } from '../api/update-profile';
import { useAvatarChoice } from '../hooks/use-avatar-choice';
import { readFileAsBase64 } from '../lib/read-avatar-file';

interface AvatarFormProps {
  name: string;
  hasAvatar: boolean;
  /** Changes whenever the profile does, so the browser fetches the new image. */
  version: number;
}

export function AvatarForm({ name, hasAvatar, version }: AvatarFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { choice, problem, onFileChange, clear } = useAvatarChoice();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const imageUrl = choice?.previewUrl ?? (hasAvatar ? `/v1/avatar?v=${version}` : undefined);
  const onError = (caught: unknown) => setError(getErrorMessage(caught));

  async function save() {
    if (!choice) return;
    const dataBase64 = await readFileAsBase64(choice.file);
    upload.mutate(
      { contentType: choice.contentType, dataBase64 },
      {
        onSuccess: () => {
          clear();
          if (inputRef.current) inputRef.current.value = '';
          toast({ title: 'Profile picture saved.' });
        },
        onError,
      },
    );
  }

  return (
    <Stack gap="3">
      <FormError message={problem ?? error} />
      <HStack gap="5" align="center" wrap="wrap">
        <Avatar.Root size="2xl" colorPalette="blue">
          <Avatar.Fallback name={name} />
          {imageUrl ? (
            <Avatar.Image
              src={imageUrl}
              alt={choice ? 'Preview of the new picture' : 'Your profile picture'}
            />
          ) : null}
        </Avatar.Root>
        <Stack gap="2">
          <Text asChild fontWeight="medium" textStyle="sm">
            <label htmlFor="avatar-file">Profile picture</label>
          </Text>
          <input
            ref={inputRef}
            id="avatar-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => {
              setError(null);
              onFileChange(event);
            }}
            aria-describedby="avatar-help"
          />
          <Text id="avatar-help" textStyle="sm" color="fg.muted">
            PNG, JPEG or WebP, up to 512 KB.
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!choice}
              loading={upload.isPending}
              onClick={() => void save()}
            >
              Save picture
            </Button>
            {hasAvatar && !choice ? (
              <Button
                size="sm"
                variant="outline"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onError })}
              >
                Remove
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </HStack>
    </Stack>
  );
}
