import { buildProductPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { ProductSearchItem } from '@rennfeld/contract';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { OverlayHeader } from '../../ui/overlay-header.tsx';
import { OverlayFocusTrap } from '../../ui/overlay-focus-trap.tsx';
import { createBrowserApi, searchProducts } from '../../lib/api.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SearchResultContent } from './search-result-content.tsx';
import '../../styles/search.css';
import { moveActiveIndex, SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH, toSearchTerm } from './search-query.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const RESULTS_ID = 'search-results';
const optionId = (index: number) => `search-result-${index}`;

export interface SearchOverlayProps {
  show: boolean;
  onHide: () => void;
}

/**
 * SPEC §2/§4: the full-screen, modal product search. A backdrop click does not close it; Escape
 * and the close button do, and closing clears the query and the results.
 */
export function SearchOverlay({ show, onHide }: SearchOverlayProps) {
  const [input, setInput] = useState('');
  const queryClient = searchQueryClient();
  const t = useT();

  function close() {
    setInput('');
    onHide();
  }

  return (
    <QueryClientProvider client={queryClient}>
      <ModalDialog
        open={show}
        onClose={close}
        labelledBy="search-overlay-title"
        className="modal search-overlay"
        closeOnBackdropClick={false}
      >
        <div className="modal-dialog modal-fullscreen">
          <div className="modal-content">
            <OverlayFocusTrap>
              <OverlayHeader
                variant="modal"
                className="container-md border-0"
                titleId="search-overlay-title"
                title={t('search.title')}
                closeLabel={t('search.close')}
                onClose={close}
              />
              <div className="modal-body container-md">
                <SearchPanel input={input} onInput={setInput} onChosen={close} />
              </div>
            </OverlayFocusTrap>
          </div>
        </div>
      </ModalDialog>
    </QueryClientProvider>
  );
}

let sharedQueryClient: QueryClient | undefined;

/** One search cache per browser tab, so results seen before are there when the overlay reopens. */
function searchQueryClient(): QueryClient {
  sharedQueryClient ??= createQueryClient();
  return sharedQueryClient;
}

function SearchPanel({
  input,
  onInput,
  onChosen,
}: {
  input: string;
  onInput: (value: string) => void;
  onChosen: () => void;
}) {
  const { apiBase } = useRootData().env;
  const navigate = useNavigate();
  const t = useT();
  const localePath = useLocalePath();
  const locale = useLocale();
  const term = toSearchTerm(input);
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  // The active option belongs to one result list; a new search starts with none.
  const [active, setActive] = useState<{ term: string | null; index: number }>({ term: null, index: -1 });

  const search = useQuery({
    queryKey: ['product-search', locale, debouncedTerm],
    enabled: debouncedTerm !== null,
    queryFn: async ({ signal }) => {
      try {
        const { products } = await searchProducts(createBrowserApi(apiBase, locale), debouncedTerm ?? '', signal);
        return products;
      } catch (error) {
        // SPEC §8: a failed search empties the results and is only logged. A warning, not an
        // error: nothing is broken for the visitor, who simply sees no results.
        if (!signal.aborted) console.warn('Product search failed', error);
        throw error;
      }
    },
  });

  // SPEC §4: an empty query clears the results at once; a changed one waits for its answer.
  const settled = term !== null && term === debouncedTerm;
  const loading = term !== null && (!settled || search.isFetching);
  const results: ProductSearchItem[] = settled && search.isSuccess && !search.isFetching ? search.data : [];
  const showNoResults = settled && search.isSuccess && !search.isFetching && results.length === 0;
  const activeIndex = active.term === debouncedTerm && active.index < results.length ? active.index : -1;

  function choose(product: ProductSearchItem) {
    void navigate(localePath(buildProductPath(product.slug)));
    onChosen();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = moveActiveIndex(activeIndex, results.length, event.key);
      setActive({ term: debouncedTerm, index });
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const product = results[activeIndex];
      if (product) choose(product);
      else if (term !== null) {
        // No result chosen: all results of the term, on the search page.
        void navigate(`${localePath(SITE_PATHS.search)}?${new URLSearchParams({ q: term }).toString()}`);
        onChosen();
      }
    }
  }

  return (
    <div className="search-panel">
      <label htmlFor="search-input" className="visually-hidden">
        {t('search.title')}
      </label>
      <input
        id="search-input"
        type="search"
        className="form-control form-control-lg search-panel__input"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        // The overlay exists to type into: the field has focus as soon as it opens.
        data-autofocus
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={RESULTS_ID}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={input}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
      />

      <div className="search-panel__status">
        {loading && (
          <div className="spinner-border my-4" role="status">
            <span className="visually-hidden">{t('search.loading')}</span>
          </div>
        )}
        {showNoResults && (
          <p className="my-4 text-secondary" role="status">
            {t('search.noResults')}
          </p>
        )}
      </div>

      <ul
        id={RESULTS_ID}
        role="listbox"
        aria-label={t('search.results')}
        className="search-panel__results list-unstyled"
      >
        {results.map((product, index) => (
          <li
            key={product.slug}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'search-result active' : 'search-result'}
            onClick={() => choose(product)}
            onMouseMove={() => index !== activeIndex && setActive({ term: debouncedTerm, index })}
          >
            <SearchResultContent product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
