// The page index written by the route-index plugin (src/plugins/route-index) at build time.
declare module '@generated/site-route-index/default/route-index.json' {
  import type {RouteIndex} from './suggest';

  const index: RouteIndex;
  export default index;
}
