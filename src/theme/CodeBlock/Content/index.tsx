// Registers themeConfig.prism.additionalLanguages when the first code block loads. The theme does
// it in a client module, which puts Prism and its grammars (about 36 kB gzip) in the bundle of
// every page; the lean-bundle plugin turns that client module off, so pages without code skip it.
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';

includeLanguages(Prism);

export {default} from '@theme-original/CodeBlock/Content';
