/**
 * Draws the starfield on a canvas the page handed over (components/ui/starfield.tsx), so its
 * frames never take the page's main thread.
 */
import { createLoop, type StarfieldMessage } from './starfield-scene.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<StarfieldMessage>) => void) | null;
  requestAnimationFrame?: (tick: (time: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
}
const scope = self as unknown as WorkerScope;

/** Animation frames where the worker has them, else a timer at about 60 per second. */
const frames =
  scope.requestAnimationFrame && scope.cancelAnimationFrame
    ? { request: scope.requestAnimationFrame.bind(scope), cancel: scope.cancelAnimationFrame.bind(scope) }
    : {
        request: (tick: (time: number) => void) => setTimeout(() => tick(performance.now()), 16) as unknown as number,
        cancel: (id: number) => clearTimeout(id),
      };

let loop: ReturnType<typeof createLoop> | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    const ctx = data.canvas.getContext('2d');
    if (!ctx) return;
    loop = createLoop(ctx, data.density, data.reduceMotion, frames);
    loop.resize(data.size);
  } else if (data.type === 'resize') loop?.resize(data.size);
  else loop?.run(data.running);
};
