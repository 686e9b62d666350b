import { Component, type ReactElement, Suspense, useId } from 'react';

/**
 * Hydration in turns (docs/decisions/0127-hydration-in-turns.md). Hydrating a whole server-drawn
 * page at once is one long task on a slow phone: taps wait for it, and Lighthouse counts it as
 * blocking time. A part wrapped in `HydrateInTurn` is left as the server drew it while the page is
 * first hydrated, and is hydrated later in a task of its own, parts in page order, one per task; a
 * part inside a waiting part waits for a turn of its own after its parent's. Outside the first
 * hydration (a page drawn in the browser) a part renders at once.
 */

let hydrating = false;
/** Parts met while hydrating whose own markup is not hydrated yet: their children wait too. */
let unhydratedParts = 0;
/** Resolves each waiting part's turn, one per task: a message to ourselves runs as a new task. */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

/** Resolves in a task of its own, after the tasks already waiting (the browser may paint between). */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}

/**
 * Once the first hydration and every part's turn are done, `<html data-hydrated>` says that the
 * whole page now answers as the app (browser tests wait for it before they act).
 */
function markWhenHydrated() {
  if (!hydrating && unhydratedParts === 0) document.documentElement.dataset.hydrated = '';
}

/** Runs `hydrate` (a synchronous first hydration) with the parts it meets waiting for their turns. */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  markWhenHydrated();
}

/**
 * Preact's own (mangled) names for a component's vnode and for the id counter `useId` reads from the
 * nearest vnode that has one. The server's renderer (preact-render-to-string) uses the same names.
 */
interface WithIdCounter {
  __v: { __m?: [string, number] };
}

interface GateProps {
  /** The part's own id scope, the same on the server and in the browser. */
  scope: string;
  children: ReactElement;
}

/** Waits for its turn when it meets the first hydration; renders its child once the turn came. */
class Gate extends Component<GateProps> {
  private turn: Promise<void> | null = null;
  private ids: [string, number] = [this.props.scope, 0];
  private waits = hydrating || unhydratedParts > 0;
  private done = !this.waits;
  /**
   * The child as first met, which the server drew. The part's markup is hydrated from it even when
   * the page has redrawn the part with other props meanwhile (hydrating does not touch attributes);
   * the current child is drawn right after.
   */
  private drawn: ReactElement | null = this.props.children;

  constructor(props: GateProps) {
    super(props);
    if (this.waits) unhydratedParts++;
  }

  override render() {
    // Ids made inside count in the part's own scope: hydrated later than the server drew it, the
    // part would otherwise take the ids of the parts drawn after it, and its labels and
    // aria-controls would stop matching the markup.
    (this as unknown as WithIdCounter).__v.__m = this.ids;
    // Suspending while hydrating keeps the server's markup in place until the turn comes.
    if (!this.done) {
      this.turn ??= nextTask().then(() => void (this.done = true));
      throw this.turn;
    }
    return this.drawn ?? this.props.children;
  }

  /** Once hydrated: the current child, if it differs from the one drawn, and the count of parts left. */
  private settle() {
    if (!this.done) return;
    if (this.drawn) {
      const stale = this.drawn !== this.props.children;
      this.drawn = null;
      if (stale) this.forceUpdate();
    }
    if (!this.waits) return;
    this.waits = false;
    unhydratedParts--;
    markWhenHydrated();
  }

  override componentDidMount() {
    this.settle();
  }

  override componentDidUpdate() {
    this.settle();
  }

  override componentWillUnmount() {
    this.done = true;
    this.drawn = null;
    this.settle();
  }
}

/**
 * `children` must draw exactly one element, always: while it waits, the part holds on to the one
 * element the server drew in its place.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  const scope = useId();
  return (
    <Suspense fallback={null}>
      <Gate scope={scope}>{children}</Gate>
    </Suspense>
  );
}
