// A session's device as a person recognises it ("Firefox on Windows"), from the user agent its browser sent at
// sign-in. Only the browser and the system are named: versions change every few weeks and say nothing to a student.

const BROWSERS: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari; Chrome calls itself Safari.
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod|iOS/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (table: Array<[RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Android", "Safari on iOS", "Unknown device" when nothing is recognised. */
export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent ?? "";
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
