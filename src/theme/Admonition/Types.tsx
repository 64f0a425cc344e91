// Wrapped (not ejected) to register `:::my-custom-admonition`, the keyword docusaurus.config.ts
// adds in `admonitions.keywords`: without an entry here the theme renders it as Info and warns.
import type DefaultAdmonitionTypes from '@theme/Admonition/Types';
import OriginalAdmonitionTypes from '@theme-original/Admonition/Types';
import CustomAdmonition from '@site/src/components/CustomAdmonition';

const AdmonitionTypes: typeof DefaultAdmonitionTypes = {
  ...OriginalAdmonitionTypes,
  'my-custom-admonition': CustomAdmonition,
};

export default AdmonitionTypes;
