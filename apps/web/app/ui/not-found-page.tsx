import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="container py-5 text-center">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-dark" to={SITE_PATHS.home}>
        Back to the home page
      </Link>
    </div>
  );
}
