import {describe, expect, it} from 'vitest';
import {plainEnglishDateFormat} from '../client/plainDateFormat';

// Every option set plainEnglishDateFormat answers for; the theme uses the first three.
const SUPPORTED: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
  {day: 'numeric', month: 'short', timeZone: 'UTC'},
  {month: 'long', year: 'numeric', timeZone: 'UTC'},
  {month: 'short', year: 'numeric', timeZone: 'UTC'},
];

/** Every day of 2023 and 2024 (a leap year), and days around midnight UTC. */
function sampleDates(): Date[] {
  const days = Array.from({length: 731}, (_, i) => new Date(Date.UTC(2023, 0, 1 + i, 12)));
  const edges = [Date.UTC(2026, 10, 26, 23, 59, 59, 999), Date.UTC(2026, 11, 31, 0, 0, 0)];
  return [...days, ...edges.map((ms) => new Date(ms)), new Date(Date.UTC(1000, 0, 1))];
}

describe('plainEnglishDateFormat', () => {
  it.each(SUPPORTED.map((options) => [JSON.stringify(options), options] as const))(
    'writes what Intl.DateTimeFormat writes for %s',
    (_, options) => {
      for (const locale of ['en', 'en-US']) {
        const plain = plainEnglishDateFormat(locale, 'gregory', options);
        const real = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...options});
        expect(plain).not.toBeNull();
        for (const date of sampleDates()) {
          expect(plain!(date)).toBe(real.format(date));
        }
      }
    },
  );

  it('hands years outside 1000 to 9999 to Intl', () => {
    const options = SUPPORTED[0]!;
    const date = new Date(Date.UTC(12345, 0, 1));
    expect(plainEnglishDateFormat('en', 'gregory', options)!(date)).toBe(
      new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options}).format(date),
    );
  });

  it.each([
    ['another locale', 'fr', 'gregory', SUPPORTED[0]],
    ['another calendar', 'en', 'islamic', SUPPORTED[0]],
    ['local time', 'en', 'gregory', {day: 'numeric', month: 'short', year: 'numeric'}],
    ['a numeric month', 'en', 'gregory', {day: 'numeric', month: 'numeric', timeZone: 'UTC'}],
    ['a weekday', 'en', 'gregory', {...SUPPORTED[0], weekday: 'long'}],
    ['no month', 'en', 'gregory', {day: 'numeric', year: 'numeric', timeZone: 'UTC'}],
    ['a month alone', 'en', 'gregory', {month: 'long', timeZone: 'UTC'}],
  ] as const)('leaves %s to Intl', (_, locale, calendar, options) => {
    expect(plainEnglishDateFormat(locale, calendar, options!)).toBeNull();
  });
});
