/**
 * Pure helpers of the security-headers plugin: find the inline scripts a page executes, hash
 * them the way browsers compare them with a Content-Security-Policy, and render the policy and
 * the `_headers` file that Netlify and Cloudflare Pages read.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

/**
 * `type` values that make a `<script>` executable. Anything else (JSON-LD, JSON data blocks) is
 * a data block: the browser never runs it, so the policy does not need its hash.
 */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** The text of every inline script the browser would execute, in document order. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        const executable = attributes.src === undefined && EXECUTABLE_TYPES.has(type);
        current = name === 'script' && executable ? '' : null;
      },
      ontext(text) {
        if (current !== null) {
          current += text;
        }
      },
      onclosetag(name) {
        if (name === 'script' && current !== null) {
          scripts.push(current);
        }
        current = null;
      },
    },
    // Script contents are raw text: entities inside them are not decoded by browsers either.
    {decodeEntities: false},
  );
  // Browsers turn CR LF and lone CR into LF before parsing, and hash the text they parsed.
  parser.end(html.replace(/\r\n?/g, '\n'));
  return scripts;
}

/**
 * The script every redirect page runs: go to the page's canonical URL, keeping the query and the
 * hash unless the target has its own. It reads the target from the page, so one hash covers
 * every redirect page.
 */
export const SHARED_REDIRECT_SCRIPT =
  "var to=document.querySelector('link[rel=canonical]').getAttribute('href');" +
  'window.location.href=/[?#]/.test(to)?to:to+window.location.search+window.location.hash;';

/** The script of a client-redirects page (3.8.1 template), which embeds the target URL. */
const REDIRECT_PAGE_SCRIPT =
  /<script>\s*window\.location\.href = '[^']*'(?: \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

/**
 * Swaps the per-target script of a client-redirects page for the shared one. Each original
 * script embeds its own target, so 700 redirect pages would put 700 hashes in the policy, a
 * header too long for hosts that cap header lines (Cloudflare Pages: 2,000 characters).
 * Other pages come back unchanged.
 */
export function shareRedirectScript(html: string): string {
  if (!/<meta http-equiv="refresh"/.test(html) || !/<link rel="canonical"/.test(html)) {
    return html;
  }
  return html.replace(REDIRECT_PAGE_SCRIPT, `<script>${SHARED_REDIRECT_SCRIPT}</script>`);
}

/** The CSP source expression that allows one inline script: `'sha256-<base64>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The site's Content-Security-Policy. Scripts: our own files plus exactly the inline scripts
 * that were built, and 'unsafe-eval' because the live code blocks (react-live, in
 * theme-live-codeblock) compile the reader's code with `new Function`; no inline script can
 * be injected, so eval only ever runs code our own bundles pass to it. Styles keep
 * 'unsafe-inline': React renders `style` attributes (the theme's announcement bar, code blocks,
 * ideal images) and Mermaid and the live editor insert `<style>` elements at run time, none of
 * which a build-time hash can cover.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Response headers sent with every file of the site. */
export function securityHeaders(scriptHashes: Iterable<string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Headers a host sends for the paths that match `path` (`*` matches any rest of the path). */
export type HeaderRule = {path: string; headers: Record<string, string>};

/**
 * Everything under /assets/ has a content hash in its name (the build-output tests check it), so
 * a browser may keep it for a year without asking again: a new build gives changed files new names.
 */
export const IMMUTABLE_ASSETS: HeaderRule = {
  path: '/assets/*',
  headers: {'Cache-Control': 'public, max-age=31536000, immutable'},
};

/** The rules of the site's `_headers` file: the security headers everywhere, caching on assets. */
export function siteHeaderRules(scriptHashes: Iterable<string>): HeaderRule[] {
  return [{path: '/*', headers: securityHeaders(scriptHashes)}, IMMUTABLE_ASSETS];
}

/** A `_headers` file (Netlify and Cloudflare Pages format): one block per rule. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(({path, headers}) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join(
        '\n',
      ),
    )
    .join('');
}

/** Reads the rules back from a `_headers` file written by `renderHeadersFile`. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (header?.[1] && header[2] !== undefined) {
      const rule = rules.at(-1);
      if (rule) {
        rule.headers[header[1]] = header[2];
      }
    } else if (line.startsWith('/')) {
      rules.push({path: line.trim(), headers: {}});
    }
  }
  return rules;
}

/** The headers of the rule for `path` in a parsed `_headers` file (empty when there is none). */
export function headersOfRule(rules: HeaderRule[], path: string): Record<string, string> {
  return rules.find((rule) => rule.path === path)?.headers ?? {};
}

/** The `'sha256-…'` sources a policy's `script-src` directive allows. */
export function allowedScriptHashes(policy: string): Set<string> {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set((scriptSrc ?? []).filter((source) => source.startsWith("'sha256-")));
}
