// Rules of the decorative starfield background: how many stars a screen gets, how many shooting stars may fly,
// and how a star twinkles. The canvas drawing lives in the web app; these are the numbers it follows.

export const MIN_STARS = 120;
export const MAX_STARS = 800;
/** One star per this many square CSS pixels of viewport, before the bounds apply. */
export const VIEWPORT_AREA_PER_STAR = 5000;
export const MAX_SHOOTING_STARS = 4;

/** Stars for a viewport of the given CSS size: area / 5000, kept between 120 and 800. */
export function starCountForViewport(width: number, height: number): number {
  const area = Math.max(0, width) * Math.max(0, height);
  if (!Number.isFinite(area)) return area > 0 ? MAX_STARS : MIN_STARS;
  return Math.min(MAX_STARS, Math.max(MIN_STARS, Math.round(area / VIEWPORT_AREA_PER_STAR)));
}

/** Whether another shooting star may start while `flying` are already on screen. */
export function canLaunchShootingStar(flying: number): boolean {
  return flying < MAX_SHOOTING_STARS;
}

/**
 * The opacity of a twinkling star at `timeMs`: it swings around `baseAlpha` by up to half of it, at `speed`
 * cycles per second, shifted by `phase` so neighbours do not blink together. Always within 0..1.
 */
export function twinkleAlpha(baseAlpha: number, speed: number, phase: number, timeMs: number): number {
  const swing = Math.sin((timeMs / 1000) * speed * 2 * Math.PI + phase);
  const alpha = baseAlpha * (1 + 0.5 * swing);
  return Math.min(1, Math.max(0, alpha));
}
