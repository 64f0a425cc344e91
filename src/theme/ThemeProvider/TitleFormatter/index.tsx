// Page titles of the test area's plugin instances (ids ending in "tests") start with a dog emoji
// and "Dogfood", so a tab or a bookmark of a test page is never taken for documentation. The
// rest of the title is the default one. Nested inside the theme's provider, which it overrides.
import React from 'react';
import TitleFormatter from '@theme-original/ThemeProvider/TitleFormatter';
import type TitleFormatterType from '@theme/ThemeProvider/TitleFormatter';
import type {WrapperProps} from '@docusaurus/types';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import {isDogfoodPluginId} from '@site/src/utils/testArea';
import {dogfoodLabel} from '@site/src/utils/dogfoodLabel';

type Props = WrapperProps<typeof TitleFormatterType>;
type Formatter = React.ComponentProps<typeof TitleFormatterProvider>['formatter'];

const formatter: Formatter = ({defaultFormatter, ...params}) => {
  const title = defaultFormatter(params);
  if (!isDogfoodPluginId(params.plugin.id)) {
    return title;
  }
  return `🐶 ${dogfoodLabel()} · ${title}`;
};

export default function TitleFormatterWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <TitleFormatter {...props}>
      <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>
    </TitleFormatter>
  );
}
