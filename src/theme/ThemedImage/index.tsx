// Themed images load lazily unless their caller asks otherwise. The server cannot know the
// reader's colour mode, so it writes both variants and CSS hides one; loaded eagerly, the hidden
// variant downloaded too, and React preloaded both from the first bytes of the page, so on every
// page the navbar's two logos shared the phone's bandwidth with the stylesheet before the first
// paint (Lighthouse mobile, /docs/installation, single runs interleaved on one build: LCP
// 1.06-1.22 s eager, 1.13-1.15 s lazy). Lazy, a hidden variant is never fetched, and the shown
// one once the page is laid out. Every themed image has its width and height set, so nothing
// moves when it arrives.
import React, {type ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type ThemedImageType from '@theme/ThemedImage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ThemedImageType>;

export default function ThemedImageWrapper(props: Props): ReactNode {
  return <ThemedImage loading="lazy" {...props} />;
}
