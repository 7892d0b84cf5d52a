import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Written last; while it exists the media is complete. Bump the version when the artwork changes. */
export const DEMO_MEDIA_STAMP = '.demo-media-v3';

export function demoMediaPresent(storageDir: string): boolean {
  return existsSync(join(storageDir, DEMO_MEDIA_STAMP));
}
