import {describe, expect, it} from 'vitest';
import {withoutManifestLink} from '../headTags';

describe('withoutManifestLink', () => {
  it("takes the manifest's link out of the head tags and gives its address", () => {
    const tags = [
      {tagName: 'link', attributes: {rel: 'icon', href: '/img/pwa/icon-192.png'}},
      {tagName: 'link', attributes: {rel: 'manifest', href: '/base/manifest.json'}},
      {tagName: 'meta', attributes: {name: 'theme-color', content: '#2e8555'}},
    ];
    const {headTags, manifestUrl} = withoutManifestLink(() => ({headTags: tags}));
    expect(manifestUrl).toBe('/base/manifest.json');
    expect(headTags).toEqual([tags[0], tags[2]]);
  });

  it('gives an empty address when the head has no manifest, and copes with no tags', () => {
    const meta = {tagName: 'meta', attributes: {name: 'theme-color', content: '#000'}};
    expect(withoutManifestLink(() => ({headTags: [meta]}))).toEqual({
      headTags: [meta],
      manifestUrl: '',
    });
    expect(withoutManifestLink(undefined)).toEqual({headTags: [], manifestUrl: ''});
  });
});
