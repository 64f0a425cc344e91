/**
 * Translation descriptions left out of the browser's scripts.
 *
 * `<Translate id description>` and `translate({id, message, description})` carry a note for
 * translators, which `docusaurus write-translations` reads from the source files. In the browser
 * nothing reads it, yet the theme's notes ("The ARIA label for the main navigation", …) were about
 * 1 kB gzip of a doc page's scripts. This removes them from the emitted scripts, after
 * minification and before the final content hashing: from every object literal that is a
 * translation's (an `id` string made of dot-separated words, a `description` string, a `message`,
 * `children` or `values`, and nothing else).
 */
import * as acorn from 'acorn';
import type {Compiler} from 'webpack';
import {beforeContentHashing} from './emittedScripts';

const TRANSLATION_KEYS = new Set(['id', 'message', 'description', 'values', 'children']);
const TRANSLATION_ID = /^[\w@$-]+(\.[\w@$-]+)+$/;

type Node = acorn.Node & Record<string, unknown>;
type Property = Node & {
  key: Node & {name?: string; value?: unknown};
  value: Node & {value?: unknown};
};

function keyName(property: Property): string | undefined {
  if (property.type !== 'Property' || property.computed) {
    return undefined;
  }
  const {key} = property;
  return key.type === 'Identifier'
    ? key.name
    : typeof key.value === 'string'
      ? key.value
      : undefined;
}

const isString = (node: Node): boolean => node.type === 'Literal' && typeof node.value === 'string';

/** The range to cut for a translation object's description, with its comma; or undefined. */
function descriptionRange(object: Node): [number, number] | undefined {
  const properties = object.properties as Property[];
  const names = properties.map(keyName);
  if (names.some((name) => name === undefined || !TRANSLATION_KEYS.has(name))) {
    return undefined;
  }
  const byName = new Map(names.map((name, i) => [name!, properties[i]!]));
  const id = byName.get('id');
  const description = byName.get('description');
  const hasText = byName.has('message') || byName.has('children') || byName.has('values');
  if (!id || !description || !hasText || !isString(id.value) || !isString(description.value)) {
    return undefined;
  }
  if (!TRANSLATION_ID.test(String(id.value.value))) {
    return undefined;
  }
  const index = properties.indexOf(description);
  const next = properties[index + 1];
  return next ? [description.start, next.start] : [properties[index - 1]!.end, description.end];
}

function collect(node: unknown, ranges: [number, number][]): void {
  if (Array.isArray(node)) {
    node.forEach((child) => collect(child, ranges));
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') {
    return;
  }
  const current = node as Node;
  if (current.type === 'ObjectExpression') {
    const range = descriptionRange(current);
    if (range) {
      ranges.push(range);
    }
  }
  for (const key of Object.keys(current)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') {
      collect(current[key], ranges);
    }
  }
}

/** A script without its translation descriptions, and how many it had. */
export function withoutTranslateDescriptions(code: string): {code: string; removed: number} {
  const ranges: [number, number][] = [];
  collect(acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'script'}), ranges);
  let result = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + result.slice(end);
  }
  return {code: result, removed: ranges.length};
}

const PLUGIN = 'lean-bundle-translate-descriptions';

export class TranslateDescriptionsPlugin {
  apply(compiler: Compiler): void {
    beforeContentHashing(compiler, PLUGIN, (compilation, RawSource) => {
      for (const asset of compilation.getAssets()) {
        if (asset.name.endsWith('.js')) {
          const {code, removed} = withoutTranslateDescriptions(String(asset.source.source()));
          if (removed > 0) {
            compilation.updateAsset(asset.name, new RawSource(code));
          }
        }
      }
    });
  }
}
