import type { ProductSearchItem } from '@rennfeld/contract';
import { StorageImage } from '../../ui/storage-image.tsx';

/** What a search result shows, in the overlay and on the search page: the thumbnail and the name. */
export function SearchResultContent({ product }: { product: ProductSearchItem }) {
  return (
    <>
      <StorageImage folder="product/thumb" file={product.image} alt="" sizes="56px" className="search-result__image" />
      <span>{product.name}</span>
    </>
  );
}
