// The theme's Admonition, downloaded when one renders. Markdown pages with admonitions import the
// theme's component themselves (src/utils/remarkAdmonitionImport.ts), so what still names this
// one is rare: the MDX component map (Markdown outside the content plugins that run that remark
// plugin: the test area), and the framework's unlisted and draft banners. Server rendering waits
// for it; in the browser, hydration keeps the server's markup until the code is in.
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';
import {lazyComponent} from '@site/src/components/LazyBoundary';

type Props = WrapperProps<typeof AdmonitionType>;

export default lazyComponent<Props>(() => import('@theme-original/Admonition'));
