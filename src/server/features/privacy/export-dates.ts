// Every time in the data export is written as ISO 8601 in UTC.
export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
