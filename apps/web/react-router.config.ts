import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest comes with the first load (decision 067): lazy discovery's scan of
  // every link and the re-render its patched routes caused cost a phone more than the file does.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
