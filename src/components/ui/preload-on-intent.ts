/**
 * Event handlers that start loading a lazily imported module at the first sign of use (a pointer over
 * the control, focus, a touch), so it is ready by the click without being fetched and evaluated while
 * the page loads, where its evaluation would block the main thread.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load();
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
