import { ORDER_LIMITS } from '@rennfeld/contract/constants';
import { eurosToCents } from '@rennfeld/contract/order-totals';
import { buildProductPath } from '@rennfeld/contract/site-paths';
import type { Cart, CartLine } from '@rennfeld/contract/cart';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { createBrowserApi } from '../../lib/api.ts';
import { priceCart } from './cart-api.ts';
import { formatPrice, formatUnitPrice } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import { buildResponsiveImage } from '../../lib/storage.ts';
import { OrderTotals } from '../../ui/order-totals.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { ErrorText } from '../../ui/status.tsx';
import '../../styles/cart.css';
import { buildCheckoutPath } from './checkout-lines.ts';
import { closeCartDrawer } from './cart-count.ts';
import { type CartEntry, removeFromCart, updateCartLine } from './cart-store.ts';

type Check = { state: 'loading' } | { state: 'failed' } | { state: 'priced'; cart: Cart };

/** The cart as the server prices it now; asked again whenever a line or quantity changes. */
function usePricedCart(entries: readonly CartEntry[]) {
  const { env } = useRootData();
  const locale = useLocale();
  const [check, setCheck] = useState<Check>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lines = entries.map(({ product, size, quantity }) => ({ product, size, quantity }));
  const linesKey = JSON.stringify(lines);
  useEffect(() => {
    const controller = new AbortController();
    priceCart(createBrowserApi(env.apiBase, locale), JSON.parse(linesKey) as typeof lines, controller.signal).then(
      (cart) => setCheck({ state: 'priced', cart }),
      () => {
        if (!controller.signal.aborted) setCheck({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [env.apiBase, locale, linesKey, attempt]);
  return { check, retry: () => setAttempt((count) => count + 1) };
}

/**
 * The drawer's lines and totals. A price that differs from the one the visitor saw is pointed out
 * until the drawer closes, and then taken as seen; a sold-out size is shown and left out of the
 * order; a line with fewer left than asked for must be lowered before the checkout.
 */
export default function CartContents({ entries }: { entries: readonly CartEntry[] }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { shop } = useRootData();
  const { check, retry } = usePricedCart(entries);
  const priced = check.state === 'priced' ? check.cart : undefined;

  // Prices shown while the drawer was open count as seen once it closes.
  const shownPrices = useRef<CartLine[]>([]);
  useEffect(() => {
    if (priced) shownPrices.current = priced.lines;
  }, [priced]);
  useEffect(
    () => () => {
      for (const line of shownPrices.current) {
        if (line.item) updateCartLine(line, { seenPriceCents: eurosToCents(line.item.unit_price) });
      }
    },
    [],
  );

  if (check.state === 'failed') {
    return (
      <>
        <ErrorText message={t('cart.error')} />
        <button type="button" className="btn btn-outline-dark" onClick={retry}>
          {t('cart.retry')}
        </button>
      </>
    );
  }
  if (!priced) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('cart.loading')}
      </p>
    );
  }

  const orderable = priced.lines.filter((line) => line.availability !== 'unavailable');
  const blocked = priced.lines.some((line) => line.availability === 'short');
  return (
    <div className="cart-contents">
      <ul className="list-unstyled cart-lines" aria-label={t('cart.lines')}>
        {priced.lines.map((line) => (
          <CartLineItem
            key={`${line.product}/${line.size}`}
            line={line}
            seenPriceCents={
              entries.find((entry) => entry.product === line.product && entry.size === line.size)?.seenPriceCents
            }
          />
        ))}
      </ul>
      <OrderTotals totals={priced} />
      {shop && priced.shipping > 0 && (
        <p className="small text-body-secondary">
          {t('cart.freeShippingFrom', { threshold: formatPrice(shop.free_shipping_above, locale) })}
        </p>
      )}
      {blocked && <p className="small text-danger">{t('cart.fixShortFirst')}</p>}
      {orderable.length > 0 && !blocked ? (
        <Link
          className="btn btn-dark w-100 mt-2"
          to={localePath(buildCheckoutPath(orderable))}
          onClick={closeCartDrawer}
        >
          {t('cart.checkout')}
        </Link>
      ) : (
        <button type="button" className="btn btn-dark w-100 mt-2" disabled>
          {t('cart.checkout')}
        </button>
      )}
      <button type="button" className="btn btn-link w-100" onClick={closeCartDrawer}>
        {t('cart.continueShopping')}
      </button>
    </div>
  );
}

function CartLineItem({ line, seenPriceCents }: { line: CartLine; seenPriceCents: number | undefined }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { env } = useRootData();
  const { item } = line;
  const name = item ? `${item.name} (${item.container_size})` : t('cart.unknownItem');
  const image = item && buildResponsiveImage(env.storageBase, 'product', item.image);
  const priceChanged =
    item && seenPriceCents !== undefined && seenPriceCents !== eurosToCents(item.unit_price)
      ? { before: formatPrice(seenPriceCents / 100, locale), now: formatPrice(item.unit_price, locale) }
      : undefined;
  return (
    <li className="cart-line">
      {image ? (
        <img
          className="cart-line__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="64px"
          width={64}
          height={64}
          alt=""
        />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__body">
        {item ? (
          <Link
            className="cart-line__name"
            to={localePath(`${buildProductPath(line.product)}?size=${encodeURIComponent(line.size)}`)}
            onClick={closeCartDrawer}
          >
            {name}
          </Link>
        ) : (
          <span className="cart-line__name">{name}</span>
        )}
        {item && (
          <p className="small text-body-secondary mb-1">
            {t('cart.unitPrice', { price: formatPrice(item.unit_price, locale) })}
            {item.base_price && ` (${formatUnitPrice(item.base_price, locale)})`}
          </p>
        )}
        {priceChanged && <p className="small text-warning-emphasis mb-1">{t('cart.priceChanged', priceChanged)}</p>}
        {line.availability === 'unavailable' && <p className="small text-danger mb-1">{t('cart.unavailable')}</p>}
        {line.availability === 'short' && line.in_stock !== null && (
          <p className="small text-danger mb-1">
            {t('cart.short', { count: line.in_stock })}{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={() => updateCartLine(line, { quantity: line.in_stock ?? 1 })}
            >
              {t('cart.lowerTo', { count: line.in_stock })}
            </button>
          </p>
        )}
        <div className="cart-line__actions">
          {line.availability !== 'unavailable' && (
            <QuantityStepper
              key={line.quantity}
              initial={line.quantity}
              max={ORDER_LIMITS.quantity}
              label={name}
              onChange={(quantity) => updateCartLine(line, { quantity })}
              interactive
            />
          )}
          <button
            type="button"
            className="btn btn-link btn-sm text-body-secondary"
            aria-label={t('cart.removeItem', { name })}
            onClick={() => removeFromCart(line)}
          >
            {t('cart.remove')}
          </button>
          {line.availability !== 'unavailable' && (
            <span className="cart-line__total">{formatPrice(line.total, locale)}</span>
          )}
        </div>
      </div>
    </li>
  );
}
