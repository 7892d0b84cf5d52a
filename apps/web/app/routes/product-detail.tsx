import { useState } from 'react';
import { ORDER_LIMITS } from '@rennfeld/contract/constants';
import { eurosToCents } from '@rennfeld/contract/order-totals';
import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { data, useLocation, useNavigation } from 'react-router';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import type { Route } from './+types/product-detail';
import { Breadcrumbs } from '../features/catalogue/breadcrumbs.tsx';
import { openCartDrawer } from '../features/cart/cart-count.ts';
import { addToCart } from '../features/cart/cart-store.ts';
import { parseQuantity } from '../lib/quantity.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import { ShippingInfoModal } from '../features/catalogue/shipping-info-modal.tsx';
import { openWhenFocusTrapReady, PRELOAD_FOCUS_TRAP_ON_INTENT } from '../ui/overlay-focus-trap.tsx';
import { SizePicker } from '../features/catalogue/size-picker.tsx';
import { Approvals } from '../features/catalogue/approvals.tsx';
import { ProductDocuments } from '../features/catalogue/product-documents.tsx';
import { ManufacturerDetails } from '../features/catalogue/manufacturer-details.tsx';
import { UsedOilNotice } from '../features/catalogue/used-oil-notice.tsx';
import { SpecificationsTable } from '../features/catalogue/specifications-table.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { ZoomableImage } from '../features/catalogue/zoomable-image.tsx';
import { isNotFoundAnswer } from '../lib/api-client.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import { getProductDetail, createServerApi } from '../lib/api.ts';
import { formatPrice, formatPriceWithUnitPrice, formatUnitPrice } from '../lib/format.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import { readPreviewRequest, withPreview } from '../lib/preview.server.ts';
import { toPlainText, toSafeHtml } from '../lib/rich-text.server.ts';
import { buildColumnSizes, buildResponsiveImage } from '../lib/storage.ts';
import { fallbackLang } from '../lib/untranslated.ts';
import { RichText } from '../ui/rich-text.tsx';
import { ErrorText } from '../ui/status.tsx';
import '../styles/catalogue.css';
import { WithPreviewNotice } from '../ui/with-preview-notice.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { buildProductTrail } from '../features/seo/breadcrumb-trails.ts';
import { buildProductMeta } from '../features/seo/catalogue-meta.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const size = new URL(request.url).searchParams.get('size') ?? undefined;
  try {
    const { product, containerSizes, preview } = await getProductDetail(
      createServerApi(context, request),
      params.slug,
      {
        size,
        preview: readPreviewRequest(request, context),
        signal: request.signal,
      },
    );
    // The rich text reaches the page only sanitised, as `details`.
    const { product_details: details, ...rest } = product;
    const locale = localeOfPath(new URL(request.url).pathname);
    return withPreview(
      {
        status: 'ready' as const,
        product: rest,
        details: toSafeHtml(details),
        summary: toPlainText(details),
        // Written here, so the browser makes no number formatter while hydrating (decision 057).
        price: {
          amount: formatPrice(product.price, locale),
          perUnit: product.unit_price && formatUnitPrice(product.unit_price, locale),
          withUnitPrice: formatPriceWithUnitPrice(product.price, product.unit_price, locale),
        },
        containerSizes,
      },
      preview,
    );
  } catch (error) {
    if (isNotFoundAnswer(error)) throwNotFound();
    context.logError('Failed to load the product', error);
    return data({ status: 'error' as const }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { locale, t } = readI18n(matches);
  if (loaderData?.status !== 'ready') return buildNoIndexMeta(t('catalogue.product.error'));
  const { env, categories } = readRootData(matches);
  return buildProductMeta({
    siteUrl: env.siteUrl,
    locale,
    t,
    storageBase: env.storageBase,
    categories,
    product: loaderData.product,
    summary: loaderData.summary,
    price: loaderData.price.withUnitPrice,
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const [shippingOpen, setShippingOpen] = useState(false);
  // The modal needs JavaScript: its button works from hydration on.
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const { env, categories } = useRootData();
  const t = useT();
  const localePath = useLocalePath();

  if (loaderData.status !== 'ready') {
    return (
      <div className="container py-5">
        <ErrorText message={t('catalogue.product.error')} />
      </div>
    );
  }

  const { product, details, price, containerSizes } = loaderData;
  // A size change reloads this page's data; the current product stays visible under a spinner.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const trail = buildProductTrail(categories, product);

  return (
    <div className="container py-4 product-page">
      <WithPreviewNotice preview={loaderData.preview}>
        <Breadcrumbs trail={trail} />
      </WithPreviewNotice>
      <div className="row g-4 g-lg-5">
        <div className="col-md-6">
          <ZoomableImage
            image={buildResponsiveImage(env.storageBase, 'product', product.image)}
            sizes={buildColumnSizes({ md: 2 })}
            alt={product.name}
          />
        </div>
        <div className="col-md-6 position-relative" aria-busy={loading}>
          {loading && (
            <div className="product-page-loading" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('catalogue.product.loading')}
            </div>
          )}
          <h1 className="mb-3">{product.name}</h1>
          <p className="d-flex flex-wrap align-items-center gap-3 mb-2">
            <span>
              <span className="fs-3 fw-semibold">{price.amount}</span>
              {price.perUnit && <span className="ms-2 text-body-secondary">({price.perUnit})</span>}
            </span>
            {product.in_stock ? (
              <span className="badge text-bg-success">{t('catalogue.product.inStock')}</span>
            ) : (
              <span className="badge text-bg-secondary">{t('catalogue.product.outOfStock')}</span>
            )}
          </p>
          {product.container_size && (
            <p className="mb-1">{t('catalogue.product.content', { size: product.container_size.name })}</p>
          )}
          <p className="mb-1">
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              disabled={!hydrated}
              {...PRELOAD_FOCUS_TRAP_ON_INTENT}
              onClick={() => openWhenFocusTrapReady(() => setShippingOpen(true))}
            >
              {t('catalogue.product.pricesInclVat')}
            </button>
          </p>
          {product.in_stock ? (
            <p className="text-success mb-4">{t('catalogue.product.available')}</p>
          ) : (
            <p className="text-body-secondary mb-4">{t('catalogue.product.sizeOutOfStock')}</p>
          )}
          {product.used_oil_notice && <UsedOilNotice takeBack={product.used_oil_notice} />}
          <SizePicker sizes={containerSizes} selected={product.size} keepQuery={loaderData.preview?.marker} />
          {/* Without JavaScript the form leads to the checkout with this one size (decision 105). */}
          <form
            method="get"
            action={localePath(SITE_PATHS.checkout)}
            className="d-flex flex-wrap gap-3 mb-3"
            onSubmit={(event) => {
              event.preventDefault();
              const quantity = parseQuantity(String(new FormData(event.currentTarget).get('quantity') ?? ''));
              addToCart({
                product: product.slug,
                size: product.size,
                quantity,
                seenPriceCents: eurosToCents(product.price),
              });
              openWhenFocusTrapReady(openCartDrawer);
            }}
          >
            <input type="hidden" name="product" value={product.slug} />
            <input type="hidden" name="size" value={product.size} />
            <QuantityStepper name="quantity" max={ORDER_LIMITS.quantity} interactive={hydrated} />
            <button type="submit" className="btn btn-dark px-4" disabled={!product.in_stock}>
              {t('catalogue.product.addToCart')}
            </button>
          </form>
          <p className="text-secondary small">
            {t('catalogue.product.productNumber')} <span className="text-body">{product.product_number}</span>
          </p>
          {product.gtin && (
            <p className="text-secondary small">
              {t('catalogue.product.gtin')} <span className="text-body">{product.gtin}</span>
            </p>
          )}
        </div>
      </div>

      <section className="mt-5 product-details" aria-labelledby="product-details-heading">
        <h2 id="product-details-heading" className="h4">
          {t('catalogue.product.details')}
        </h2>
        <RichText html={details} lang={fallbackLang(product, 'product_details')} />
      </section>

      <section className="mt-4" aria-labelledby="specifications-heading">
        <h2 id="specifications-heading" className="h4">
          {t('catalogue.product.specifications')}
        </h2>
        <SpecificationsTable product={product} />
      </section>

      <Approvals approvals={product.approvals} />

      <ProductDocuments documents={product.documents} />

      {product.manufacturer && <ManufacturerDetails manufacturer={product.manufacturer} />}

      <ShippingInfoModal show={shippingOpen} onHide={() => setShippingOpen(false)} />
    </div>
  );
}

/** SPEC §8: an API error and a missing product show the same red alert. */
export function ErrorBoundary() {
  const t = useT();
  const failure = t('catalogue.product.error');
  return <RouteErrorBoundary message={failure} notFoundMessage={failure} />;
}
