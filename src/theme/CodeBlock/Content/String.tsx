/**
 * A code block whose code is a string, in place of the theme's CodeBlock/Content/String: the same
 * metadata and layout (@theme/CodeBlock/Layout), with our word-wrap hook (./useWordWrap), which
 * spares each block a second render after hydration. Every CodeBlock of the site comes here,
 * ours (../index.tsx) and the theme's one that live-codeblock falls back to.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import useWordWrap from './useWordWrap';

export default function StringBlock(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    language: props.language,
    defaultLanguage: prism.defaultLanguage,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
