import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { JobsOverview } from '@rennfeld/contract/staff';
import { callApi } from '../api.ts';
import { formatStaffTime, useStaffLocale } from '../ui/staff-formats.tsx';

const COUNTS = ['waiting', 'delayed', 'active', 'failed'] as const;

/** The background jobs (decision 052): counts per queue and the latest failed runs with their error. */
export function JobsPage() {
  const translate = useTranslate();
  const locale = useStaffLocale();
  const [overview, setOverview] = useState<JobsOverview>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    callApi<JobsOverview>('/api/admin/jobs').then(setOverview, (failure: Error) => setError(failure.message));
  }, []);
  return (
    <section style={{ padding: 16, overflowWrap: 'anywhere' }}>
      <Title title="rennfeld.jobs.menu" />
      {error ? <p role="alert">{error}</p> : null}
      {overview ? (
        <>
          <p>{translate('rennfeld.jobs.engine', { engine: translate(`rennfeld.jobs.engines.${overview.engine}`) })}</p>
          {/* A phone scrolls the table, not the page. */}
          <div style={{ overflowX: 'auto' }}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{translate('rennfeld.jobs.queue')}</th>
                  {COUNTS.map((state) => (
                    <th key={state} scope="col">
                      {translate(`rennfeld.jobs.states.${state}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {overview.queues.map((queue) => (
                  <tr key={queue.name}>
                    <th scope="row">{translate(`rennfeld.jobs.queues.${queue.name}`, { _: queue.name })}</th>
                    {COUNTS.map((state) => (
                      <td key={state}>{queue[state]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{translate('rennfeld.jobs.failures')}</h2>
          {overview.failures.length === 0 ? (
            <p>{translate('rennfeld.jobs.no_failures')}</p>
          ) : (
            <ul>
              {overview.failures.map((failure, index) => (
                <li key={index}>
                  {formatStaffTime(failure.failedAt, locale)} ·{' '}
                  {translate(`rennfeld.jobs.queues.${failure.queue}`, { _: failure.queue })} ·{' '}
                  {translate(failure.willRetry ? 'rennfeld.jobs.will_retry' : 'rennfeld.jobs.gave_up', {
                    attempt: failure.attempt,
                  })}
                  : {failure.message}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
