/**
 * Stands in for hoist-non-react-statics in the browser (pinned in frameworkPins.ts). React
 * Router's withRouter, which Docusaurus wraps its page-transition component in, copies the
 * wrapped component's own statics onto the wrapper with it. The package brings react-is to tell
 * memo and forwardRef components apart, and both shipped in the main bundle of every page (about
 * 0.9 kB gzip). This copies the same properties for every kind of component: each own property
 * and symbol of the source and of the classes it extends, except those React or functions define
 * (the union of the package's lists, which it picks between by kind), names Object.prototype has,
 * and those `excluded` marks.
 */
const NOT_COPIED = new Set<string | symbol>([
  // React's own statics, on any component, and on memo and forwardRef objects.
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  // Properties every function has.
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

export default function hoistNonReactStatics<T extends object>(
  target: T,
  source: unknown,
  excluded?: Record<string | symbol, unknown>,
): T {
  if ((typeof source !== 'function' && typeof source !== 'object') || source === null) {
    return target;
  }
  const inherited: unknown = Object.getPrototypeOf(source);
  // As the package does, up to Object.prototype: a function's own copies of Function.prototype's
  // methods (call, bind...) are the ones it inherits anyway.
  if (inherited && inherited !== Object.prototype) {
    hoistNonReactStatics(target, inherited, excluded);
  }
  const keys: (string | symbol)[] = [
    ...Object.getOwnPropertyNames(source),
    ...Object.getOwnPropertySymbols(source),
  ];
  for (const key of keys) {
    // The package looks its lists up as plain objects, so names Object.prototype has
    // (constructor, toString...) are never copied either.
    if (NOT_COPIED.has(key) || key in Object.prototype || excluded?.[key]) {
      continue;
    }
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!);
    } catch {
      // A property the target cannot take (not configurable): the package skips it too.
    }
  }
  return target;
}
