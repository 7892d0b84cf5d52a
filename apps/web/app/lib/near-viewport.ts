/**
 * Resolves once the element with this id comes within `margin` of the viewport, or at once where
 * there is no such element yet (a page rendered in the browser) or no IntersectionObserver.
 */
export function whenNearViewport(id: string, margin = '400px'): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => onceNearViewport(element, resolve, margin));
}

/**
 * Calls `action` once the element comes within `margin` of the viewport (at once where there is
 * no IntersectionObserver). Returns what stops waiting, for an effect's cleanup.
 */
export function onceNearViewport(element: Element, action: () => void, margin = '400px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    action();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      action();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
