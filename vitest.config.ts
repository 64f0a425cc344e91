import path from 'node:path';
import {transformWithEsbuild, type Plugin} from 'vite';
import {defineConfig} from 'vitest/config';

const nodeModules = path.resolve(__dirname, 'node_modules');
const themeStubs = path.resolve(__dirname, 'tests/unit/theme/stubs');

// The theme's published components are .js files that still contain JSX. Tests that render one
// (tests/unit/theme) need them compiled like the site's bundler does.
function jsxInDocusaurusLib(): Plugin {
  return {
    name: 'jsx-in-docusaurus-lib',
    enforce: 'pre',
    async transform(code, id) {
      if (!/node_modules\/@docusaurus\/(core|theme-classic|theme-common)\/lib\/.*\.js$/.test(id)) {
        return null;
      }
      return transformWithEsbuild(code, id, {loader: 'jsx', jsx: 'automatic'});
    },
  };
}

export default defineConfig({
  plugins: [jsxInDocusaurusLib()],
  resolve: {
    // The module aliases the Docusaurus bundler provides, for the few theme tests that need them.
    alias: [
      {find: /^@site\/(.*)$/, replacement: path.resolve(__dirname, '$1')},
      {
        find: '@theme/NavbarItem/ComponentTypes',
        replacement: path.resolve(__dirname, 'src/theme/NavbarItem/ComponentTypes.tsx'),
      },
      {
        find: /^@theme\/NavbarItem$/,
        replacement: path.join(
          nodeModules,
          '@docusaurus/theme-classic/lib/theme/NavbarItem/index.js',
        ),
      },
      {find: /^@theme\/(SearchBar|Navbar\/.*)$/, replacement: path.join(themeStubs, 'Nothing.tsx')},
      {
        find: '@theme-original/NavbarItem/ComponentTypes',
        replacement: path.join(themeStubs, 'ThemeComponentTypes.tsx'),
      },
      {
        find: /^@docusaurus\/(router|Translate|Interpolate|useIsBrowser)$/,
        replacement: path.join(nodeModules, '@docusaurus/core/lib/client/exports/$1.js'),
      },
      {find: '@docusaurus/ErrorBoundary', replacement: path.join(themeStubs, 'ErrorBoundary.tsx')},
      {
        find: '@generated/codeTranslations',
        replacement: path.join(themeStubs, 'codeTranslations.ts'),
      },
    ],
  },
  test: {
    include: [
      'src/**/__tests__/**/*.test.ts',
      'src/**/__tests__/**/*.test.tsx',
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
    ],
    environment: 'node',
    server: {deps: {inline: [/@docusaurus\/(core|theme-classic|theme-common)\/lib/]}},
  },
});
