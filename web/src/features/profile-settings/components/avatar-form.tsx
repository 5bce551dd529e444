import { AVATAR_CONTENT_TYPES } from '@bulwark/contracts/schemas/profile.schema';
import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRemoveAvatar, useUploadAvatar } from '../api/update-profile';
import { useAvatarChoice } from '../hooks/use-avatar-choice';
import { avatarUrl } from '../hooks/use-profile-summary';
import { formatFileSize, readFileAsBase64 } from '../lib/read-avatar-file';

interface AvatarFormProps {
  name: string;
  hasAvatar: boolean;
  /** Changes whenever the profile does, so the browser fetches the new image. */
  version: number;
}

/**
 * Pick a picture (a real button, so Tab and Enter reach it), see it before it is saved, save or
 * cancel; or remove the current one. The browser's own file input stays hidden behind the button.
 */
export function AvatarForm({ name, hasAvatar, version }: AvatarFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const { choice, problem, onFileChange, clear } = useAvatarChoice();
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const imageUrl = choice?.previewUrl ?? (hasAvatar ? avatarUrl(version) : undefined);
  const isBusy = upload.isPending || remove.isPending;

  const refocusPicker = useFocusAfterRender(chooseRef);

  function done(message: string) {
    clear();
    if (inputRef.current) inputRef.current.value = '';
    toast({ title: message });
    refocusPicker();
  }
  const onError = (caught: unknown) => setError(getErrorMessage(caught));

  async function save() {
    if (!choice || isBusy) return;
    const dataBase64 = await readFileAsBase64(choice.file);
    upload.mutate(
      { contentType: choice.contentType, dataBase64 },
      { onSuccess: () => done('Profile picture saved.'), onError },
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
        <Stack gap="2" minW="0">
          <Text fontWeight="medium" textStyle="sm" id="avatar-label">
            Profile picture
          </Text>
          <input
            ref={inputRef}
            type="file"
            hidden
            aria-labelledby="avatar-label"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            onChange={(event) => {
              setError(null);
              onFileChange(event);
            }}
          />
          <Text id="avatar-help" textStyle="sm" color="fg.muted">
            {choice
              ? `${choice.file.name}, ${formatFileSize(choice.file.size)}: this is how it will look.`
              : 'PNG, JPEG or WebP, up to 512 KB. A square picture fits best.'}
          </Text>
          <AvatarActions
            hasChoice={choice !== null}
            hasAvatar={hasAvatar}
            chooseRef={chooseRef}
            isSaving={upload.isPending}
            isRemoving={remove.isPending}
            onChoose={() => inputRef.current?.click()}
            onSave={() => void save()}
            onCancel={() => done('Nothing changed.')}
            onRemove={() =>
              remove.mutate(undefined, {
                onSuccess: () => done('Profile picture removed.'),
                onError,
              })
            }
          />
        </Stack>
      </HStack>
    </Stack>
  );
}

interface AvatarActionsProps {
  hasChoice: boolean;
  hasAvatar: boolean;
  chooseRef: RefObject<HTMLButtonElement | null>;
  isSaving: boolean;
  isRemoving: boolean;
  onChoose: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** Save or cancel a picked picture; otherwise choose one, or remove the current one. */
function AvatarActions(props: AvatarActionsProps) {
  const { hasChoice, hasAvatar, chooseRef, isSaving, isRemoving } = props;
  const { onChoose, onSave, onCancel, onRemove } = props;
  return (
    <HStack gap="2" wrap="wrap">
      {hasChoice ? (
        <>
          <Button size="sm" colorPalette="blue" loading={isSaving} onClick={onSave}>
            Save picture
          </Button>
          <Button size="sm" variant="outline" disabled={isSaving} onClick={onCancel}>
            Cancel
          </Button>
        </>
      ) : (
        <>
          <Button
            ref={chooseRef}
            size="sm"
            variant="outline"
            aria-describedby="avatar-help"
            disabled={isRemoving}
            onClick={onChoose}
          >
            <ImageUp aria-hidden /> {hasAvatar ? 'Change picture…' : 'Choose a picture…'}
          </Button>
          {hasAvatar ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={isRemoving}
              onClick={onRemove}
            >
              <Trash2 aria-hidden /> Remove picture
            </Button>
          ) : null}
        </>
      )}
    </HStack>
  );
}
