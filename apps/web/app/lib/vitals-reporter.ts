import type { VitalMetric, VitalsBeacon } from '@rennfeld/contract';
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * Measures LCP, INP, CLS and TTFB with web-vitals and sends each value once, in one beacon each
 * time the page is hidden (when web-vitals reports them; a page that is left is hidden too): the
 * page, its language and the values, nothing else. Its own chunk, loaded by lib/vitals.ts for
 * sampled page loads only.
 */
export function reportVitals({
  endpoint,
  route,
  language,
}: {
  endpoint: string;
  route: string;
  language: VitalsBeacon['language'];
}): void {
  const queued = new Map<string, Metric>();
  const sent = new Set<string>();
  const queue = (metric: Metric) => {
    if (!sent.has(metric.id)) queued.set(metric.id, metric);
  };
  onTTFB(queue);
  onLCP(queue);
  onCLS(queue);
  onINP(queue);

  const send = () => {
    if (queued.size === 0) return;
    // A beacon holds one value per metric; a page restored from the back/forward cache measures
    // anew, and its values go in a beacon of their own.
    const beacons: Array<VitalsBeacon['metrics']> = [];
    for (const { id, name, value } of queued.values()) {
      const sample = { name: name as VitalMetric, value };
      const beacon = beacons.find((metrics) => metrics.every((other) => other.name !== sample.name));
      if (beacon) beacon.push(sample);
      else beacons.push([sample]);
      sent.add(id);
    }
    queued.clear();
    for (const metrics of beacons) {
      const body = JSON.stringify({ route, language, metrics });
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
    }
  };
  // After web-vitals' own listeners (on window, capturing): its reports are queued first. Not on
  // pagehide, which comes before the hiding when the visitor follows a link (one beacon, not two).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
