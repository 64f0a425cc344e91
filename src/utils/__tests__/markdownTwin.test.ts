import {expect, it} from 'vitest';
import {markdownTwinUrl} from '../markdownTwin';

it('puts the twin beside the page', () => {
  expect(markdownTwinUrl('/docs/3.8.1/cli')).toBe('/docs/3.8.1/cli.md');
  expect(markdownTwinUrl('/docs/')).toBe('/docs/index.md');
  expect(markdownTwinUrl('/blog/releases/3.8')).toBe('/blog/releases/3.8.md');
  expect(markdownTwinUrl('/docs/cli?x=1#y')).toBe('/docs/cli.md');
  expect(markdownTwinUrl('/tests/blog/post.html')).toBe('/tests/blog/post.md');
});
