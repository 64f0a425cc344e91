// Tests embedded content served by this site only (the site must work offline, so nothing here
// comes from another host): an iframe of one of our own pages, an audio file bundled from this
// folder, and an SVG embedded three ways (<object>, <embed>, <img>).
import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import TestPage from './_components/TestPage';
import tone from './_assets/tone.wav';

function SvgEmbed({tag, src}: {readonly tag: 'object' | 'embed' | 'img'; readonly src: string}) {
  const size = {width: 96, height: 96};
  if (tag === 'object') {
    return <object data={src} type="image/svg+xml" aria-label="Logo via object" {...size} />;
  }
  if (tag === 'embed') {
    return <embed src={src} type="image/svg+xml" {...size} />;
  }
  return <img src={src} alt="Logo via img" {...size} />;
}

export default function EmbedsTests(): React.JSX.Element {
  const framedPage = useBaseUrl('/tests/pages/svg');
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <TestPage
      title="Embeds"
      tests="iframes, audio and SVG embeds whose sources are files of this site, never of another host.">
      <Heading as="h2">An iframe of one of our own pages</Heading>
      <iframe
        src={framedPage}
        title="The SVG test page, framed"
        width="100%"
        height="320"
        loading="lazy"
      />

      <Heading as="h2">A bundled audio file</Heading>
      <p>A 0.6 second 440 Hz tone, generated for this page and bundled from its folder.</p>
      <audio controls preload="metadata" src={tone}>
        <track kind="captions" />
      </audio>

      <Heading as="h2">An SVG file, three ways</Heading>
      <div className="row">
        {(['object', 'embed', 'img'] as const).map((tag) => (
          <div className="col" key={tag}>
            <p>
              <code>&lt;{tag}&gt;</code>
            </p>
            <SvgEmbed tag={tag} src={logo} />
          </div>
        ))}
      </div>
    </TestPage>
  );
}
