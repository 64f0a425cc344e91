// The colour generator is interactive-only code that one docs page uses: it downloads on demand,
// behind a spinner, with an error and a Retry button if the download fails.
import {lazyComponent} from '@site/src/components/LazyBoundary';

export default lazyComponent(
  () => import(/* webpackChunkName: "color-generator" */ './ColorGenerator'),
);
