import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
// Small enough that the build inlines it as a data URI, so the largest image of the home page arrives with
// the HTML instead of queueing behind scripts and styles.
import bannerImage from './home-banner.svg';

/** SPEC §2 Home: the banner image. */
export function HomeBanner() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <img className="home-banner__image" src={bannerImage} alt={t('home.banner.imageAlt')} width={1600} height={600} />
      <div className="home-banner__content container-xxl">
        <p className="home-banner__eyebrow">{t('home.banner.eyebrow')}</p>
        <h1 id="home-banner-title" className="home-banner__title">
          {t('home.banner.title')}
        </h1>
        <p className="home-banner__lead">{t('home.banner.lead')}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-danger btn-lg" to={localePath(SITE_PATHS.concepts)}>
            {t('home.banner.concepts')}
          </Link>
          <Link className="btn btn-outline-light btn-lg" to={localePath(SITE_PATHS.catalogue)}>
            {t('home.banner.catalogues')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** SPEC §2 Home: the brand intro text. */
export function BrandIntro() {
  const t = useT();
  return (
    <section className="home-section container-xxl" aria-labelledby="brand-intro-title">
      <div className="row justify-content-center">
        <div className="col-lg-9 text-center">
          <h2 id="brand-intro-title" className="home-section__title">
            {t('home.intro.title')}
          </h2>
          <p className="lead">{t('home.intro.lead')}</p>
          <p>{t('home.intro.text')}</p>
        </div>
      </div>
    </section>
  );
}
