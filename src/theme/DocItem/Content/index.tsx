// Wraps the doc content to put the "Copy page" menu at its top right, above the title, and to
// route the clicks on links inside its static blocks (useStaticLinks).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import useStaticLinks from '@site/src/utils/useStaticLinks';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {badge} = useDocsVersion();
  useStaticLinks();
  return (
    <>
      <CopyPageMenu
        permalink={metadata.permalink}
        className={clsx(styles.menu, badge && styles.besideBadge)}
      />
      <Content {...props} />
    </>
  );
}
