import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeTaskListLabels from '../rehypeTaskListLabels';
import {walk, type HastNode} from '../hast';

/** Markdown through the same GFM and remark-rehype steps as the site, then the plugin. */
async function checkboxes(markdown: string): Promise<Record<string, unknown>[]> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = (await processor.run(processor.parse(markdown))) as HastNode;
  rehypeTaskListLabels()(tree);
  const found: Record<string, unknown>[] = [];
  walk(tree, (node) => {
    if (node.tagName === 'input' && node.properties) {
      found.push(node.properties);
    }
  });
  return found;
}

describe('rehypeTaskListLabels', () => {
  it("names each checkbox of a tight task list with its item's text", async () => {
    const boxes = await checkboxes(
      '- [x] Write the page\n- [ ] ~~Copy it~~ Write **it** ourselves\n',
    );
    expect(boxes.map((box) => [box.ariaLabel, box.checked])).toEqual([
      ['Write the page', true],
      ['Copy it Write it ourselves', false],
    ]);
  });

  it('names checkboxes of a loose list, and of a nested list without the outer text', async () => {
    const boxes = await checkboxes(
      '- [ ] First step\n\n  More about it.\n\n- [x] Second step\n  - [x] Its sub-step\n',
    );
    expect(boxes.map((box) => box.ariaLabel)).toEqual([
      'First step',
      'Second step',
      'Its sub-step',
    ]);
  });

  it('adds nothing to a list without checkboxes', async () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
    const tree = (await processor.run(processor.parse('- an item\n- another\n'))) as HastNode;
    const before = JSON.stringify(tree);
    rehypeTaskListLabels()(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('leaves checkboxes outside task-list items, and labels set by the author, as they are', () => {
    const checkbox = (properties: Record<string, unknown>): HastNode => ({
      type: 'element',
      tagName: 'input',
      properties: {type: 'checkbox', ...properties},
      children: [],
    });
    const text = (value: string): HastNode => ({type: 'text', value});
    const plain = checkbox({});
    const labelled = checkbox({ariaLabel: 'Chosen by the author'});
    const tree: HastNode = {
      type: 'root',
      children: [
        {type: 'element', tagName: 'li', properties: {}, children: [plain, text(' Not a task')]},
        {
          type: 'element',
          tagName: 'li',
          properties: {className: ['task-list-item']},
          children: [labelled, text(' Item text')],
        },
      ],
    };
    rehypeTaskListLabels()(tree);
    expect(plain.properties?.ariaLabel).toBeUndefined();
    expect(labelled.properties?.ariaLabel).toBe('Chosen by the author');
  });
});
