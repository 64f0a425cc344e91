// The language menu keeps the page's query string and hash (spec §2). Opened at such a URL, its
// entries hydrate with the server's links, which lack them: it mounts again in the browser then
// (see serverLinksDiffer), and only then.
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {serverLinksDiffer} from '@site/src/utils/serverUrl';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const remount = useIsBrowser() && serverLinksDiffer;
  return <LocaleDropdownNavbarItem key={remount ? 'browser' : 'server'} {...props} />;
}
