import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {
  SHARED_REDIRECT_SCRIPT,
  allowedScriptHashes,
  contentSecurityPolicy,
  executableInlineScripts,
  headersOfRule,
  parseHeadersFile,
  renderHeadersFile,
  scriptHash,
  shareRedirectScript,
  siteHeaderRules,
} from '../utils';

describe('executableInlineScripts', () => {
  it('returns the raw text of inline scripts the browser runs, in order', () => {
    const html = `<!doctype html><html><head>
      <script>one()</script>
      <script type="module">two()</script>
      <script type="text/javascript">if (a &amp;&amp; b < c) three()</script>
    </head><body></body></html>`;
    expect(executableInlineScripts(html)).toEqual([
      'one()',
      'two()',
      'if (a &amp;&amp; b < c) three()',
    ]);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const html = `<script src="/assets/js/main.js"></script>
      <script type="application/ld+json">{"@type":"WebSite"}</script>
      <script type="application/json">{}</script>
      <p>text</p>`;
    expect(executableInlineScripts(html)).toEqual([]);
  });

  it('keeps empty scripts (their hash is still checked) and normalises line endings', () => {
    expect(executableInlineScripts('<script></script><script>a\r\nb\rc</script>')).toEqual([
      '',
      'a\nb\nc',
    ]);
  });

  it('does not stop at markup that only looks like a tag inside a script', () => {
    expect(executableInlineScripts('<script>const s = "<div>";</script>')).toEqual([
      'const s = "<div>";',
    ]);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source', () => {
    const expected = createHash('sha256').update('alert("é")').digest('base64');
    expect(scriptHash('alert("é")')).toBe(`'sha256-${expected}'`);
    // A value every CSP implementation documents: the hash of the empty script.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our own scripts plus each hash once, sorted', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).toContain("script-src 'self' 'unsafe-eval' 'sha256-a' 'sha256-b';");
    expect([...allowedScriptHashes(policy)]).toEqual(["'sha256-a'", "'sha256-b'"]);
  });

  it('locks down every other kind of resource to the site', () => {
    const policy = contentSecurityPolicy([]);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    // No other origin anywhere, and no inline script runs without its hash.
    expect(policy).not.toMatch(/https?:|\*/);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toBe("script-src 'self' 'unsafe-eval'");
  });
});

describe('the _headers file', () => {
  it('applies the security headers to every path, caching to assets, and reads back the same', () => {
    const rules = siteHeaderRules(["'sha256-x'"]);
    const text = renderHeadersFile(rules);
    expect(text.split('\n')[0]).toBe('/*');
    expect(text).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(Object.keys(headersOfRule(parseHeadersFile(text), '/*'))).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(headersOfRule(parseHeadersFile(text), '/nothing/*')).toEqual({});
  });
});

describe('shareRedirectScript', () => {
  // Pages rendered by the installed client-redirects plugin, so a template change is noticed.
  const forwarding = createRedirectPageContent({toUrl: '/docs/installation'});
  const fixedTarget = createRedirectPageContent({toUrl: '/docs/cli?x=1#top'});

  it('replaces the target-specific script of a redirect page with the shared one', () => {
    for (const page of [forwarding, fixedTarget]) {
      const shared = shareRedirectScript(page);
      expect(executableInlineScripts(shared)).toEqual([SHARED_REDIRECT_SCRIPT]);
      // The no-script path, the meta refresh and the canonical link are untouched.
      expect(shared.replace(/<script>[\s\S]*<\/script>/, '')).toBe(
        page.replace(/<script>[\s\S]*<\/script>/, ''),
      );
    }
  });

  it('leaves other pages alone', () => {
    const page = '<html><head><link rel="canonical" href="/a"></head><script>x()</script></html>';
    expect(shareRedirectScript(page)).toBe(page);
  });

  it('sends the reader where the original script did', () => {
    const run = (page: string, search: string, hash: string) => {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
      const location = {href: '', search, hash};
      const document = {querySelector: () => ({getAttribute: () => canonical})};
      const script = executableInlineScripts(shareRedirectScript(page))[0] ?? '';
      new Function('window', 'document', script)({location}, document);
      return location.href;
    };
    expect(run(forwarding, '?q=1', '#intro')).toBe('/docs/installation?q=1#intro');
    expect(run(fixedTarget, '?q=1', '#intro')).toBe('/docs/cli?x=1#top');
  });
});
