import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
// 1.4 KB: the build inlines it as a data URI, so the largest image of the home page arrives with
// the HTML instead of queueing behind scripts and styles.
import bannerImage from './home-banner.svg';

/** SPEC §2 Home: the banner image. */
export function HomeBanner() {
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <img
        className="home-banner__image"
        src={bannerImage}
        alt="Red and white racing stripes beneath a golden drop of oil"
        width={1600}
        height={600}
      />
      <div className="home-banner__content container-xxl">
        <p className="home-banner__eyebrow">Rennfeld Motorsport Lubricants</p>
        <h1 id="home-banner-title" className="home-banner__title">
          Proven on the track. Made for every engine.
        </h1>
        <p className="home-banner__lead">
          Engine oils, transmission oils and racing fluids, developed with race teams and blended in Germany.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-danger btn-lg" to={SITE_PATHS.concepts}>
            Explore our concepts
          </Link>
          <Link className="btn btn-outline-light btn-lg" to={SITE_PATHS.catalogue}>
            Download catalogues
          </Link>
        </div>
      </div>
    </section>
  );
}

/** SPEC §2 Home: the brand intro text. */
export function BrandIntro() {
  return (
    <section className="home-section container-xxl" aria-labelledby="brand-intro-title">
      <div className="row justify-content-center">
        <div className="col-lg-9 text-center">
          <h2 id="brand-intro-title" className="home-section__title">
            Lubricants with a racing pedigree
          </h2>
          <p className="lead">
            Rennfeld began in a paddock workshop, mixing oils for a single endurance team. Today our engine oils, gear
            oils and racing fluids run in touring cars, club racers, classic cars and the daily drive to work.
          </p>
          <p>
            Every formula is tested on the dynamometer and on the circuit before it reaches a bottle. What survives a
            24-hour race protects your engine on the motorway, from the first cold start to the last lap.
          </p>
        </div>
      </div>
    </section>
  );
}
