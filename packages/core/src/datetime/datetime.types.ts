/** What a date/time value holds: a day (`2026-11-27`), a time of day (`09:00`) or both (`2026-11-27T09:00`). */
export type DateTimeKind = 'date' | 'time' | 'datetime';
