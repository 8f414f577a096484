// The dashboard cards' live content: the Schedule summary and the Messages button. Loaded just after the welcome and
// the cards' frames have painted (signed-in-dashboard.tsx), which is all the first paint needs.
export { MessagesDialog } from "@/web/features/messaging/messages-dialog";
export { ScheduleSummary } from "@/web/features/schedule/schedule-summary";
