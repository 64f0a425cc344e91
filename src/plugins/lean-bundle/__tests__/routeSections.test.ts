import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

type Route = {path: string; exact?: boolean; creator: string[]; routes?: Route[]};
type Group = {kind: 'group'; path: string; section: number};
type Plan = {routes: Array<Route | Group>; sections: Route[][]; lazy: Map<Route, number>};
const {planSections, registrySections, MIN_SECTION} = createRequire(import.meta.url)(
  '../routeSections.cjs',
) as {
  planSections: (routes: Route[]) => Plan;
  registrySections: (
    plan: Plan,
    chunksOf: (route: Route) => unknown,
  ) => Map<string, number | undefined>;
  MIN_SECTION: number;
};

const page = (path: string, exact = true): Route => ({path, exact, creator: [path, 'h']});
const many = (prefix: string, count = MIN_SECTION) =>
  Array.from({length: count}, (_, index) => page(`${prefix}/${index}`));
const paths = (list: Array<Route | Group>) =>
  list.map((route) => ('kind' in route ? `group ${route.path}` : route.path));

describe('route sections plan', () => {
  it('groups a run of top-level routes under one first segment, with later routes of that prefix', () => {
    const tests = many('/tests');
    const nested: Route = {...page('/tests/docs', false), routes: [page('/tests/docs/a')]};
    const routes = [page('/about'), ...tests, page('/versions'), nested, page('/'), page('*')];
    const plan = planSections(routes);
    expect(paths(plan.routes)).toEqual(['/about', 'group /tests', '/versions', '/', '*']);
    expect(plan.sections[0]).toEqual([...tests, nested]);
  });

  it('leaves shorter runs and the home page in place', () => {
    const routes = [...many('/blog', MIN_SECTION - 1), page('/'), page('*')];
    expect(planSections(routes).routes).toEqual(routes);
    expect(planSections(routes).sections).toEqual([]);
  });

  it('does not group a prefix when a later route could take URLs under it', () => {
    const routes = [...many('/blog'), page('/', false), page('*')];
    expect(paths(planSections(routes).routes)).toEqual([...routes.map((route) => route.path)]);
  });

  it('makes long nested lists sections of their own, inside groups too', () => {
    const docs: Route = {...page('/docs', false), routes: many('/docs')};
    const inGroup: Route = {...page('/tests/docs', false), routes: many('/tests/docs')};
    const plan = planSections([...many('/tests'), inGroup, docs, page('*')]);
    expect(plan.sections.map((list) => list[0]!.path)).toEqual([
      '/tests/0',
      '/tests/docs/0',
      '/docs/0',
    ]);
    expect(plan.lazy.get(inGroup)).toBe(1);
    expect(plan.lazy.get(docs)).toBe(2);
  });

  it('gives each registry entry to the one section that uses it, or to the main table', () => {
    const docs: Route = {...page('/docs', false), routes: many('/docs')};
    const plan = planSections([page('/search'), docs, page('*')]);
    const chunks: Record<string, object> = {
      '/search': {__comp: 'shared'},
      '/docs': {__comp: 'root'},
      ...Object.fromEntries(
        docs.routes!.map((route) => [route.path, {__comp: 'shared', c: route.path}]),
      ),
    };
    const owners = registrySections(plan, (route) => chunks[route.path]);
    expect(owners.get('shared')).toBeUndefined();
    expect(owners.has('shared')).toBe(true);
    expect(owners.get('root')).toBeUndefined();
    expect(owners.get('/docs/3')).toBe(0);
  });
});
