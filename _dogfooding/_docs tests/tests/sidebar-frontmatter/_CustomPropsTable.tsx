// Reads the items of the current sidebar category and shows each item's custom props, proving
// that `sidebar_custom_props` front matter reaches the sidebar data.
import React from 'react';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';

export default function CustomPropsTable(): React.JSX.Element {
  const category = useCurrentSidebarCategory();
  return (
    <table data-testid="custom-props-table">
      <thead>
        <tr>
          <th>Sidebar item</th>
          <th>Custom props</th>
        </tr>
      </thead>
      <tbody>
        {category.items.map((item, index) => (
          // Sidebar items have no id of their own; their order is fixed by the sidebar.
          <tr key={index}>
            <td>{item.type === 'html' ? 'HTML item' : item.label}</td>
            <td>
              <code>{item.customProps ? JSON.stringify(item.customProps) : 'none'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
