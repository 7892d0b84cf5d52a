import type { ContentFolder } from '@rennfeld/contract/content-folder';
import { toDemoContent } from './demo-content.ts';
import { demoMediaPresent } from './media/media-stamp.ts';

export { DEMO_CONTENT_DIR } from './demo-content.ts';
export { demoMediaPresent } from './media/media-stamp.ts';

/**
 * Writes the demo's images and catalogue PDFs into `storageDir` unless they are there already;
 * `readFolder` gives the demo content folder as the server's content reader checked it. Returns
 * whether it wrote them.
 */
export async function writeDemoMediaIfMissing(
  storageDir: string,
  readFolder: () => Promise<ContentFolder>,
): Promise<boolean> {
  if (demoMediaPresent(storageDir)) return false;
  // The generator is loaded only when there is work for it: its image, font and PDF libraries
  // would otherwise stay in the server's memory for as long as it runs.
  const { generateDemoMedia } = await import('./media/generate-media.ts');
  return generateDemoMedia(storageDir, toDemoContent(await readFolder()));
}
