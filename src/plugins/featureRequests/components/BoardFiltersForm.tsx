import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import type {BoardFilters} from '../utils';
import {categoryLabels, statusLabels} from './labels';
import styles from './styles.module.css';

type Props = {filters: BoardFilters; onChange: (next: BoardFilters) => void};

const allLabel = translate({id: 'featureRequests.filters.all', message: 'All'});

/** A labelled select offering "All" followed by each value of `labels`. */
function FilterSelect<T extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: ReactNode;
  value: T | 'all';
  labels: Record<T, string>;
  onChange: (value: T | 'all') => void;
}): ReactNode {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T | 'all')}>
        <option value="all">{allLabel}</option>
        {Object.entries<string>(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Status and category selects and the text search of the board. */
export default function BoardFiltersForm({filters, onChange}: Props): ReactNode {
  return (
    <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        label={<Translate id="featureRequests.filters.status">Status</Translate>}
        value={filters.status}
        labels={statusLabels}
        onChange={(status) => onChange({...filters, status})}
      />
      <FilterSelect
        label={<Translate id="featureRequests.filters.category">Category</Translate>}
        value={filters.category}
        labels={categoryLabels}
        onChange={(category) => onChange({...filters, category})}
      />
      <label className={styles.query}>
        <Translate id="featureRequests.filters.query">Search</Translate>
        <input
          type="search"
          value={filters.query}
          placeholder={translate({
            id: 'featureRequests.filters.query.placeholder',
            message: 'Words in the title or description',
          })}
          onChange={(event) => onChange({...filters, query: event.target.value})}
        />
      </label>
    </form>
  );
}
