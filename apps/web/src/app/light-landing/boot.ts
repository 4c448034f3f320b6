import './landing.css';

/**
 * The first thing landing.html loads: the stylesheet, then, once the browser has
 * shown the prerendered page, the entry that makes it interactive (main.tsx).
 * On a phone the entry's bytes would otherwise share the line with the
 * stylesheet, the font and the hero before the first paint; the page's links
 * work without it (docs/decisions/018).
 */
function loadEntry(): void {
  void import('./main');
}

if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  // Paint entries arrive once the frame is on screen, not when it is committed.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadEntry();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(loadEntry));
}
