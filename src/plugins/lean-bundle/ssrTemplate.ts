/**
 * The HTML shell of every built page (the `ssrTemplate` option): the framework's page layout, with
 * one change in how the app's scripts start.
 *
 * The framework puts the runtime and main bundle in `<script defer>` tags. The browser runs those
 * as soon as the HTML is parsed, before painting the rest of the page, so on a phone the article
 * appeared only after some 250 ms of script work (Lighthouse: LCP 2.4 s on mobile). Here an inline
 * script at the end of the body adds the same two scripts once the browser reports the first paint
 * (the paint timing entry), so the server-rendered page is on screen before their requests start:
 * starting them at the next animation frame, the frame was drawn but often not yet shown, and
 * Lighthouse's LCP estimate counted their download. Where paint entries are not reported, the
 * scripts start after the next frame. They keep their order (`async = false`), and `defer` stays
 * set so the bundle load guard of the fault-tolerance plugin still recognises them. A page opened in
 * a background tab gets no frames, so it starts the scripts at once.
 */

/**
 * How long after the first frame the scripts wait for the browser's paint entry before starting
 * anyway (a browser that reports paints sends it within a few frames).
 */
const PAINT_ENTRY_WAIT_MS = 500;

/**
 * Adds the page's scripts, in order, after the page has been painted once.
 *
 * The framework's base URL banner (home page, `baseUrlIssueBanner`) decides at DOMContentLoaded:
 * no `window.docusaurus` yet means the bundle did not load. Scripts added after the first paint
 * have not run by then, so until they have, `window.docusaurus` holds a stand-in (the bundle
 * replaces it), and a script that fails to load shows the banner, as a failed `<script defer>`
 * did before.
 */
export const START_SCRIPTS_AFTER_PAINT = `(function (sources) {
  var bannerPending = typeof window.insertBanner === 'function' && !window.docusaurus;
  if (bannerPending) {
    window.docusaurus = {
      prefetch: function () { return false; },
      preload: function () { return false; }
    };
  }
  function failed() {
    if (bannerPending) {
      bannerPending = false;
      delete window.docusaurus;
      window.insertBanner();
    }
  }
  var started = false;
  function start() {
    if (started) {
      return;
    }
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.defer = true;
      script.onerror = failed;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  var paintTiming = false;
  try {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
    paintTiming = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  } catch (error) {}
  requestAnimationFrame(function () {
    setTimeout(start, paintTiming ? ${PAINT_ENTRY_WAIT_MS} : 0);
  });
})`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script>${START_SCRIPTS_AFTER_PAINT.replace(/\n\s*/g, '')}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
</body>
</html>`;
