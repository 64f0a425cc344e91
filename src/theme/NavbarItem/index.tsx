// The theme's navbar item, skipped by React when its props have not changed. The navbar's content
// builds new item lists whenever it renders, and it renders again right after hydration (the
// window size becomes known): without this, every item of the navbar rendered a second time (about
// 200 components on every page). Items still update on their own contexts (the route, the version).
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
