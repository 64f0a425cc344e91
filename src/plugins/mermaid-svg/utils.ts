/**
 * The pure parts of build-time Mermaid rendering: cache keys, id scoping, accessible markup and the
 * choice between rendering at build time and in the browser.
 */
import {createHash} from 'node:crypto';

/** The two colour modes every diagram is drawn in. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What `themeConfig.mermaid` holds (see @docusaurus/theme-mermaid's validateThemeConfig). */
export interface MermaidThemeConfig {
  theme: Record<ColorMode, string>;
  options: Record<string, unknown>;
}

/** One diagram drawn in both modes; each SVG's ids start with `${diagramId(hash)}-${mode}`. */
export interface RenderedDiagram {
  hash: string;
  svg: Record<ColorMode, string>;
}

/**
 * A short hash of everything that decides a diagram's SVGs: its source, the theme options, the
 * Mermaid version and the version of our post-processing. Equal sources share a cache entry.
 */
export function diagramHash(source: string, inputs: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify({source, ...inputs}))
    .digest('hex')
    .slice(0, 12);
}

/** The id a diagram's SVGs are drawn with; `occurrence` tells apart equal diagrams on one page. */
export function diagramId(hash: string, occurrence = 1): string {
  return occurrence === 1 ? `mermaid-svg-${hash}` : `mermaid-svg-${hash}-${occurrence}`;
}

/** The configuration Mermaid draws one mode with, as the theme's own browser rendering builds it. */
export function mermaidConfig(
  config: MermaidThemeConfig,
  mode: ColorMode,
): Record<string, unknown> {
  return {startOnLoad: false, ...config.options, theme: config.theme[mode]};
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Prefixes every id of an SVG that does not contain `prefix`, and follows the references to it
 * (`url(#…)`, `href="#…"`, aria id lists and `#…` selectors in its styles). Mermaid builds most
 * ids from the id it draws with (`<id>-flowchart-A-0`, `chart-title-<id>`), but not all (a sequence
 * diagram's actors are `actor0`, `root-1`…): two inline SVGs on one page must not share any.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  const stray = [...svg.matchAll(/\sid="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((id) => !id.includes(prefix));
  if (stray.length === 0) {
    return svg;
  }
  const renamed = new Map(stray.map((id) => [id, `${prefix}-${id}`]));
  const alternatives = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  // An id as a whole attribute value or list item, or after `#` up to a character no id has.
  const attribute = new RegExp(`(\\s(?:id|aria-labelledby|aria-describedby)=")([^"]*)"`, 'g');
  const reference = new RegExp(`#(${alternatives})(?![\\w-])`, 'g');
  return svg
    .replace(
      attribute,
      (_match, start: string, value: string) =>
        `${start}${value
          .split(' ')
          .map((id) => renamed.get(id) ?? id)
          .join(' ')}"`,
    )
    .replace(reference, (_match, id: string) => `#${renamed.get(id) ?? id}`);
}

/**
 * Keeps the first element of each id and takes the id off later ones. Some diagram types give two
 * elements one id (a mind map's node group and its background path are both `node_1`): a page
 * must not, and references to the id already meant the first element.
 */
export function dropRepeatedIds(svg: string): string {
  const seen = new Set<string>();
  return svg.replace(/\sid="([^"]+)"/g, (attribute, id: string) => {
    if (seen.has(id)) {
      return '';
    }
    seen.add(id);
    return attribute;
  });
}

/** Renames every id of a scoped SVG (each contains `from`), with the references to it. */
export function renameSvgIds(svg: string, from: string, to: string): string {
  return svg.split(from).join(to);
}

/**
 * An SVG announced as one image: role="img" and a name, the diagram's own title (`accTitle`, which
 * Mermaid links with aria-labelledby) or else `fallbackLabel`. Mermaid's aria-roledescription
 * ("flowchart-v2") is dropped: it would replace the role's name for screen reader users.
 */
export function asAccessibleImage(svg: string, fallbackLabel: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg);
  if (!open) {
    throw new Error('Mermaid returned something other than an SVG element');
  }
  let tag = open[0]
    .replace(/\srole="[^"]*"/, '')
    .replace(/\saria-roledescription="[^"]*"/, '')
    .replace(/^<svg/, '<svg role="img"');
  if (!/\saria-labelledby="/.test(tag)) {
    tag = tag.replace(/^<svg/, `<svg aria-label="${fallbackLabel.replace(/"/g, '&quot;')}"`);
  }
  return tag + svg.slice(open[0].length);
}

/** Whether a ```mermaid code block asks for the theme's live browser rendering (```mermaid live). */
export function isLive(meta: string | null | undefined): boolean {
  return /(^|\s)live(\s|$)/.test(meta ?? '');
}

/** Where diagrams are drawn, and the one line that says so when the build cannot draw them. */
export type RenderingPlan =
  | {where: 'build'; executablePath: string}
  | {where: 'browser'; notice: string};

/**
 * Diagrams are drawn at build time when Chromium and its driver are installed; otherwise each is
 * drawn in the reader's browser when it nears the viewport.
 */
export function planRendering({
  executablePath,
  browserExists,
  driverInstalled,
}: {
  executablePath: string;
  browserExists: boolean;
  driverInstalled: boolean;
}): RenderingPlan {
  const missing = !browserExists
    ? `no Chromium at ${executablePath} (set CHROMIUM_PATH or run \`sudo apt-get install chromium\`)`
    : !driverInstalled
      ? 'playwright-core is not installed'
      : undefined;
  if (missing === undefined) {
    return {where: 'build', executablePath};
  }
  return {
    where: 'browser',
    notice: `Mermaid diagrams are not drawn at build time: ${missing}. Each diagram is drawn in the reader's browser instead, when it nears the viewport.`,
  };
}
