/**
 * Dates in the plain English form Intl.DateTimeFormat writes for a few option sets, without
 * building an Intl.DateTimeFormat (see intlUtils.ts for why).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ALLOWED: Record<string, readonly string[]> = {
  day: ['numeric'],
  month: ['short', 'long'],
  year: ['numeric'],
  timeZone: ['UTC'],
};

/**
 * A function formatting dates exactly as `new Intl.DateTimeFormat(locale, {calendar, ...options})`
 * does, or null where it would not: only English, Gregorian, UTC, a month name with a day and or
 * a year, and years 1000 to 9999.
 */
export function plainEnglishDateFormat(
  locale: string,
  calendar: string | undefined,
  options: Intl.DateTimeFormatOptions,
): ((date: Date) => string) | null {
  const entries = Object.entries(options);
  const supported =
    (locale === 'en' || locale === 'en-US') &&
    (calendar === undefined || calendar === 'gregory') &&
    options.timeZone === 'UTC' &&
    options.month !== undefined &&
    (options.day !== undefined || options.year !== undefined) &&
    entries.every(([key, value]) => ALLOWED[key]?.includes(String(value)));
  if (!supported) {
    return null;
  }
  const {day, month, year} = options;
  return (date) => {
    const fullYear = date.getUTCFullYear();
    if (!(fullYear >= 1000 && fullYear <= 9999)) {
      return new Intl.DateTimeFormat(locale, {calendar, ...options}).format(date);
    }
    const name = MONTHS[date.getUTCMonth()]!;
    const monthText = month === 'short' ? name.slice(0, 3) : name;
    const dayText = day === undefined ? '' : ` ${date.getUTCDate()}`;
    const yearText = year === undefined ? '' : `${day === undefined ? '' : ','} ${fullYear}`;
    return `${monthText}${dayText}${yearText}`;
  };
}
