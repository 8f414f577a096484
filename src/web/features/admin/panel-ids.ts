// The ids of the console's panels that its Quick Actions scroll to: the panels render in tabs whose code loads when
// the tab first opens, so the console knows their ids without loading them.
export const MESSAGING_PANEL_ID = "messaging-center";
export const SEND_NOTIFICATION_PANEL_ID = "send-notification";
export const SYSTEM_SETTINGS_PANEL_ID = "system-settings";
