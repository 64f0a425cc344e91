import {describe, expect, it} from 'vitest';
import {isDogfoodPluginId, isTestAreaPath} from '../testArea';

describe('isTestAreaPath', () => {
  it('matches the hub and everything below it', () => {
    expect(isTestAreaPath('/tests')).toBe(true);
    expect(isTestAreaPath('/tests/')).toBe(true);
    expect(isTestAreaPath('/tests/docs/tags/visibility')).toBe(true);
  });

  it('does not match other routes that merely start with the same letters', () => {
    expect(isTestAreaPath('/')).toBe(false);
    expect(isTestAreaPath('/testsuite')).toBe(false);
    expect(isTestAreaPath('/docs/tests')).toBe(false);
  });
});

describe('isDogfoodPluginId', () => {
  it('recognises the test instances by their suffix', () => {
    expect(isDogfoodPluginId('docs-tests')).toBe(true);
    expect(isDogfoodPluginId('blog-tests')).toBe(true);
  });

  it('leaves the site instances alone', () => {
    expect(isDogfoodPluginId('default')).toBe(false);
    expect(isDogfoodPluginId('community')).toBe(false);
    expect(isDogfoodPluginId('tests-archive')).toBe(false);
  });
});
