// A committer's avatar, drawn from the handle (no image is fetched from a code host).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {identicon} from './identicon';
import styles from './styles.module.css';

export interface Props {
  readonly handle: string;
  readonly size?: number;
  readonly className?: string;
}

export default function ChangelogAvatar({handle, size = 32, className}: Props): ReactNode {
  const {hue, path} = identicon(handle);
  return (
    <svg
      className={clsx(styles.avatar, className)}
      width={size}
      height={size}
      viewBox="-0.5 -0.5 6 6"
      aria-hidden="true"
      focusable="false">
      <rect x="-0.5" y="-0.5" width="6" height="6" className={styles.background} />
      <path d={path} fill={`hsl(${hue} 60% 45%)`} />
    </svg>
  );
}
