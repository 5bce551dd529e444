import { BookOpen, ShieldAlert, TrendingUp, type LucideIcon } from 'lucide-react';
import type { RouteObject } from 'react-router-dom';
import {
  ARTICLE_GROUPS,
  ARTICLE_GROUP_TITLES,
  articleGroupPath,
  type ArticleGroup,
} from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature, type FeatureNavItem } from './define-web-feature';

const Article = lazyPage(() =>
  import('@/features/articles/components/article-page').then((m) => m.ArticlePage),
);
const NotFound = lazyPage(() => import('../routes/not-found').then((m) => m.NotFoundRoute));

const GROUP_ICONS: Record<ArticleGroup, LucideIcon> = {
  'password-security': BookOpen,
  'risk-mitigation': ShieldAlert,
  'cybersecurity-trends': TrendingUp,
};
const GROUPS = Object.keys(ARTICLE_GROUPS) as ArticleGroup[];

/** A group's index (its first article) and each of its articles; anything else is not found. */
function articleGroupRoute(group: ArticleGroup): RouteObject {
  const [indexSlug] = ARTICLE_GROUPS[group];
  return {
    path: group,
    children: [
      { index: true, element: <Article group={group} slug={indexSlug} isGroupIndex /> },
      ...ARTICLE_GROUPS[group].map((slug) => ({
        path: slug,
        element: <Article group={group} slug={slug} />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  };
}

function articleGroupNavItem(group: ArticleGroup): FeatureNavItem {
  return {
    section: 'learn',
    order: 10,
    label: ARTICLE_GROUP_TITLES[group],
    to: articleGroupPath(group),
    icon: GROUP_ICONS[group],
  };
}

export const webFeature = defineWebFeature({
  slug: 'articles',
  dashboardRoutes: GROUPS.map(articleGroupRoute),
  navigation: GROUPS.map(articleGroupNavItem),
});
