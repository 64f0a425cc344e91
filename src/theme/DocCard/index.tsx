// Doc cards read their doc's description from the docs version metadata, which in the browser
// build no longer holds descriptions (src/plugins/lean-bundle/docDescriptionsLoader.cjs): they
// come in chunks of their own, a group of docs each, loaded when a card needs one. While its
// group downloads, a card that hydrates keeps its server-rendered text; one rendered by a client-side navigation shows its
// title over a blank line the description then fills, so the card does not change height.
// Server rendering has no such chunk and renders the same tree around the stock card, which
// finds the description in the version metadata.
import React, {Suspense, use, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {
  docDescriptions,
  type DocDescriptions,
} from '@site/src/plugins/lean-bundle/client/docDescriptions';

type Props = WrapperProps<typeof DocCardType>;

function DescribedDocCard({
  descriptions,
  docId,
  ...props
}: Props & {descriptions: Promise<DocDescriptions> | undefined; docId: string}): ReactNode {
  if (descriptions === undefined) {
    return <DocCard {...props} />;
  }
  return <DocCard {...props} item={{...props.item, description: use(descriptions)[docId]}} />;
}

export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  const {pluginId, version} = useDocsVersion();
  const docId = item.type === 'link' && item.description === undefined ? item.docId : undefined;
  if (!docId) {
    return <DocCard {...props} />;
  }
  const blankLine = {...item, description: '\u00a0'};
  return (
    <Suspense fallback={<DocCard {...props} item={blankLine} />}>
      <DescribedDocCard
        {...props}
        descriptions={docDescriptions(pluginId, version, docId)}
        docId={docId}
      />
    </Suspense>
  );
}
