// Tests how the site reports analytics events. Nothing leaves the browser: a local stub logger
// (./_components/analyticsStub.ts) takes the place of a remote collector and lists every event
// it would have sent, one page view per route visit and one event per button click.
import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import TestPage from './_components/TestPage';
import {sendEvent, subscribe, type AnalyticsEvent} from './_components/analyticsStub';

export default function AnalyticsTests(): React.JSX.Element {
  const {pathname} = useLocation();
  const [events, setEvents] = useState<readonly AnalyticsEvent[]>([]);
  useEffect(() => subscribe(setEvents), []);
  useEffect(() => sendEvent({name: 'page_view', path: pathname}), [pathname]);
  return (
    <TestPage
      title="Analytics"
      tests="how the site would send analytics events (page views and clicks) to a local stub logger; no remote analytics script is loaded.">
      <p>
        This site loads no analytics script. A real client would send each event below to a remote
        collector; the stub only records it here and in the browser console.
      </p>
      <div className="margin-bottom--md">
        <button
          type="button"
          className="button button--primary margin-right--sm"
          onClick={() => sendEvent({name: 'click', path: pathname, label: 'primary-button'})}>
          Send a click event
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => sendEvent({name: 'click', path: pathname, label: 'secondary-button'})}>
          Send another click event
        </button>
      </div>
      {/* The log role sits on a wrapper: on the list itself it hid the list from assistive tech. */}
      <div role="log" aria-label="Events the stub recorded">
        <ol>
          {events.map((event, index) => (
            // The log only grows, so an index is a stable key here.
            <li key={index}>
              <code>{event.name}</code> on <code>{event.path}</code>
              {event.label && (
                <>
                  {' '}
                  (<code>{event.label}</code>)
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
    </TestPage>
  );
}
