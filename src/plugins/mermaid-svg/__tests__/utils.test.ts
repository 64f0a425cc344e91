import {describe, expect, it} from 'vitest';
import {
  asAccessibleImage,
  diagramHash,
  diagramId,
  dropRepeatedIds,
  isLive,
  mermaidConfig,
  planRendering,
  renameSvgIds,
  scopeSvgIds,
} from '../utils';

const config = {theme: {light: 'default', dark: 'dark'}, options: {fontSize: 14}};

describe('diagramHash', () => {
  it('is the same for the same source and inputs, and changes with either', () => {
    const hash = diagramHash('flowchart LR\n  A --> B', {config, mermaid: '11.17.2'});
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(diagramHash('flowchart LR\n  A --> B', {config, mermaid: '11.17.2'})).toBe(hash);
    expect(diagramHash('flowchart LR\n  A --> C', {config, mermaid: '11.17.2'})).not.toBe(hash);
    expect(diagramHash('flowchart LR\n  A --> B', {config, mermaid: '11.18.0'})).not.toBe(hash);
  });
});

describe('diagramId', () => {
  it('numbers the second and later equal diagrams of a page', () => {
    expect(diagramId('abc')).toBe('mermaid-svg-abc');
    expect(diagramId('abc', 2)).toBe('mermaid-svg-abc-2');
  });
});

describe('mermaidConfig', () => {
  it('draws each mode with its theme, over the options, as the browser theme does', () => {
    expect(mermaidConfig(config, 'dark')).toEqual({
      startOnLoad: false,
      fontSize: 14,
      theme: 'dark',
    });
    expect(mermaidConfig(config, 'light').theme).toBe('default');
  });
});

describe('scopeSvgIds', () => {
  const svg = [
    '<svg id="m-light" aria-labelledby="chart-title-m-light actor1">',
    '<style>#m-light .actor{fill:#eaeaea}#actor1{stroke:red}#actor10{stroke:blue}</style>',
    '<title id="chart-title-m-light">T</title>',
    '<g id="actor1"><use href="#actor10"/></g><g id="actor10"></g>',
    '<path marker-end="url(#m-light-arrowhead)"/><path fill="url(#root-1)"/><g id="root-1"/>',
    '</svg>',
  ].join('');
  const scoped = scopeSvgIds(svg, 'm-light');

  it('prefixes every id that lacks the prefix, and every reference to it', () => {
    const ids = [...scoped.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'm-light',
      'chart-title-m-light',
      'm-light-actor1',
      'm-light-actor10',
      'm-light-root-1',
    ]);
    expect(scoped).toContain('aria-labelledby="chart-title-m-light m-light-actor1"');
    expect(scoped).toContain('#m-light-actor1{stroke:red}#m-light-actor10{stroke:blue}');
    expect(scoped).toContain('href="#m-light-actor10"');
    expect(scoped).toContain('url(#m-light-root-1)');
  });

  it('leaves ids that have the prefix, and colours, alone', () => {
    expect(scoped).toContain('url(#m-light-arrowhead)');
    expect(scoped).toContain('#m-light .actor{fill:#eaeaea}');
    expect(scopeSvgIds('<svg id="m-light"><g id="m-light-a"/></svg>', 'm-light')).toBe(
      '<svg id="m-light"><g id="m-light-a"/></svg>',
    );
  });
});

describe('dropRepeatedIds', () => {
  it('keeps the first element of an id and takes it off the later ones', () => {
    const svg =
      '<svg id="d"><g id="d-node_1"><path id="d-node_1" d="M0"/></g><g id="d-node_2"/></svg>';
    expect(dropRepeatedIds(svg)).toBe(
      '<svg id="d"><g id="d-node_1"><path d="M0"/></g><g id="d-node_2"/></svg>',
    );
  });
});

describe('renameSvgIds', () => {
  it('renames every id of a scoped SVG, so a second copy on the page has its own', () => {
    const svg = '<svg id="m-light"><style>#m-light g{}</style><g id="m-light-a"/></svg>';
    expect(renameSvgIds(svg, 'm', 'm-zoom')).toBe(
      '<svg id="m-zoom-light"><style>#m-zoom-light g{}</style><g id="m-zoom-light-a"/></svg>',
    );
  });
});

describe('asAccessibleImage', () => {
  it('makes the SVG one image named by the fallback label when the diagram has no title', () => {
    const svg = asAccessibleImage(
      '<svg id="m" role="graphics-document document" aria-roledescription="flowchart-v2"><g/></svg>',
      'Diagram',
    );
    expect(svg).toBe('<svg aria-label="Diagram" role="img" id="m"><g/></svg>');
  });

  it("keeps the diagram's own title (accTitle) as the name", () => {
    const svg = asAccessibleImage(
      '<svg id="m" role="graphics-document document" aria-labelledby="chart-title-m"><title id="chart-title-m">Build</title></svg>',
      'Diagram',
    );
    expect(svg).toMatch(/^<svg role="img" id="m" aria-labelledby="chart-title-m">/);
    expect(svg).not.toContain('aria-label=');
  });

  it('fails on output that is not an SVG', () => {
    expect(() => asAccessibleImage('<div>Syntax error</div>', 'Diagram')).toThrow(/SVG/);
  });
});

describe('isLive', () => {
  it('is true for ```mermaid live only', () => {
    expect(isLive('live')).toBe(true);
    expect(isLive('title="x" live')).toBe(true);
    expect(isLive('lively')).toBe(false);
    expect(isLive(null)).toBe(false);
  });
});

describe('planRendering', () => {
  const executablePath = '/usr/bin/chromium';

  it('draws at build time when Chromium and playwright-core are there', () => {
    expect(planRendering({executablePath, browserExists: true, driverInstalled: true})).toEqual({
      where: 'build',
      executablePath,
    });
  });

  it('falls back to the browser, with a notice naming what is missing', () => {
    const noBrowser = planRendering({executablePath, browserExists: false, driverInstalled: true});
    expect(noBrowser.where).toBe('browser');
    expect(noBrowser.where === 'browser' && noBrowser.notice).toMatch(
      /no Chromium at \/usr\/bin\/chromium.*drawn in the reader's browser/,
    );
    const noDriver = planRendering({executablePath, browserExists: true, driverInstalled: false});
    expect(noDriver.where === 'browser' && noDriver.notice).toMatch(/playwright-core/);
  });
});
