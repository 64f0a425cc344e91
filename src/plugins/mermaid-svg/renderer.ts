/**
 * Draws Mermaid diagrams to SVG in one headless Chromium per build, with the installed `mermaid`
 * package loaded from disk. The browser starts with the first diagram not found in the cache and
 * stays open until `close()`; diagrams are drawn one at a time, since Mermaid keeps its
 * configuration in one global object.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {
  COLOR_MODES,
  asAccessibleImage,
  dropRepeatedIds,
  diagramHash,
  diagramId,
  mermaidConfig,
  scopeSvgIds,
  type ColorMode,
  type MermaidThemeConfig,
  type RenderedDiagram,
} from './utils';

// Bump when the post-processing below changes, so cached SVGs are drawn again.
const POST_PROCESSING_VERSION = 2;

const mermaidPackage = require.resolve('mermaid/package.json');
const mermaidScript = path.join(path.dirname(mermaidPackage), 'dist/mermaid.min.js');
const cacheDir = path.join(path.dirname(mermaidPackage), '../.cache/mermaid-svg');

export interface RendererOptions {
  executablePath: string;
  config: MermaidThemeConfig;
  /** The accessible name of a diagram without its own title (`accTitle`). */
  fallbackLabel: string;
}

export class MermaidRenderer {
  private page: Promise<Page> | undefined;
  private browser: Browser | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<string, Promise<RenderedDiagram>>();
  private mermaidVersion: string | undefined;
  /** Diagrams read from the cache and drawn, and the time the browser spent starting and drawing. */
  readonly stats = {cached: 0, drawn: 0, busyMs: 0};

  constructor(private readonly options: RendererOptions) {}

  /** The diagram's SVGs in both modes, from the cache or drawn now. */
  async render(source: string): Promise<RenderedDiagram> {
    this.mermaidVersion ??= (
      JSON.parse(await fs.readFile(mermaidPackage, 'utf8')) as {version: string}
    ).version;
    const hash = diagramHash(source, {
      config: this.options.config,
      fallbackLabel: this.options.fallbackLabel,
      mermaid: this.mermaidVersion,
      postProcessing: POST_PROCESSING_VERSION,
    });
    let diagram = this.pending.get(hash);
    if (!diagram) {
      diagram = this.cachedOrDrawn(hash, source);
      this.pending.set(hash, diagram);
    }
    return diagram;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.page = undefined;
    this.browser = undefined;
    await browser?.close();
  }

  private async cachedOrDrawn(hash: string, source: string): Promise<RenderedDiagram> {
    const file = path.join(cacheDir, `${hash}.json`);
    try {
      const cached = JSON.parse(await fs.readFile(file, 'utf8')) as RenderedDiagram;
      this.stats.cached += 1;
      return cached;
    } catch {
      // Not drawn yet.
    }
    const id = diagramId(hash);
    const svg = {} as Record<ColorMode, string>;
    for (const mode of COLOR_MODES) {
      const modeId = `${id}-${mode}`;
      const drawn = await this.draw(modeId, source, mode);
      svg[mode] = asAccessibleImage(
        dropRepeatedIds(scopeSvgIds(drawn, modeId)),
        this.options.fallbackLabel,
      );
    }
    this.stats.drawn += 1;
    const diagram: RenderedDiagram = {hash, svg};
    await fs.mkdir(cacheDir, {recursive: true});
    await fs.writeFile(file, JSON.stringify(diagram));
    return diagram;
  }

  private draw(id: string, source: string, mode: ColorMode): Promise<string> {
    const config = mermaidConfig(this.options.config, mode);
    const drawing = this.queue.then(async () => {
      const start = performance.now();
      const page = await this.openPage();
      const svg = await page.evaluate(
        async ({id, source, config}) => {
          const {mermaid} = window as unknown as {
            mermaid: {
              initialize: (config: unknown) => void;
              render: (id: string, text: string) => Promise<{svg: string}>;
            };
          };
          mermaid.initialize(config);
          try {
            return (await mermaid.render(id, source)).svg;
          } finally {
            // On a syntax error Mermaid leaves its error drawing in the page.
            document.getElementById(`d${id}`)?.remove();
          }
        },
        {id, source, config},
      );
      this.stats.busyMs += performance.now() - start;
      return svg;
    });
    // A failed diagram must not stop the ones queued after it.
    this.queue = drawing.catch(() => undefined);
    return drawing;
  }

  private openPage(): Promise<Page> {
    this.page ??= (async () => {
      const {chromium} = await import('playwright-core');
      this.browser = await chromium.launch({
        executablePath: this.options.executablePath,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const page = await this.browser.newPage();
      // Nothing is fetched: the page is empty and Mermaid comes from node_modules.
      await page.route('**/*', (route) => route.abort());
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({path: mermaidScript});
      return page;
    })();
    return this.page;
  }
}
