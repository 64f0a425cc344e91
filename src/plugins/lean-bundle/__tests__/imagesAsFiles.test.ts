import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {getFileLoaderUtils} from '@docusaurus/utils';

const require = createRequire(import.meta.url);
const {imagesAsFiles} = require('../imagesAsFiles.cjs') as {
  imagesAsFiles: (source: string) => string;
};

/** A compiled MDX module's image require, with the framework's own inline loader request. */
function moduleRequiring(isServer: boolean, image = './img/valley.webp'): string {
  const loader = getFileLoaderUtils(isServer).loaders.inlineMarkdownImageFileLoader;
  return `const img = {src: require(${JSON.stringify(`${loader}${image}`)}).default};`;
}

describe('imagesAsFiles', () => {
  it.each([
    ['browser', false],
    ['server', true],
  ])(
    "sets the framework's inline url-loader limit to 0 in the %s build, nothing else",
    (_, isServer) => {
      const source = moduleRequiring(isServer) + moduleRequiring(isServer, './other.png');
      expect(source).toMatch(/\?limit=10000&/);
      const rewritten = imagesAsFiles(source);
      expect(rewritten).not.toMatch(/limit=10000/);
      expect(rewritten.match(/url-loader[\\/]+dist[\\/]+cjs\.js\?limit=0&name=/g)).toHaveLength(2);
      expect(rewritten.replace(/limit=0&/g, 'limit=10000&')).toBe(source);
    },
  );

  it('leaves modules without an inline url-loader request alone, prose about url-loader included', () => {
    const source = 'const p = _jsx("p", {children: "url-loader inlines files under its limit"});';
    expect(imagesAsFiles(source)).toBe(source);
  });

  it('fails the build when the inline request has no limit to rewrite', () => {
    const source = moduleRequiring(false).replace(/\?limit=\d+&/, '?');
    expect(() => imagesAsFiles(source)).toThrow(/imagesAsFiles\.cjs/);
  });
});
