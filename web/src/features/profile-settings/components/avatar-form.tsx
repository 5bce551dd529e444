import { AVATAR_CONTENT_TYPES } from '@bulwark/contracts/schemas/profile.schema';
import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { useFocusAfterRender } from '@/hooks/use-focus-after-render';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { getErrorMessageOrNull } from '@/lib/get-error-message';
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
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  // One write at a time: reading the file comes first, and a second click then must not upload twice.
  const { isPending, run } = useSingleFlight();
  const imageUrl = choice?.previewUrl ?? (hasAvatar ? avatarUrl(version) : undefined);

  const refocusPicker = useFocusAfterRender(chooseRef);

  function done(message: string) {
    clear();
    if (inputRef.current) inputRef.current.value = '';
    toast({ title: message });
    refocusPicker();
  }

  function save() {
    void run(async () => {
      if (!choice) return;
      const dataBase64 = await readFileAsBase64(choice.file);
      const input = { contentType: choice.contentType, dataBase64 };
      if (await mutateSettled(upload, input)) done('Profile picture saved.');
    });
  }

  function removePicture() {
    void run(async () => {
      if (await mutateSettled(remove, undefined)) done('Profile picture removed.');
    });
  }

  return (
    <Stack gap="3">
      <FormError message={problem ?? getErrorMessageOrNull(upload.error ?? remove.error)} />
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
              upload.reset();
              remove.reset();
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
            isBusy={isPending}
            onChoose={() => inputRef.current?.click()}
            onSave={save}
            onCancel={() => done('Nothing changed.')}
            onRemove={removePicture}
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
  /** Saving or removing: only one of the two is on screen at a time. */
  isBusy: boolean;
  onChoose: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** Save or cancel a picked picture; otherwise choose one, or remove the current one. */
function AvatarActions(props: AvatarActionsProps) {
  const { hasChoice, hasAvatar, chooseRef, isBusy } = props;
  const { onChoose, onSave, onCancel, onRemove } = props;
  return (
    <HStack gap="2" wrap="wrap">
      {hasChoice ? (
        <>
          <Button size="sm" colorPalette="blue" loading={isBusy} onClick={onSave}>
            Save picture
          </Button>
          <Button size="sm" variant="outline" disabled={isBusy} onClick={onCancel}>
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
            disabled={isBusy}
            onClick={onChoose}
          >
            <ImageUp aria-hidden /> {hasAvatar ? 'Change picture…' : 'Choose a picture…'}
          </Button>
          {hasAvatar ? (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={isBusy}
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
