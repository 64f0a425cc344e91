// Prism, with themeConfig.prism.additionalLanguages registered: the one module of the site that
// pulls in Prism and its grammars (about 36 kB gzip). Code blocks reach it through ./highlighter.
import {Highlight, Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';

includeLanguages(Prism);

export {Highlight, Prism};
