import { Button } from '@chakra-ui/react';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSavedBreaches } from '../api/get-saved-breaches';
import { useSaveBreach } from '../api/save-breach';

/** One click puts a breach on the list; once saved it links to the list instead. */
export function SaveBreachButton({
  breachName,
  breachTitle,
}: {
  breachName: string;
  breachTitle: string;
}) {
  const saved = useSavedBreaches();
  const save = useSaveBreach();
  const isSaved =
    saved.data?.some((item) => item.breach.name.toLowerCase() === breachName.toLowerCase()) ??
    false;
  if (isSaved) {
    return (
      <Button asChild size="sm" variant="subtle" colorPalette="green">
        <RouterLink
          to={paths.dashboard.savedBreaches}
          aria-label={`${breachTitle} is saved: open your list`}
        >
          <BookmarkCheck aria-hidden />
          Saved
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      colorPalette="blue"
      loading={save.isPending}
      onClick={() => save.mutate(breachName)}
      aria-label={`Save ${breachTitle} to your list`}
    >
      <BookmarkPlus aria-hidden />
      Save
    </Button>
  );
}
