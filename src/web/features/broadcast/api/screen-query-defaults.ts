// Scoreboards run unattended in OBS for hours: a failed read is tried again and again (never shown), with a
// growing pause, instead of the app's single retry.
export const SCREEN_QUERY_DEFAULTS = {
  retry: true,
  retryDelay: (attempt: number) => Math.min(1_000 * 2 ** attempt, 10_000),
  staleTime: Infinity,
} as const;
