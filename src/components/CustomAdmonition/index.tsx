import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

import IconSpark from './IconSpark';
import styles from './styles.module.css';

/**
 * Renders `:::my-custom-admonition`, the keyword this site adds in `admonitions.keywords`.
 * It reuses the theme's layout so it lines up with the built-in types and only changes the
 * colours, the icon and the default title.
 */
export default function CustomAdmonition(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<IconSpark />}
      title={
        <Translate
          id="components.customAdmonition.title"
          description="Default title of the site's custom :::my-custom-admonition admonition">
          Custom
        </Translate>
      }
      {...props}
      className={clsx('alert', styles.customAdmonition, props.className)}
    />
  );
}
