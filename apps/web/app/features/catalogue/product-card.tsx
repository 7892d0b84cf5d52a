import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { usePublicEnv } from '../../lib/public-env.ts';
import { storageUrl } from '../../lib/storage.ts';
import type { ProductCardData } from './listing-data.ts';

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { storageBase } = usePublicEnv();
  return (
    <article className="card h-100 product-card">
      <img
        className="card-img-top product-card-image"
        src={storageUrl(storageBase, 'product/thumb', product.image)}
        alt={product.name}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">{product.name}</h3>
        <p className="card-text text-secondary small flex-grow-1">{product.summary}</p>
        <p className="fw-semibold mb-3">From {formatPrice(product.price)}</p>
        <Link className="btn btn-dark align-self-start" to={`/product-detail/${product.slug}`}>
          Details<span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
