// What the dashboard's Schedule card shows until today's classes are known, and the height every state of the
// summary keeps: shared by the summary and by the dashboard, which paints it before the summary's code has loaded.

/**
 * The height of the tallest summary (the count, two classes, '+N more' and the link, 44 px tall on a phone, 24 elsewhere): every
 * state keeps it, so the cards under this one (stacked on a phone) do not jump down when the schedule arrives.
 */
export const SUMMARY_HEIGHT = "min-h-[10.75rem] sm:min-h-[9.5rem]";

export function ScheduleSummaryLoading() {
  return (
    <p role="status" className={`${SUMMARY_HEIGHT} text-muted-foreground`}>
      Loading today's classes…
    </p>
  );
}
