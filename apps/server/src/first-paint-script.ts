/**
 * Runs in the browser, inside an inline script of a rendered page: calls `onPaint` when the
 * browser reports the page's first contentful paint; where it cannot report paint timing,
 * `otherwise` two frames after; and `otherwise` after three seconds in any case (a background tab
 * paints nothing). Either may come after the other: each caller starts its work once.
 */
export const WHEN_FIRST_PAINTED = `function(onPaint,otherwise){var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)onPaint()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(otherwise)});setTimeout(otherwise,3000)}`;
