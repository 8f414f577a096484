// The event the schedule sends on its owner's `user:<id>` topic (realtime-topics.ts) when their entries change: from
// the iOS app, or an admin's timetable import. The schedule card and the classes in common with friends refetch.

export const SCHEDULE_CHANGED_EVENT = "schedule";
