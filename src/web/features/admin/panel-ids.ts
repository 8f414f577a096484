// The console's tabs, and the ids of the panels that its Quick Actions scroll to: the panels render in tabs whose code
// loads when the tab first opens, so the console knows their ids without loading them.

/** The console's tabs, in their order: the console renders these, and the browser tests visit each of them. */
export const CONSOLE_TABS = [
  { value: "overview", label: "Overview" },
  { value: "users", label: "Users" },
  { value: "teachers", label: "Teachers" },
  { value: "timetable", label: "Timetable" },
  { value: "spikeball", label: "Spikeball" },
  { value: "messaging", label: "Messaging" },
  { value: "settings", label: "Settings" },
] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number]["value"];

export const MESSAGING_PANEL_ID = "messaging-center";
export const SEND_NOTIFICATION_PANEL_ID = "send-notification";
export const SYSTEM_SETTINGS_PANEL_ID = "system-settings";
