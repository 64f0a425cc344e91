import {createRequire} from 'node:module';
import React from 'react';
import {describe, expect, it} from 'vitest';
import hoistNonReactStatics from '../client/hoistStatics';

const require = createRequire(import.meta.url);
const original = require('hoist-non-react-statics') as typeof hoistNonReactStatics;

const tag = Symbol('tag');

/** Sources of every kind, each with statics of its own, React's and a symbol. */
function sources(): [string, object][] {
  class Base extends React.Component {
    static inherited = 'from the base class';
  }
  class Page extends Base {
    static defaultProps = {a: 1};
    static displayName = 'Page';
    static loadData = () => 'data';
    static [tag] = 'symbol';
  }
  function Plain() {
    return null;
  }
  Object.assign(Plain, {propTypes: {}, helper: 'own', contextTypes: {}});
  const memo = Object.assign(
    React.memo(() => null),
    {helper: 'memo'},
  );
  const forwardRef = Object.assign(
    React.forwardRef(() => null),
    {helper: 'ref'},
  );
  return [
    ['a class extending another', Page],
    ['a function', Plain],
    ['a memo component', memo],
    ['a forwardRef component', forwardRef],
  ];
}

/** The statics a target ends up with, as plain data. */
function statics(target: object): Record<string | symbol, unknown> {
  return Object.fromEntries(
    [...Object.getOwnPropertyNames(target), ...Object.getOwnPropertySymbols(target)]
      .filter((key) => !['length', 'name', 'prototype'].includes(key as string))
      .map((key) => [key, (target as Record<string | symbol, unknown>)[key]]),
  );
}

const wrapper = () => {
  function Wrapper() {
    return null;
  }
  return Wrapper;
};

describe('hoistNonReactStatics, our stand-in', () => {
  it.each(sources())('copies what the package copies from %s', (_, source) => {
    expect(statics(hoistNonReactStatics(wrapper(), source))).toEqual(
      statics(original(wrapper(), source)),
    );
  });

  it('leaves out what the third argument lists, as the package does', () => {
    const [, Page] = sources()[0]!;
    expect(statics(hoistNonReactStatics(wrapper(), Page, {loadData: true}))).toEqual(
      statics(original(wrapper(), Page, {loadData: true})),
    );
    expect(statics(hoistNonReactStatics(wrapper(), Page, {loadData: true}))).not.toHaveProperty(
      'loadData',
    );
  });

  it('copies the class statics withRouter needs (and is not a no-op)', () => {
    const [, Page] = sources()[0]!;
    const hoisted = statics(hoistNonReactStatics(wrapper(), Page));
    expect(hoisted).toMatchObject({inherited: 'from the base class', [tag]: 'symbol'});
    expect(typeof hoisted.loadData).toBe('function');
    expect(hoisted).not.toHaveProperty('defaultProps');
  });

  it('returns the target untouched for a string source', () => {
    const target = wrapper();
    expect(statics(hoistNonReactStatics(target, 'div'))).toEqual(statics(wrapper()));
  });
});
