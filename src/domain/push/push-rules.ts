// Which pushes exist, which preference lets each through, and how a message reads on a lock screen.
import { HIDDEN_MESSAGE_TEXT } from "./push-texts";

export const PUSH_KINDS = ["school-wide", "message", "jenga", "spikeball"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Devices one account may have notifications on: a phone and a laptop or two, with room to spare (issue 34). */
export const MAX_PUSH_DEVICES = 10;

/** A message push shows at most this many characters of the message. */
export const MESSAGE_PREVIEW_LENGTH = 100;

export type PushPreferences = {
  schoolWide: boolean;
  messages: boolean;
  jenga: boolean;
  spikeball: boolean;
  hideMessageText: boolean;
};

/** School-wide notifications and new messages are on once push is on; games are asked for. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  schoolWide: true,
  messages: true,
  jenga: false,
  spikeball: false,
  hideMessageText: false,
};

/** A message's lock-screen text: its first 100 characters, or nothing of it when its reader asked so. */
export function messagePreview(content: string, hideText: boolean): string {
  if (hideText) return HIDDEN_MESSAGE_TEXT;
  const chars = [...content.trim()];
  return chars.length <= MESSAGE_PREVIEW_LENGTH
    ? chars.join("")
    : `${chars.slice(0, MESSAGE_PREVIEW_LENGTH).join("")}…`;
}

/** A short name for a device from its browser's User-Agent ("Chrome on Android"), for the list of devices. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /iPhone|iPad/.test(ua)
    ? "iPhone or iPad"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X/.test(ua)
        ? "Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "Chromebook"
            : /Linux/.test(ua)
              ? "Linux"
              : "another system";
  return `${browser} on ${system}`;
}
