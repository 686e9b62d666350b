import { STARFIELD_DENSITY } from '@catalog/shared';
import { useEffect, useRef } from 'react';
import { cx } from './cx.ts';
import { createLoop, type SceneSize, type StarfieldMessage } from './starfield-scene.ts';

/** What the page holds of one canvas's drawing: in a worker, or on the main thread. */
interface Drawing {
  resize(size: SceneSize): void;
  run(on: boolean): void;
  end(): void;
}

/**
 * A canvas handed to a worker cannot be taken back, so its drawing outlives a cleanup that is
 * followed at once by the same effect again (StrictMode's second run); it ends a moment later
 * unless that happens.
 */
const drawings = new WeakMap<HTMLCanvasElement, { drawing: Drawing; ending?: ReturnType<typeof setTimeout> }>();

function drawInWorker(canvas: HTMLCanvasElement, density: number, reduceMotion: boolean, size: SceneSize): Drawing {
  const worker = new Worker(new URL('./starfield.worker.ts', import.meta.url), { type: 'module' });
  const offscreen = canvas.transferControlToOffscreen();
  const post = (message: StarfieldMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ type: 'start', canvas: offscreen, density, reduceMotion, size }, [offscreen]);
  return {
    resize: (next) => post({ type: 'resize', size: next }),
    run: (running) => post({ type: 'run', running }),
    end: () => worker.terminate(),
  };
}

function drawHere(
  canvas: HTMLCanvasElement,
  density: number,
  reduceMotion: boolean,
  size: SceneSize,
): Drawing | undefined {
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  const loop = createLoop(ctx, density, reduceMotion, {
    request: (tick) => requestAnimationFrame(tick),
    cancel: (id) => cancelAnimationFrame(id),
  });
  loop.resize(size);
  return { resize: loop.resize, run: loop.run, end: () => loop.run(false) };
}

const sizeOf = (canvas: HTMLCanvasElement): SceneSize => {
  const rect = canvas.getBoundingClientRect();
  return { width: rect.width, height: rect.height, dpr: Math.min(window.devicePixelRatio || 1, 2) };
};

/**
 * A decorative canvas of drifting, twinkling stars (docs/product.md §3.3). `density` is the
 * number of stars per 1280×800 area, read once per canvas. It is drawn by a worker where the
 * browser can hand a canvas over (docs/decisions/0162-starfield-off-the-main-thread.md), else on
 * the page. With reduced motion it draws one still frame; it also stops drawing while off screen
 * or in a hidden tab.
 */
export function Starfield({ density = STARFIELD_DENSITY, className }: { density?: number; className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let held = drawings.get(canvas);
    if (held) clearTimeout(held.ending);
    else {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const size = sizeOf(canvas);
      const drawing =
        'transferControlToOffscreen' in canvas && typeof Worker === 'function'
          ? drawInWorker(canvas, density, reduceMotion, size)
          : drawHere(canvas, density, reduceMotion, size);
      if (!drawing) return;
      held = { drawing };
      drawings.set(canvas, held);
    }
    const { drawing } = held;
    let visible = true;
    const update = () => drawing.run(visible && !document.hidden);

    const resizeObserver = new ResizeObserver(() => drawing.resize(sizeOf(canvas)));
    resizeObserver.observe(canvas);
    const intersection = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
      update();
    });
    intersection.observe(canvas);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      drawing.run(false);
      resizeObserver.disconnect();
      intersection.disconnect();
      document.removeEventListener('visibilitychange', update);
      const current = drawings.get(canvas);
      if (current)
        current.ending = setTimeout(() => {
          drawings.delete(canvas);
          drawing.end();
        });
    };
  }, [density]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-density={density}
      className={cx('pointer-events-none absolute inset-0 size-full', className)}
    />
  );
}
