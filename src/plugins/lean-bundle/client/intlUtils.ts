/**
 * Stands in for theme-common's IntlUtils (pinned in frameworkPins.ts). The theme formats dates on
 * doc pages (last updated), blog posts and the blog archive with useDateTimeFormat, and the first
 * Intl.DateTimeFormat a page creates loads ICU's date data: 45 to 75 ms of main thread at a
 * phone's speed (Chromium, CPU slowed four times), within hydration. For the option sets the theme
 * uses, in English with the Gregorian calendar in UTC, the format is plain ("Nov 27, 2026",
 * "November 27"), so it is written here; the real formatter is built only when something else is
 * asked of it, and for any other locale, calendar or options.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {plainEnglishDateFormat} from './plainDateFormat';

/** Formats with `format`; builds the real formatter for anything else it is asked. */
function withRealFormatter(
  format: (date: Date) => string,
  real: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  const target = () => (built ??= real());
  return new Proxy({} as Intl.DateTimeFormat, {
    get(_, key) {
      if (key === 'format') {
        return (date?: Date | number) => format(date === undefined ? new Date() : new Date(date));
      }
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
  });
}

export function useCalendar(): string | undefined {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]?.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const real = () => new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
  const plain = plainEnglishDateFormat(currentLocale, calendar, options);
  return plain === null ? real() : withRealFormatter(plain, real);
}
