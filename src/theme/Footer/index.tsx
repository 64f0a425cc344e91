// Hydrates the footer, with its dozens of links, apart from the rest of the page and only as the
// reader nears it (HydrationBoundary).
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HydrationBoundary from '@site/src/components/HydrationBoundary';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <Footer {...props} />
    </HydrationBoundary>
  );
}
