import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../i18n/use-i18n.ts';

export function NotFoundPage() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="container py-5 text-center">
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link className="btn btn-dark" to={localePath(SITE_PATHS.home)}>
        {t('common.notFound.backHome')}
      </Link>
    </div>
  );
}
