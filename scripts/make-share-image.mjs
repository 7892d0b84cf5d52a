// One-off maintainer tool: renders the site's default share image (link previews of pages
// without an image of their own) from the home banner and the logo into
// apps/web/public/images/share.png, 1200 × 630. The output is committed; the product never runs it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const bannerFile = fileURLToPath(new URL('../apps/web/app/features/home/home-banner.svg', import.meta.url));
const WIDTH = 1200;
const HEIGHT = 630;

const banner = await sharp(readFileSync(bannerFile), { density: 144 })
  .resize(WIDTH, HEIGHT, { fit: 'cover' })
  .png()
  .toBuffer();
const logo = await sharp(readFileSync(`${publicDir}logo.svg`), { density: 576 })
  .resize({ width: 840 })
  .png()
  .toBuffer();
const { height: logoHeight = 210 } = await sharp(logo).metadata();

await sharp(banner)
  .composite([
    {
      input: Buffer.from(
        `<svg width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#0d0f13" fill-opacity=".55"/></svg>`,
      ),
    },
    { input: logo, left: Math.round((WIDTH - 840) / 2), top: Math.round((HEIGHT - logoHeight) / 2) },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${publicDir}images/share.png`);
console.log('apps/web/public/images/share.png written');
