import type { ARTICLE_SLUGS_BY_GROUP, ArticleGroup } from '../schemas/article.schema';
import type { RiskArticleLink } from './model-types';

type SlugOf<Group extends ArticleGroup> = (typeof ARTICLE_SLUGS_BY_GROUP)[Group][number];

/**
 * A link to one of our articles; a slug that is not in that group fails to compile. The anchor is
 * the id of a heading in web/src/features/articles/content/<group>/<slug>.md, made the way
 * web/build/render-article.ts makes it (slugifyHeading in web/build/article-text.ts): lower case,
 * everything but letters, digits, spaces and hyphens dropped, spaces to hyphens — so
 * "Step two: use a password manager" → "step-two-use-a-password-manager".
 */
export function articleLink<Group extends ArticleGroup>(
  group: Group,
  slug: SlugOf<Group>,
  anchor?: string,
): RiskArticleLink {
  return anchor === undefined ? { group, slug } : { group, slug, anchor };
}
