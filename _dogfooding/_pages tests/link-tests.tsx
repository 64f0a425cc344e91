// Tests every form of link the Link component (@docusaurus/Link) handles: absolute, relative,
// hash-only, query-only, with an anchor on another page, external (new tab, no opener),
// pathname:// (plain browser navigation, e.g. to a static file), mailto, NavLink active state, and a plain
// <a> for comparison.
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TestPage from './_components/TestPage';

export default function LinkTests(): React.JSX.Element {
  return (
    <TestPage
      title="Link tests"
      tests="each link form of the Link component: internal links navigate without reloading, external ones open in a new tab without opener, pathname:// links bypass the router.">
      <Heading as="h2">Internal links (client-side navigation)</Heading>
      <ul>
        <li>
          <Link to="/tests/pages/seo">Absolute path</Link>
        </li>
        <li>
          <Link to="seo">Relative path</Link> (resolved against this page)
        </li>
        <li>
          <Link to="../pages/seo">Relative path with ..</Link>
        </li>
        <li>
          <Link to="/tests/pages/page-toc-tests#second-level-b">Path with an anchor</Link>
        </li>
        <li>
          <Link to="#hash-target">Hash on this page</Link>
        </li>
        <li>
          <Link to="?from=link-tests">Query string on this page</Link>
        </li>
        <li>
          <Link to="/tests/pages/seo" target="_self">
            Internal with target _self
          </Link>
        </li>
        <li>
          <Link isNavLink to="/tests/pages/link-tests" activeClassName="dogfood-active-link">
            NavLink to this page (active)
          </Link>
        </li>
      </ul>

      <Heading as="h2">Links that leave the single-page app</Heading>
      <ul>
        <li>
          <Link href="https://github.com/facebook/docusaurus">External link</Link>
        </li>
        <li>
          <Link to="pathname:///img/logo.svg">pathname:// link to a static file</Link>
        </li>
        <li>
          <Link href="mailto:tests@docusaurus.invalid">mailto link</Link>
        </li>
        <li>
          {/* Deliberately a plain anchor: it reloads the whole page, unlike the links above. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href="/tests/pages/seo">Plain anchor (full page load)</a>
        </li>
      </ul>

      <Heading as="h2" id="hash-target">
        Hash target
      </Heading>
      <p>The hash link above scrolls here without leaving the page.</p>
    </TestPage>
  );
}
