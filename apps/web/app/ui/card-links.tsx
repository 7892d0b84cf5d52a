import { buildConceptCategoryPath, buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../i18n/use-i18n.ts';

/** SPEC §2: a news card's link to its article; the accessible name says which article. */
export function GoToArticleLink({
  article,
  className,
}: {
  article: { slug: string; name: string };
  className: string;
}) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link
      className={className}
      to={localePath(buildNewsArticlePath(article.slug))}
      aria-label={t('common.goToArticleOf', { article: article.name })}
    >
      {t('common.goToArticle')}
    </Link>
  );
}

/** SPEC §2: a concept category card's link to its page; screen readers hear which category. */
export function LearnMoreLink({
  category,
  className,
}: {
  category: { slug: string; name: string };
  className: string;
}) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link className={className} to={localePath(buildConceptCategoryPath(category.slug))}>
      {t('common.learnMore')}
      <span className="visually-hidden">{t('common.learnMoreAbout', { category: category.name })}</span>
    </Link>
  );
}
