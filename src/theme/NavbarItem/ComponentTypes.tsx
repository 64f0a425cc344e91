// Registers the site's own navbar item types next to the theme's, without copying its map.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import CustomDogfoodNavbarItem from '@site/src/components/NavbarItems/CustomDogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfood-navbar-item': CustomDogfoodNavbarItem,
};
