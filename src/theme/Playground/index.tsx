// The live editor (react-live and the sucrase compiler, about 50 kB gzip) downloads only on pages
// that have a live code block, not with every Markdown page; a spinner holds its place meanwhile.
import type PlaygroundType from '@theme/Playground';
import type {WrapperProps} from '@docusaurus/types';
import {lazyComponent} from '@site/src/components/LazyBoundary';

type Props = WrapperProps<typeof PlaygroundType>;

export default lazyComponent<Props>(
  () => import(/* webpackChunkName: "live-playground" */ '@theme-original/Playground'),
);
