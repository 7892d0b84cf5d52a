import { Link } from 'react-router';
import { useT } from '../../i18n/use-i18n.ts';

/**
 * SPEC §2: one link per container size to the same page with `?size=`; the selected one is
 * highlighted. On a staff preview the links stay previews.
 */
export function SizePicker({
  sizes,
  selected,
  keepQuery,
}: {
  sizes: Record<string, string>;
  selected: string;
  /** A parameter the links keep (a staff preview's marker). */
  keepQuery?: string;
}) {
  const t = useT();
  return (
    <div className="size-picker mb-3">
      <h2 className="h6 mb-2" id="size-picker-heading">
        {t('catalogue.product.size')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-labelledby="size-picker-heading">
        {Object.entries(sizes).map(([key, label]) => {
          const current = key === selected;
          return (
            <li key={key}>
              <Link
                to={`?size=${encodeURIComponent(key)}${keepQuery ? `&${keepQuery}` : ''}`}
                preventScrollReset
                className={`btn ${current ? 'btn-dark' : 'btn-outline-dark'}`}
                aria-current={current ? 'true' : undefined}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
