/**
 * The inline script that guards the first load of a page against its own bundle failing to load
 * (a flaky connection, or a deploy that replaced the hashed files while the HTML was cached).
 * The static HTML is still there but nothing is interactive, so the script reloads the page once
 * and, if the bundle fails again, tells the reader instead of reloading forever.
 *
 * It is plain ES5 in a string so the same bytes land in every page: the Content-Security-Policy
 * lists one hash for it. It must run before the bundle's `<script defer>` tags, hence a head tag.
 * The tags may be in the HTML or added by the page's start script (see lean-bundle/ssrTemplate.ts);
 * the reload is forgotten once every one of them has loaded, not at the window's load event, which
 * can come before added scripts even start.
 */

/** Session storage key that remembers the one automatic reload of this tab. */
export const RELOAD_FLAG_KEY = 'docusaurus.bundleLoadGuard.reloaded';

/** Shown at the top of the page when the bundle failed twice in a row. */
export const BUNDLE_LOAD_ERROR_MESSAGE =
  'This page could not load its scripts. Check your connection and reload.';

/** `id` of the message element, for styling and for tests. */
export const BUNDLE_LOAD_ERROR_ID = 'bundle-load-error';

// Only the `<script defer>` tags of the page template count: chunks that the bundle itself
// loads later are async and their failures are handled by the router (full page load).
export const bundleLoadGuardScript = `(function () {
  var key = ${JSON.stringify(RELOAD_FLAG_KEY)};
  var failed = false;
  function session() {
    try { return window.sessionStorage; } catch (e) { return null; }
  }
  function showMessage() {
    if (!document.body) {
      document.addEventListener('DOMContentLoaded', showMessage);
      return;
    }
    if (document.getElementById(${JSON.stringify(BUNDLE_LOAD_ERROR_ID)})) return;
    var box = document.createElement('div');
    box.id = ${JSON.stringify(BUNDLE_LOAD_ERROR_ID)};
    box.className = 'alert alert--danger';
    box.setAttribute('role', 'alert');
    box.textContent = ${JSON.stringify(BUNDLE_LOAD_ERROR_MESSAGE)};
    document.body.insertBefore(box, document.body.firstChild);
  }
  window.addEventListener('error', function (event) {
    var el = event.target;
    if (failed || !el || el.tagName !== 'SCRIPT' || !el.src || !el.defer) return;
    failed = true;
    var store = session();
    try {
      if (store && store.getItem(key) !== '1') {
        store.setItem(key, '1');
        window.location.reload();
        return;
      }
    } catch (e) {}
    showMessage();
  }, true);
  // Load events of elements do not reach window; document sees them in the capture phase.
  var loaded = [];
  document.addEventListener('load', function (event) {
    var el = event.target;
    if (failed || !el || el.tagName !== 'SCRIPT' || !el.src || !el.defer) return;
    loaded.push(el);
    var scripts = document.querySelectorAll('script[defer][src]');
    for (var i = 0; i < scripts.length; i++) {
      if (loaded.indexOf(scripts[i]) < 0) return;
    }
    var store = session();
    try { if (store) store.removeItem(key); } catch (e) {}
  }, true);
})();`;
