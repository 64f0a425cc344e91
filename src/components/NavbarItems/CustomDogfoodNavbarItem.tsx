import React from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {isTestAreaPath} from '@site/src/utils/testArea';
import {hydratingStaticNotFound} from '@site/src/utils/staticNotFound';
import styles from './CustomDogfoodNavbarItem.module.css';

interface Props {
  readonly content: string;
  readonly mobile?: boolean;
}

/** Demo of a custom navbar item type; it only appears in the test area (/tests/...). */
export default function CustomDogfoodNavbarItem({
  content,
  mobile,
}: Props): React.JSX.Element | null {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  // The static not-found page, served for unknown URLs under /tests/ too, was rendered outside the
  // test area: hydrating it, the item stays out as the server left it, and appears right after.
  if (!isTestAreaPath(pathname) || (hydratingStaticNotFound && !isBrowser)) {
    return null;
  }
  const message =
    translate({
      id: 'site.dogfoodNavbarItem.alert',
      message: "I'm a custom navbar item type example",
    }) + (mobile ? ' (mobile)' : '');
  const button = (
    <button
      type="button"
      className={
        mobile
          ? `menu__link clean-btn ${styles.mobileButton}`
          : 'navbar__item navbar__link clean-btn'
      }
      aria-label={translate({
        id: 'site.dogfoodNavbarItem.label',
        message: 'Custom navbar item demo',
      })}
      onClick={() => window.alert(message)}>
      {content}
    </button>
  );
  // The mobile menu is a list, as the other items' rows are.
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}
