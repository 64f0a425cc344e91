// Tests that the theme Layout renders with no children at all: the page must show the navbar and
// footer and an empty main area, without crashing.
import React from 'react';
import Layout from '@theme/Layout';

export default function LayoutNoChildren(): React.JSX.Element {
  return (
    <Layout
      title="Layout with no children"
      description="Tests that the theme Layout renders with no children: navbar and footer only."
    />
  );
}
