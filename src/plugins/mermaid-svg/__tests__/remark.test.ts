import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {describe, expect, it, vi} from 'vitest';
import {remarkMermaidSvg} from '../remark';
import type {MermaidRenderer} from '../renderer';
import {diagramId, type RenderedDiagram} from '../utils';

vi.mock('@docusaurus/logger', () => ({default: {warn: vi.fn()}}));

const markdown = [
  '```mermaid',
  'flowchart LR\n  A --> B',
  '```',
  '',
  '```mermaid live',
  'flowchart LR\n  C --> D2',
  '```',
  '',
  '```mermaid',
  'flowchart LR\n  A --> B',
  '```',
].join('\n');

/** A renderer that "draws" an SVG whose ids start with the diagram's id. */
function fakeRenderer(fail = false): MermaidRenderer {
  const render = async (source: string): Promise<RenderedDiagram> => {
    if (fail) {
      throw new Error('Parse error');
    }
    const hash = source.length.toString(16);
    const id = diagramId(hash);
    return {hash, svg: {light: `<svg id="${id}-light"/>`, dark: `<svg id="${id}-dark"/>`}};
  };
  return {render} as unknown as MermaidRenderer;
}

async function transform(renderer: MermaidRenderer | undefined) {
  const processor = unified().use(remarkParse);
  const root = processor.parse(markdown);
  await remarkMermaidSvg(() => renderer)()(root, {path: 'doc.mdx'});
  return root.children as unknown as {type: string; meta?: string; data?: {hProperties: object}}[];
}

describe('remarkMermaidSvg', () => {
  it('puts both drawings on the element, with ids of their own for equal diagrams', async () => {
    const [first, live, second] = await transform(fakeRenderer());
    expect(first?.data?.hProperties).toEqual({
      value: 'flowchart LR\n  A --> B',
      svgId: 'mermaid-svg-16',
      svgLight: '<svg id="mermaid-svg-16-light"/>',
      svgDark: '<svg id="mermaid-svg-16-dark"/>',
    });
    expect(second?.data?.hProperties).toMatchObject({
      svgId: 'mermaid-svg-16-2',
      svgLight: '<svg id="mermaid-svg-16-2-light"/>',
    });
    // ```mermaid live: drawn by the browser, its build drawing holding the place meanwhile.
    expect(live?.data?.hProperties).toEqual({
      value: 'flowchart LR\n  C --> D2',
      live: true,
      svgId: 'mermaid-svg-17',
      svgLight: '<svg id="mermaid-svg-17-light"/>',
      svgDark: '<svg id="mermaid-svg-17-dark"/>',
    });
  });

  it('marks the diagrams lazy when the build cannot draw them, and a live one plain', async () => {
    for (const renderer of [undefined, fakeRenderer(true)]) {
      const [first, live] = await transform(renderer);
      expect(first?.data?.hProperties).toEqual({value: 'flowchart LR\n  A --> B', lazy: true});
      expect(live?.data?.hProperties).toEqual({value: 'flowchart LR\n  C --> D2'});
    }
  });
});
