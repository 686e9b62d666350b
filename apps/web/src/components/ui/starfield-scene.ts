/**
 * The drawing of the starfield (components/ui/starfield.tsx), shared by the worker that draws it
 * off the main thread (starfield.worker.ts) and by the page when a browser cannot hand a canvas to
 * a worker. Stars are drawn in a few brightness groups, one path each, so a frame is a handful of
 * fills rather than one per star.
 */
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Star {
  x: number;
  y: number;
  r: number;
  speed: number;
  phase: number;
}

export interface SceneSize {
  width: number;
  height: number;
  dpr: number;
}

const GROUPS = 5;
const COLOUR = '#e0f2fe';

export function createScene(density: number, reduceMotion: boolean) {
  let stars: Star[] = [];
  let width = 0;
  let height = 0;

  const seed = () => {
    const area = (width * height) / (1280 * 800);
    const count = Math.max(12, Math.round(density * Math.min(Math.max(area, 0.35), 2)));
    stars = Array.from({ length: count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      r: Math.random() * 1.3 + 0.3,
      speed: Math.random() * 0.12 + 0.02,
      phase: Math.random() * Math.PI * 2,
    }));
  };

  /** Brightness of a star at `time` (ms), 0.1–1; one still value with reduced motion. */
  const brightness = (star: Star, time: number) =>
    reduceMotion ? 0.8 : 0.55 + 0.45 * Math.sin(time / 900 + star.phase);

  return {
    resize(ctx: Context, size: SceneSize) {
      width = size.width;
      height = size.height;
      ctx.canvas.width = Math.round(width * size.dpr);
      ctx.canvas.height = Math.round(height * size.dpr);
      ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
      seed();
    },
    /** Moves every star up by its speed; a star that leaves the top comes back at the bottom. */
    step() {
      for (const star of stars) {
        star.y -= star.speed;
        if (star.y < -2) {
          star.y = height + 2;
          star.x = Math.random() * width;
        }
      }
    },
    draw(ctx: Context, time: number) {
      ctx.clearRect(0, 0, width, height);
      ctx.fillStyle = COLOUR;
      const groups: Star[][] = Array.from({ length: GROUPS }, () => []);
      for (const star of stars) {
        const group = Math.min(GROUPS - 1, Math.floor(brightness(star, time) * GROUPS));
        groups[group]!.push(star);
      }
      groups.forEach((members, group) => {
        if (members.length === 0) return;
        ctx.globalAlpha = (group + 0.5) / GROUPS;
        ctx.beginPath();
        for (const star of members) {
          ctx.moveTo(star.x + star.r, star.y);
          ctx.arc(star.x, star.y, star.r, 0, Math.PI * 2);
        }
        ctx.fill();
      });
      ctx.globalAlpha = 1;
    },
  };
}

/** Messages the page sends the starfield worker. */
export type StarfieldMessage =
  | { type: 'start'; canvas: OffscreenCanvas; density: number; reduceMotion: boolean; size: SceneSize }
  | { type: 'resize'; size: SceneSize }
  | { type: 'run'; running: boolean };

/**
 * Runs a scene: draws a frame now, then one per animation frame while `run(true)`; with reduced
 * motion it only draws the still frame.
 */
export function createLoop(
  ctx: Context,
  density: number,
  reduceMotion: boolean,
  frames: { request: (tick: (time: number) => void) => number; cancel: (id: number) => void },
) {
  const scene = createScene(density, reduceMotion);
  let frame = 0;
  let running = false;
  const tick = (time: number) => {
    scene.step();
    scene.draw(ctx, time);
    frame = frames.request(tick);
  };
  return {
    resize(size: SceneSize) {
      scene.resize(ctx, size);
      scene.draw(ctx, 0);
    },
    run(on: boolean) {
      running = on && !reduceMotion;
      if (running && !frame) frame = frames.request(tick);
      if (!running && frame) {
        frames.cancel(frame);
        frame = 0;
      }
    },
    get running() {
      return running;
    },
  };
}
