import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { VitalsPageRoute } from '@rennfeld/contract';
import type { VitalsSummary, VitalsSummaryRow } from '@rennfeld/contract/staff';
import { callApi } from '../api.ts';
import { useStaffLocale } from '../ui/staff-formats.tsx';

/** The key of a page's name in the staff area's catalogues: its route id without `routes/`. */
export const vitalsPageKey = (route: VitalsPageRoute) => `rennfeld.vitals.pages.${route.replace(/^routes\//, '')}`;

/** Milliseconds as Google shows them; CLS has no unit. */
function formatP75({ metric, p75 }: VitalsSummaryRow, locale: string): string {
  return metric === 'CLS'
    ? p75.toLocaleString(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 })
    : `${Math.round(p75).toLocaleString(locale)} ms`;
}

/** The real-user timings (decision 053): each page's p75 of LCP, INP, CLS and TTFB per language. */
export function VitalsPage() {
  const translate = useTranslate();
  const locale = useStaffLocale();
  const [summary, setSummary] = useState<VitalsSummary>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    callApi<VitalsSummary>('/api/admin/vitals').then(setSummary, (failure: Error) => setError(failure.message));
  }, []);
  return (
    <section style={{ padding: 16 }}>
      <Title title="rennfeld.vitals.menu" />
      {error ? <p role="alert">{error}</p> : null}
      {summary ? (
        <>
          <p>{translate('rennfeld.vitals.help', { days: summary.windowDays })}</p>
          {summary.rows.length === 0 ? (
            <p>{translate('rennfeld.vitals.none')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  {(['page', 'language', 'metric', 'p75', 'samples', 'rating'] as const).map((column) => (
                    <th key={column} scope="col">
                      {translate(`rennfeld.vitals.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.rows.map((row) => (
                  <tr key={`${row.route} ${row.language} ${row.metric}`}>
                    <th scope="row">{translate(vitalsPageKey(row.route))}</th>
                    <td>{row.language}</td>
                    <td>{row.metric}</td>
                    <td>{formatP75(row, locale)}</td>
                    <td>{row.samples}</td>
                    <td>{translate(`rennfeld.vitals.ratings.${row.rating}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
