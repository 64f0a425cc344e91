import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {tags as tagDefinitions, tagTypes} from '@site/src/data/showcase';
import {
  defaultFilterState,
  isDefaultFilterState,
  toggleTag,
  type FilterState,
  type Operator,
} from '../_utils';
import styles from './styles.module.css';

type Props = {
  state: FilterState;
  onChange: (next: FilterState) => void;
};

const operators: {value: Operator; label: string}[] = [
  {value: 'OR', label: translate({id: 'showcase.filters.operator.or', message: 'Any tag (OR)'})},
  {
    value: 'AND',
    label: translate({id: 'showcase.filters.operator.and', message: 'All tags (AND)'}),
  },
];

/** Tag checkboxes, the AND/OR choice, the name search and a reset button (memoised, as the cards). */
function ShowcaseFilters({state, onChange}: Props): ReactNode {
  return (
    <div className={styles.filters}>
      <fieldset className={styles.tagList}>
        <legend>
          <Translate id="showcase.filters.tags">Filter by tag</Translate>
        </legend>
        {tagTypes.map((tag) => {
          const {label, description, color} = tagDefinitions[tag];
          return (
            <label key={tag} className={styles.tagOption} title={description}>
              <input
                type="checkbox"
                checked={state.tags.includes(tag)}
                onChange={() => onChange(toggleTag(state, tag))}
              />
              <span className={styles.dot} style={{backgroundColor: color}} />
              {label}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.filterRow}>
        <fieldset className={styles.operator}>
          <legend>
            <Translate id="showcase.filters.operator">Combine tags</Translate>
          </legend>
          {operators.map(({value, label}) => (
            <label key={value}>
              <input
                type="radio"
                name="showcase-operator"
                value={value}
                checked={state.operator === value}
                onChange={() => onChange({...state, operator: value})}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <label className={styles.search}>
          <Translate id="showcase.filters.name">Search by name</Translate>
          <input
            type="search"
            value={state.name}
            placeholder={translate({
              id: 'showcase.filters.name.placeholder',
              message: 'e.g. React',
            })}
            onChange={(event) => onChange({...state, name: event.target.value})}
          />
        </label>
        <button
          type="button"
          className={clsx('button button--outline button--secondary', styles.clear)}
          disabled={isDefaultFilterState(state)}
          onClick={() => onChange(defaultFilterState)}>
          <Translate id="showcase.filters.clear">Clear filters</Translate>
        </button>
      </div>
    </div>
  );
}

export default memo(ShowcaseFilters);
