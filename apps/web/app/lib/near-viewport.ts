/**
 * Resolves once the element with this id comes within `margin` of the viewport, or at once where
 * there is no such element yet (a page rendered in the browser) or no IntersectionObserver.
 */
export function whenNearViewport(id: string, margin = '400px'): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
