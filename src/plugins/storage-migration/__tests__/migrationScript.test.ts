import {describe, expect, it} from 'vitest';
import {migrationScript} from '../index';

/** Runs the inline script against a plain object standing in for localStorage. */
function run(stored: Record<string, string>, namespace = '-189'): Record<string, string> {
  const data = {...stored};
  const localStorage = {
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => void (data[key] = value),
    removeItem: (key: string) => void delete data[key],
  };
  new Function('window', migrationScript(namespace))({localStorage});
  return data;
}

describe('the storage migration head script', () => {
  it('moves plain keys to their suffixed twins and removes them', () => {
    expect(run({theme: 'dark', 'docusaurus.announcement.dismiss': 'true'})).toEqual({
      'theme-189': 'dark',
      'docusaurus.announcement.dismiss-189': 'true',
    });
  });

  it('keeps a suffixed value that exists already, and leaves other keys alone', () => {
    expect(run({theme: 'dark', 'theme-189': 'light', other: 'x'})).toEqual({
      'theme-189': 'light',
      other: 'x',
    });
  });

  it('does nothing when storage throws', () => {
    const script = migrationScript('-189');
    const throwing = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('window', script)(throwing)).not.toThrow();
  });
});
