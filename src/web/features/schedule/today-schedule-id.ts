/** The Today's Schedule card's anchor, which the dashboard's Schedule summary links to (a module of its own, so the
 * summary, painted first, does not carry the card's code). */
export const TODAY_SCHEDULE_ID = "todays-schedule";
