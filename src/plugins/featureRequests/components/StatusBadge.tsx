import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import type {FeatureRequestStatus} from '@site/src/data/featureRequests';
import {statusLabels} from './labels';
import styles from './styles.module.css';

const badgeClass: Record<FeatureRequestStatus, string> = {
  idea: 'badge--secondary',
  done: 'badge--success',
};

export default function StatusBadge({status}: {status: FeatureRequestStatus}): ReactNode {
  return (
    <span className={clsx('badge', badgeClass[status], styles.badge)} data-status={status}>
      {statusLabels[status]}
    </span>
  );
}
