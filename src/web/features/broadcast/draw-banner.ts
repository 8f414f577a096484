// Draws one frame of the lower-third banner on a 1920x1080 canvas: on the chroma-key green, or on nothing at all
// (transparent) for a recording or an OBS source that keeps the video behind it.
import type { BannerFrame } from "./banner-timeline";

export const CANVAS_WIDTH = 1920;
export const CANVAS_HEIGHT = 1080;
export type BannerBackground = "green" | "transparent";

const GREEN = "#00b140";
const LEFT = 120;
const TOP = 770;
const ACCENT_WIDTH = 24;
const NAME_HEIGHT = 118;
const TITLE_HEIGHT = 64;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function drawBanner(
  ctx: CanvasRenderingContext2D,
  frame: BannerFrame,
  text: { name: string; title: string },
  background: BannerBackground,
) {
  ctx.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  if (background === "green") {
    ctx.fillStyle = GREEN;
    ctx.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  }

  ctx.font = `800 64px ${FONT}`;
  const nameWidth = ctx.measureText(text.name).width;
  ctx.font = `600 34px ${FONT}`;
  const titleWidth = ctx.measureText(text.title.toUpperCase()).width;
  const barWidth = Math.min(1500, Math.max(720, nameWidth + 120, titleWidth + 120));
  const titleBarWidth = Math.min(barWidth, Math.max(420, titleWidth + 80));

  // The accent block slides in from the left edge.
  const accentX = LEFT - (LEFT + ACCENT_WIDTH) * (1 - frame.accent);
  const gradient = ctx.createLinearGradient(0, TOP, 0, TOP + NAME_HEIGHT + TITLE_HEIGHT);
  gradient.addColorStop(0, "#6366f1");
  gradient.addColorStop(1, "#7c3aed");
  ctx.fillStyle = gradient;
  ctx.fillRect(accentX, TOP, ACCENT_WIDTH, NAME_HEIGHT + TITLE_HEIGHT);

  // The name bar wipes open; everything inside it is clipped to what is open.
  const barX = LEFT + ACCENT_WIDTH;
  const openWidth = barWidth * frame.bar;
  if (openWidth > 0) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(barX, TOP, openWidth, NAME_HEIGHT);
    ctx.clip();
    ctx.fillStyle = "rgba(5, 8, 22, 0.94)";
    ctx.fillRect(barX, TOP, barWidth, NAME_HEIGHT);
    ctx.globalAlpha = frame.name;
    ctx.fillStyle = "#ffffff";
    ctx.font = `800 64px ${FONT}`;
    ctx.textBaseline = "middle";
    ctx.fillText(text.name, barX + 48, TOP + NAME_HEIGHT / 2 + 24 * (1 - frame.name));
    ctx.restore();
  }

  // The title strip rises in below it.
  if (frame.title > 0) {
    ctx.save();
    ctx.globalAlpha = frame.title;
    const y = TOP + NAME_HEIGHT + 20 * (1 - frame.title);
    ctx.fillStyle = "#a5b4fc";
    ctx.fillRect(barX, y, titleBarWidth, TITLE_HEIGHT);
    ctx.fillStyle = "#0c1230";
    ctx.font = `600 34px ${FONT}`;
    ctx.textBaseline = "middle";
    ctx.fillText(text.title.toUpperCase(), barX + 40, y + TITLE_HEIGHT / 2);
    ctx.restore();
  }
}
