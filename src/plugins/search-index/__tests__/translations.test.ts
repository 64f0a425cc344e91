import {describe, expect, it} from 'vitest';
import {errorTexts, modalTranslations} from '../client/translations';

describe('errorTexts', () => {
  it('says what failed: the static index, the search service, or no build yet', () => {
    expect(errorTexts('index-unreachable')).toEqual({
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    });
    // A reader who is online must not be told to check the network when the service is down.
    const engine = errorTexts('engine-unreachable');
    expect(engine.titleText).toBe('Search is unavailable right now');
    expect(engine.helpText).toMatch(/search service did not answer/);
    expect(engine.helpText).not.toMatch(/network/);
    expect(errorTexts('index-missing-in-dev').helpText).toMatch(/npm run build/);
  });

  it('puts the cause on the modal error screen', () => {
    expect(modalTranslations('engine-unreachable').errorScreen).toEqual(
      errorTexts('engine-unreachable'),
    );
    expect(modalTranslations('index-missing-in-dev').startScreen?.noRecentSearchesText).toMatch(
      /has not been built yet/,
    );
  });
});
