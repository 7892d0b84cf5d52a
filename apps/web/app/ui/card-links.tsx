import { buildConceptCategoryPath, buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';

/** SPEC §2: a news card's link to its article; the accessible name says which article. */
export function GoToArticleLink({
  article,
  className,
}: {
  article: { slug: string; name: string };
  className: string;
}) {
  return (
    <Link className={className} to={buildNewsArticlePath(article.slug)} aria-label={`Go To Article: ${article.name}`}>
      Go To Article
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
  return (
    <Link className={className} to={buildConceptCategoryPath(category.slug)}>
      Learn More<span className="visually-hidden"> about {category.name}</span>
    </Link>
  );
}
