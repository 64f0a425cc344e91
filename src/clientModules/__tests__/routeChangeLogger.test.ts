// @vitest-environment happy-dom
// Deploy-preview mode: each client-side route change is logged with the page's heading, title,
// description and html class, as the page shows them after the change.
import {afterEach, describe, expect, it, vi} from 'vitest';
import routeChangeLogger from '../routeChangeLogger';

type Location = Parameters<NonNullable<typeof routeChangeLogger.onRouteDidUpdate>>[0]['location'];

const at = (pathname: string, hash = ''): Location =>
  ({pathname, search: '', hash, state: undefined, key: pathname}) as Location;

function showPage(heading: string | null, description: string | null) {
  document.body.innerHTML = heading === null ? '<main></main>' : `<h1>${heading}</h1>`;
  showHead(heading, description);
}

function showHead(heading: string | null, description: string | null) {
  document.head.innerHTML = description ? `<meta name="description" content="${description}">` : '';
  document.title = `${heading ?? 'Untitled'} | Docusaurus`;
  document.documentElement.className = `plugin-docs docs-doc-page ${heading}`;
}

/** Lets the logger's task run. */
const tasksRun = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('deploy-preview route change logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs where the route went and what the new page shows, head included', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage('Introduction', 'What Docusaurus is');
    // As in the browser: the new page's body is there when the hook runs, its head a moment later.
    document.body.innerHTML = '<h1>Installation</h1>';
    routeChangeLogger.onRouteDidUpdate!({
      location: at('/docs/installation'),
      previousLocation: at('/docs'),
    });
    queueMicrotask(() => showHead('Installation', 'How to install Docusaurus'));
    await tasksRun();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[deploy-preview] route change', {
      from: '/docs',
      to: '/docs/installation',
      heading: 'Installation',
      title: 'Installation | Docusaurus',
      description: 'How to install Docusaurus',
      htmlClassName: 'plugin-docs docs-doc-page Installation',
    });
  });

  it('reports a page without heading or description as null', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage(null, null);
    routeChangeLogger.onRouteDidUpdate!({location: at('/blank'), previousLocation: at('/')});
    await tasksRun();
    expect(log.mock.calls[0]![1]).toMatchObject({heading: null, description: null});
  });

  it('stays quiet on the first render and on hash-only changes', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    showPage('Installation', null);
    routeChangeLogger.onRouteDidUpdate!({location: at('/docs'), previousLocation: null});
    routeChangeLogger.onRouteDidUpdate!({
      location: at('/docs', '#requirements'),
      previousLocation: at('/docs'),
    });
    await tasksRun();
    expect(log).not.toHaveBeenCalled();
  });
});
