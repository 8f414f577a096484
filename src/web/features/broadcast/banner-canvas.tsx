// The banner, drawn on a 1920x1080 canvas every frame. The preview shows this canvas and the recorder records this
// same canvas, so a recording holds exactly the banner's own animation and nothing of the page around it.
import { type RefObject, useEffect, useRef } from "react";
import { bannerFrame } from "./banner-timeline";
import { type BannerBackground, CANVAS_HEIGHT, CANVAS_WIDTH, drawBanner } from "./draw-banner";

type BannerCanvasProps = {
  text: { name: string; title: string };
  background: BannerBackground;
  /** performance.now() when the animation (re)started. */
  startedAt: number;
  /** The canvas element, for the recorder. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  className?: string;
  label: string;
};

export function BannerCanvas({ text, background, startedAt, canvasRef, className, label }: BannerCanvasProps) {
  const latest = useRef({ text, background, startedAt });
  useEffect(() => {
    latest.current = { text, background, startedAt };
  });

  useEffect(() => {
    const ctx = canvasRef.current?.getContext("2d");
    if (!ctx) return;
    let frame = 0;
    const draw = (now: number) => {
      const { text: t, background: b, startedAt: s } = latest.current;
      drawBanner(ctx, bannerFrame(now - s), t, b);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [canvasRef]);

  return (
    <canvas
      ref={canvasRef}
      width={CANVAS_WIDTH}
      height={CANVAS_HEIGHT}
      role="img"
      aria-label={label}
      className={className}
      data-testid="banner-canvas"
    />
  );
}
