// The lower-third banner's entry animation as a function of time, so the preview and the recording draw exactly
// the same frames. Each part eases in within its own window; after IN_DURATION_MS the banner holds still.

export const IN_DURATION_MS = 1400;

export type BannerFrame = {
  /** The accent block sliding in from the left: 0 off-screen, 1 in place. */
  accent: number;
  /** The name bar wiping open from the left: 0 closed, 1 full width. */
  bar: number;
  /** The name fading in and rising into place. */
  name: number;
  /** The title strip fading in and rising into place. */
  title: number;
};

const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;

/** How far (0 to 1, eased) a part that animates from `start` for `duration` ms has come at `t`. */
export function progress(t: number, start: number, duration: number): number {
  if (t <= start) return 0;
  if (t >= start + duration) return 1;
  return easeOutCubic((t - start) / duration);
}

export function bannerFrame(elapsedMs: number): BannerFrame {
  return {
    accent: progress(elapsedMs, 0, 500),
    bar: progress(elapsedMs, 200, 600),
    name: progress(elapsedMs, 600, 500),
    title: progress(elapsedMs, 800, 500),
  };
}

export const HELD_FRAME: BannerFrame = bannerFrame(IN_DURATION_MS);
