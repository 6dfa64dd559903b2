/**
 * An instant's calendar day and clock time in a time zone, read with Intl: one formatter per zone,
 * kept. Luxon's parse, zone change and format of each kick-off took 75 ms of a 4x slowed phone's first
 * render of a 15-match fixture list, in one piece; a kept formatter answers in microseconds.
 */
export interface ZonedTime {
  year: string;
  /** "November" */
  month: string;
  /** "22", not padded */
  day: string;
  /** "11", padded */
  monthNumber: string;
  /** "Saturday" */
  weekday: string;
  /** "00" to "23" */
  hour: string;
  minute: string;
  /** The zone the parts are in: the one asked for, or UTC for a zone this browser does not know. */
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatIn(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    formats.set(zone, format);
  }
  return format;
}

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

/** Whether this browser knows the zone. */
export const knowsZone = (zone: string) => formatIn(zone) !== null;

/** An ISO instant without an offset is read as UTC, as the server writes them. */
const instantOf = (iso: string) => Date.parse(/T[\d:.]+$/.test(iso) ? `${iso}Z` : iso);

/** The instant `iso` in `zone` (UTC for a zone this browser does not know); null for no instant at all. */
export function zonedTime(iso: string, zone: string): ZonedTime | null {
  const at = instantOf(iso);
  if (Number.isNaN(at)) return null;
  const known = formatIn(zone);
  const format = known ?? (formatIn('UTC') as Intl.DateTimeFormat);
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  const month = parts.month ?? '';
  return {
    year: parts.year ?? '',
    month,
    day: parts.day ?? '',
    monthNumber: String(MONTHS.indexOf(month) + 1).padStart(2, '0'),
    weekday: parts.weekday ?? '',
    hour: (parts.hour ?? '').padStart(2, '0'),
    minute: (parts.minute ?? '').padStart(2, '0'),
    zone: known ? zone : 'UTC',
  };
}
