// Which view of the auth card a URL asks for: `?mode=signin|signup|forgot|reset`.

export const AUTH_MODES = ["signin", "signup", "forgot", "reset"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** The mode named in the URL, or null when there is none (or an unknown one). */
export function parseAuthMode(value: string | null | undefined): AuthMode | null {
  return AUTH_MODES.find((mode) => mode === value) ?? null;
}

/** The tab that shows a mode: the forgot-password and new-password views live under Sign In. */
export function tabForMode(mode: AuthMode): "signin" | "signup" {
  return mode === "signup" ? "signup" : "signin";
}
