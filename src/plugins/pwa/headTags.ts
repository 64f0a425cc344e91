import type {HtmlTagObject, Plugin} from '@docusaurus/types';

/**
 * The plugin's head tags, less the web app manifest's link, whose address the browser code adds
 * once the page is on screen (client/registerSw.ts). With the link in the HTML, Chrome fetched the
 * manifest, then its icon, while the stylesheet downloaded: on a phone's connection they share its
 * bandwidth (Lighthouse mobile's LCP estimate for a doc page counted 150 ms for them).
 */
export function withoutManifestLink(inject: Plugin<void>['injectHtmlTags']): {
  headTags: HtmlTagObject[];
  manifestUrl: string;
} {
  const tags = (inject?.({content: undefined}).headTags ?? []) as HtmlTagObject[];
  const isManifest = (tag: HtmlTagObject) =>
    tag.tagName === 'link' && tag.attributes?.rel === 'manifest';
  const manifest = tags.find(isManifest);
  return {
    headTags: tags.filter((tag) => !isManifest(tag)),
    manifestUrl: typeof manifest?.attributes?.href === 'string' ? manifest.attributes.href : '',
  };
}
