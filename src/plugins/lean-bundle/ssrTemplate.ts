/**
 * The HTML shell of every built page (the `ssrTemplate` option): the framework's page layout, with
 * one change in how the app's scripts start.
 *
 * The framework puts the runtime and main bundle in `<script defer>` tags. The browser runs those
 * as soon as the HTML is parsed, before painting the rest of the page, so on a phone the article
 * appeared only after some 250 ms of script work (Lighthouse: LCP 2.4 s on mobile). Here an inline
 * script at the end of the body adds the same two scripts after the next frame, once the
 * server-rendered page is on screen. They keep their order (`async = false`), and `defer` stays
 * set so the bundle load guard of the fault-tolerance plugin still recognises them. A page opened in
 * a background tab gets no frames, so it starts the scripts at once.
 */

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
  function start() {
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
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
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
