// The decorative galaxy background: one fixed canvas of twinkling stars and the odd shooting star, over soft
// coloured glows. It has no behaviour; it stops drawing in hidden tabs and stands still for reduced motion.
import { useEffect, useRef, type CSSProperties } from "react";
import { canLaunchShootingStar, starCountForViewport, twinkleAlpha } from "@/domain/starfield";

type Star = {
  /** Position as a fraction of the viewport, so a resize moves stars instead of reshuffling them. */
  x: number;
  y: number;
  radius: number;
  baseAlpha: number;
  /** Twinkles per second. */
  speed: number;
  phase: number;
  color: string;
};

type ShootingStar = { x: number; y: number; vx: number; vy: number; length: number; age: number; life: number };

const STAR_COLORS = ["#ffffff", "#ffffff", "#ffffff", "#c7d2fe", "#ddd6fe", "#bae6fd", "#fef3c7"];
/** On average one shooting star every few seconds. */
const SHOOTING_STARS_PER_SECOND = 0.3;
/** Longest step the animation takes in one frame, so a stalled tab does not jump. */
const MAX_FRAME_SECONDS = 0.1;
/**
 * Frames drawn per second. Stars twinkle below once a second and a shooting star crosses in under one: 30 frames look
 * the same as 60 and cost half (on a phone's battery, and in software rendering, where 60 took a whole core).
 */
const FRAMES_PER_SECOND = 30;

/** The glows are the canvas's own CSS background: the canvas only clears and draws the stars over them. */
const glowStyle: CSSProperties = {
  backgroundImage: [
    "radial-gradient(ellipse 55% 45% at 12% 18%, rgb(79 70 229 / 0.20), transparent 70%)",
    "radial-gradient(ellipse 45% 40% at 88% 28%, rgb(147 51 234 / 0.15), transparent 70%)",
    "radial-gradient(ellipse 60% 45% at 70% 95%, rgb(14 165 233 / 0.10), transparent 70%)",
    "radial-gradient(ellipse 40% 35% at 25% 85%, rgb(219 39 119 / 0.08), transparent 70%)",
  ].join(", "),
};

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function createStar(): Star {
  const large = Math.random() < 0.08;
  return {
    x: Math.random(),
    y: Math.random(),
    radius: large ? 1.1 + Math.random() * 0.8 : 0.35 + Math.random() * 0.7,
    baseAlpha: 0.35 + Math.random() * 0.55,
    speed: 0.15 + Math.random() * 0.6,
    phase: Math.random() * Math.PI * 2,
    color: pick(STAR_COLORS),
  };
}

function createShootingStar(width: number, height: number): ShootingStar {
  const angle = ((18 + Math.random() * 20) * Math.PI) / 180;
  const leftward = Math.random() < 0.5;
  const speed = 650 + Math.random() * 450;
  return {
    x: width * (leftward ? 0.35 + Math.random() * 0.65 : Math.random() * 0.65),
    y: height * Math.random() * 0.45,
    vx: Math.cos(angle) * speed * (leftward ? -1 : 1),
    vy: Math.sin(angle) * speed,
    length: 90 + Math.random() * 90,
    age: 0,
    life: 0.7 + Math.random() * 0.6,
  };
}

export function Starfield() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;

    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let width = 0;
    let height = 0;
    let stars: Star[] = [];
    let shootingStars: ShootingStar[] = [];
    let frameId = 0;
    let resizeFrameId = 0;
    let lastTime: number | null = null;

    const animating = () => !reducedMotion.matches && !document.hidden;

    const draw = (time: number, seconds: number) => {
      const twinkle = !reducedMotion.matches;
      context.clearRect(0, 0, width, height);

      for (const star of stars) {
        context.globalAlpha = twinkle ? twinkleAlpha(star.baseAlpha, star.speed, star.phase, time) : star.baseAlpha;
        context.fillStyle = star.color;
        const x = star.x * width;
        const y = star.y * height;
        if (star.radius < 1) {
          context.fillRect(x - star.radius, y - star.radius, star.radius * 2, star.radius * 2);
        } else {
          context.beginPath();
          context.arc(x, y, star.radius, 0, Math.PI * 2);
          context.fill();
        }
      }

      if (twinkle) {
        if (canLaunchShootingStar(shootingStars.length) && Math.random() < SHOOTING_STARS_PER_SECOND * seconds) {
          shootingStars.push(createShootingStar(width, height));
        }
        for (const meteor of shootingStars) {
          meteor.age += seconds;
          meteor.x += meteor.vx * seconds;
          meteor.y += meteor.vy * seconds;
          const speed = Math.hypot(meteor.vx, meteor.vy);
          const tailX = meteor.x - (meteor.vx / speed) * meteor.length;
          const tailY = meteor.y - (meteor.vy / speed) * meteor.length;
          const gradient = context.createLinearGradient(meteor.x, meteor.y, tailX, tailY);
          gradient.addColorStop(0, "rgb(255 255 255 / 0.95)");
          gradient.addColorStop(0.3, "rgb(199 210 254 / 0.5)");
          gradient.addColorStop(1, "rgb(199 210 254 / 0)");
          context.globalAlpha = Math.sin(Math.PI * Math.min(1, meteor.age / meteor.life));
          context.strokeStyle = gradient;
          context.lineWidth = 1.6;
          context.lineCap = "round";
          context.beginPath();
          context.moveTo(meteor.x, meteor.y);
          context.lineTo(tailX, tailY);
          context.stroke();
        }
        shootingStars = shootingStars.filter((meteor) => meteor.age < meteor.life);
      }
      context.globalAlpha = 1;
    };

    const loop = (time: number) => {
      frameId = requestAnimationFrame(loop);
      // A little under the frame interval, so a 60 Hz screen's every other frame always qualifies.
      if (lastTime !== null && time - lastTime < 1000 / FRAMES_PER_SECOND - 4) return;
      const seconds = lastTime === null ? 0 : Math.min(MAX_FRAME_SECONDS, (time - lastTime) / 1000);
      lastTime = time;
      draw(time, seconds);
    };

    const stop = () => {
      cancelAnimationFrame(frameId);
      frameId = 0;
      lastTime = null;
    };

    const start = () => {
      if (frameId !== 0 || !animating()) return;
      frameId = requestAnimationFrame(loop);
    };

    const resize = () => {
      width = window.innerWidth;
      height = window.innerHeight;
      const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(width * pixelRatio);
      canvas.height = Math.round(height * pixelRatio);
      context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);

      const count = starCountForViewport(width, height);
      stars =
        stars.length > count
          ? stars.slice(0, count)
          : stars.concat(Array.from({ length: count - stars.length }, createStar));
      // Resizing clears the canvas; repaint at once so a still (reduced-motion) frame is never left blank.
      draw(performance.now(), 0);
    };

    const onResize = () => {
      cancelAnimationFrame(resizeFrameId);
      resizeFrameId = requestAnimationFrame(resize);
    };

    const onVisibilityChange = () => (document.hidden ? stop() : start());

    const onMotionPreferenceChange = () => {
      if (reducedMotion.matches) {
        stop();
        shootingStars = [];
        draw(performance.now(), 0);
      } else {
        start();
      }
    };

    resize();
    start();
    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", onVisibilityChange);
    reducedMotion.addEventListener("change", onMotionPreferenceChange);

    return () => {
      stop();
      cancelAnimationFrame(resizeFrameId);
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      reducedMotion.removeEventListener("change", onMotionPreferenceChange);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="starfield"
      className="pointer-events-none fixed inset-0 -z-10 block h-full w-full"
      style={glowStyle}
    />
  );
}
