import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailsDisclosure } from '@/components/details-disclosure';

interface WhyThisMattersProps {
  why: string;
  /** The article behind the question's action, for those who want the longer answer. */
  articleHref?: string | undefined;
}

/** The reason behind a question, one click away: short enough to read mid-questionnaire. */
export function WhyThisMatters({ why, articleHref }: WhyThisMattersProps) {
  return (
    <DetailsDisclosure label="Why this matters">
      {why}{' '}
      {articleHref ? (
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={articleHref}>Read more</RouterLink>
        </Link>
      ) : null}
    </DetailsDisclosure>
  );
}
