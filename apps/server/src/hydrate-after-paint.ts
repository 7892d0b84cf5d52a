import { WHEN_FIRST_PAINTED } from './first-paint-script.ts';
import { NONCE_PLACEHOLDER } from './page-cache.ts';

/**
 * Decision 056: a rendered page's application modules start loading once the browser has shown
 * the page's first content, and its high-priority images (decision 068). React Router's <Scripts>
 * preload every module from the head and start hydration from an inline module script; here the
 * preloads go, the inline script is made inert (its type tells the browser not to run it), and a
 * small script runs it, and preloads the modules, when the browser reports the first contentful
 * paint and the images in view marked `fetchpriority="high"` have been shown (or after three
 * seconds at most: a background tab paints nothing). The page's markup is readable and its
 * links and forms work before that.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return '';
  });
  const bootstrap = BOOTSTRAP_SCRIPT.exec(withoutPreloads);
  if (!bootstrap) return html;
  const inert = `<script${bootstrap[1]!} type="${INERT_TYPE}">`;
  const start = bootstrap.index;
  const end = withoutPreloads.indexOf('</script>', start) + '</script>'.length;
  return (
    withoutPreloads.slice(0, start) +
    inert +
    withoutPreloads.slice(start + bootstrap[0].length, end) +
    `<script nonce="${NONCE_PLACEHOLDER}">(${START_AFTER_FIRST_PAINT})(${JSON.stringify(modules)})</script>` +
    withoutPreloads.slice(end)
  );
}

/** React Router's preload of one module, with the answer's nonce. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** React Router's inline module script that imports the route modules and starts hydration. */
const BOOTSTRAP_SCRIPT = /<script((?: nonce="[^"]*")?) type="module"((?: async="")?)>/;

const INERT_TYPE = 'text/x-after-first-paint';

/**
 * Runs in the browser: `modules` are the preloads React Router listed. At the first contentful
 * paint, the images in view that the page marked as its largest (`fetchpriority="high"`) are
 * waited for until decoded (an image that has arrived may not have been painted yet), and then
 * the frames that show them (the second, since the first may be presented after its
 * callbacks). The start-up script goes in first (it asks for the entry, root and route modules
 * itself); the preloads follow one per task, since inserting two dozen of them at once took a
 * phone's main thread a long task.
 */
const START_AFTER_FIRST_PAINT = `function(modules){var started=false;function preload(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)}function start(){if(started)return;started=true;var inert=document.querySelector('script[type="${INERT_TYPE}"]');var script=document.createElement('script');script.type='module';script.nonce=inert.nonce;script.textContent=inert.textContent;inert.after(script);modules.forEach(function(href){setTimeout(preload,0,href)})}function afterImages(){var images=Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(image){var box=image.getBoundingClientRect();return box.bottom>0&&box.top<innerHeight}),left=images.length;if(left===0||!images[0].decode)return start();function shown(){if(--left===0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}images.forEach(function(image){image.decode().then(shown,shown)})}(${WHEN_FIRST_PAINTED})(afterImages,start)}`;
