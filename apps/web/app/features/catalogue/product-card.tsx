import { buildProductPath } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { buildColumnSizes } from '../../lib/storage.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { StorageImage } from '../../ui/storage-image.tsx';
import type { ProductCardData } from './listing-data.ts';

/** The listing's grid: 2 columns from sm, in the 9/12 main column from lg, 3 columns from xl. */
const PRODUCT_CARD_IMAGE_SIZES = buildColumnSizes({ sm: 2, lg: (12 / 9) * 2, xl: (12 / 9) * 3 });

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <article className="card h-100 product-card">
      <StorageImage
        folder="product/thumb"
        file={product.image}
        alt={product.name}
        sizes={PRODUCT_CARD_IMAGE_SIZES}
        className="card-img-top product-card-image"
        eager={eager}
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">{product.name}</h3>
        <p className="card-text text-secondary small flex-grow-1" lang={fallbackLang(product, 'product_details')}>
          {product.summary}
        </p>
        <p className="fw-semibold mb-3">{t('catalogue.card.from', { price: product.price })}</p>
        <Link className="btn btn-dark align-self-start" to={localePath(buildProductPath(product.slug))}>
          {t('catalogue.card.details')}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}
