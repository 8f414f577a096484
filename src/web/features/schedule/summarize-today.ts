// The dashboard's Schedule summary: how many classes today, the first two with their start time, and '+N more'.

/** How many classes the summary names before it says '+N more'. */
export const SUMMARY_CLASSES_SHOWN = 2;

type Summarized = { id: string; className: string; startLabel: string };

export type TodaySummary<C extends Summarized> = {
  count: number;
  /** "No classes today", "1 class today", "5 classes today". */
  countLabel: string;
  first: C[];
  /** "+3 more", or null when every class is named. */
  moreLabel: string | null;
};

export function summarizeToday<C extends Summarized>(classes: readonly C[]): TodaySummary<C> {
  const count = classes.length;
  const more = count - SUMMARY_CLASSES_SHOWN;
  return {
    count,
    countLabel: count === 0 ? "No classes today" : `${count} ${count === 1 ? "class" : "classes"} today`,
    first: classes.slice(0, SUMMARY_CLASSES_SHOWN),
    moreLabel: more > 0 ? `+${more} more` : null,
  };
}
