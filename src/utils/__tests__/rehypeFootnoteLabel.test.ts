import {describe, expect, it} from 'vitest';
import {simpleHash} from '@docusaurus/utils';
import rehypeFootnoteLabel from '../rehypeFootnoteLabel';
import type {HastNode} from '../hast';

/** The hast that remark-rehype writes for one footnote reference and the footnotes section. */
function footnoteTree(): HastNode {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        properties: {},
        children: [
          {
            type: 'element',
            properties: {href: '#user-content-fn-1-abc', ariaDescribedBy: ['footnote-label']},
          },
        ],
      },
      {
        type: 'element',
        properties: {dataFootnotes: true, className: ['footnotes']},
        children: [{type: 'element', properties: {id: 'footnote-label', className: ['sr-only']}}],
      },
    ],
  };
}

function transform(path: string): HastNode {
  const tree = footnoteTree();
  rehypeFootnoteLabel()(tree, {path});
  return tree;
}

const reference = (tree: HastNode) => tree.children?.[0]?.children?.[0]?.properties;
const label = (tree: HastNode) => tree.children?.[1]?.children?.[0]?.properties;

describe('rehypeFootnoteLabel', () => {
  it('gives the footnotes heading an id of its file and points every reference at it', () => {
    const tree = transform('/site/blog/2022-01-01-post.mdx');
    const id = `footnote-label-${simpleHash('/site/blog/2022-01-01-post.mdx', 6)}`;
    expect(label(tree)?.id).toBe(id);
    expect(reference(tree)?.ariaDescribedBy).toEqual([id]);
  });

  it('gives two posts two different ids', () => {
    expect(label(transform('/blog/a.md'))?.id).not.toBe(label(transform('/blog/b.md'))?.id);
  });

  it('leaves other ids and descriptions alone', () => {
    const tree: HastNode = {
      type: 'root',
      children: [{type: 'element', properties: {id: 'intro', ariaDescribedBy: ['note', 'hint']}}],
    };
    rehypeFootnoteLabel()(tree, {path: '/blog/a.md'});
    expect(tree.children?.[0]?.properties).toEqual({
      id: 'intro',
      ariaDescribedBy: ['note', 'hint'],
    });
  });
});
