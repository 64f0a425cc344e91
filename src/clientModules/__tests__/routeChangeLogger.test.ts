// @vitest-environment happy-dom
// Deploy-preview mode: each client-side route change is logged with the page's heading, title,
// description and html class, as the page shows them after the change.
import {afterEach, describe, expect, it, vi} from 'vitest';
import routeChangeLogger from '../routeChangeLogger';

type Location = Parameters<NonNullable<typeof routeChangeLogger.onRouteDidUpdate>>[0]['location'];

const at = (pathname: string, hash = ''): Location =>
  ({pathname, search: '', hash, state: undefined, key: pathname}) as Location;

function showPage(heading: string | null, description: string | null) {
  document.head.innerHTML = description ? `<meta name="description" content="${description}">` : '';
  document.body.innerHTML = heading === null ? '<main></main>' : `<h1>${heading}</h1>`;
  document.title = `${heading ?? 'Untitled'} | Docusaurus`;
  document.documentElement.className = 'plugin-docs docs-doc-page';
}

describe('deploy-preview route change logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs where the route went and what the new page shows', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage('Installation', 'How to install Docusaurus');
    routeChangeLogger.onRouteDidUpdate!({
      location: at('/docs/installation'),
      previousLocation: at('/docs'),
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[deploy-preview] route change', {
      from: '/docs',
      to: '/docs/installation',
      heading: 'Installation',
      title: 'Installation | Docusaurus',
      description: 'How to install Docusaurus',
      htmlClassName: 'plugin-docs docs-doc-page',
    });
  });

  it('reports a page without heading or description as null', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage(null, null);
    routeChangeLogger.onRouteDidUpdate!({location: at('/blank'), previousLocation: at('/')});
    expect(log.mock.calls[0]![1]).toMatchObject({heading: null, description: null});
  });

  it('stays quiet on the first render and on hash-only changes', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage('Installation', null);
    routeChangeLogger.onRouteDidUpdate!({location: at('/docs'), previousLocation: null});
    routeChangeLogger.onRouteDidUpdate!({
      location: at('/docs', '#requirements'),
      previousLocation: at('/docs'),
    });
    expect(log).not.toHaveBeenCalled();
  });
});
