import { Link, Stack, Text } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { SectionSkeleton } from '@/components/section-skeleton';
import { articlePath } from '@/config/paths';
import { useArticleProgress } from '@/features/articles/api/get-article-progress';
import { findArticleSummary } from '@/features/articles/lib/article-catalog';
import { useSavedBreaches } from '@/features/saved-breaches/api/get-saved-breaches';
import { rankBreachesToFix } from '@/features/saved-breaches/lib/next-step';
import { usePasswordChecks } from '@/features/password-strength/api/password-checks';
import { useRiskOverview } from '@/features/risk-assessment/api/get-risk-overview';
import { pickLearnArticle, type LearnFacts } from './pick-learn-article';

/** The facts the pick rests on; a query that failed only means its reason is not considered. */
function useLearnFacts(): LearnFacts | null {
  const saved = useSavedBreaches();
  const risk = useRiskOverview();
  const checks = usePasswordChecks();
  const progress = useArticleProgress();
  if ([saved, risk, checks, progress].some((query) => query.isPending)) return null;
  return {
    // Most urgent first, as the headline lists them, so the reason names the same breach.
    openBreaches: rankBreachesToFix(saved.data ?? []).map(({ saved: item }) => ({
      title: item.breach.title,
      dataClasses: item.breach.dataClasses,
    })),
    twoFactorOn: risk.data ? risk.data.observed.twoFactor !== 'none' : true,
    assessmentTaken: risk.data ? risk.data.latest !== null : true,
    hasRiskyPassword: (checks.data ?? []).some((check) => check.pwned || check.reused),
    read: new Set(
      (progress.data ?? []).filter((entry) => entry.readAt !== null).map((entry) => entry.slug),
    ),
  };
}

function LearnNext() {
  const facts = useLearnFacts();
  if (!facts) return <SectionSkeleton label="Choosing an article for you" height="28" />;
  const pick = pickLearnArticle(facts);
  const article = pick ? findArticleSummary(pick.slug) : undefined;
  if (!pick || !article)
    return <Text color="fg.muted">You have read every article. New ones will show here.</Text>;
  const href = `${articlePath(pick.group, pick.slug)}${pick.anchor ? `#${pick.anchor}` : ''}`;
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        {pick.reason}
      </Text>
      <Link asChild colorPalette="blue" fontWeight="semibold" fontSize="lg">
        <RouterLink to={href}>{article.title}</RouterLink>
      </Link>
      <Text textStyle="sm">{article.summary}</Text>
      <Text textStyle="xs" color="fg.muted">{`${article.readingMinutes} min read`}</Text>
    </Stack>
  );
}

/** "Learn": the article that matches the person's open work, not a fixed list. */
export function LearnNextCard() {
  return (
    <DashboardCard id="learn-next" title="Learn" icon={BookOpen}>
      <LearnNext />
    </DashboardCard>
  );
}
