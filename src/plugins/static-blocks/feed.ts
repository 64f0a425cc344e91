/**
 * Blog feeds without the static blocks' marks. The blog plugin copies each post's HTML from its
 * built page into the RSS, Atom and JSON feeds, marks included (`<p data-sb="a1">`, rehype.ts),
 * which only the site's own script reads. Set as a blog instance's `feedOptions.createFeedItems`.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-blog';

type CreateFeedItems = NonNullable<PluginOptions['feedOptions']['createFeedItems']>;

const BLOCK_MARK = / data-sb="[^"]*"/g;

export function withoutBlockMarks(html: string): string {
  return html.replace(BLOCK_MARK, '');
}

export const createFeedItems: CreateFeedItems = async ({defaultCreateFeedItems, ...params}) =>
  (await defaultCreateFeedItems(params)).map((item) =>
    item.content === undefined ? item : {...item, content: withoutBlockMarks(item.content)},
  );
