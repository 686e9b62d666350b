import { fireEvent } from '@testing-library/dom';
import { renderToString } from 'preact-render-to-string';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserValue } from '../lib/browser-value.ts';
import { HydrateInTurn, hydrateInTurns, nextTask } from './hydrate-in-turn.tsx';

/** Marks each run of microtasks: the code of one task sees one mark, the next task another. */
let mark: object | null = null;
function taskMark() {
  if (!mark) {
    mark = {};
    queueMicrotask(() => queueMicrotask(() => (mark = null)));
  }
  return mark;
}

/** Parts as they were first committed (hydrated or drawn), with the mark of the task that did it. */
const commits: Array<{ name: string; task: object }> = [];

/** A labelled field (an id from useId) and a counter button, to see whether its part is hydrated. */
function Part({ name }: { name: string }) {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => void commits.push({ name, task: taskMark() }), [name]);
  return (
    <p>
      <label htmlFor={id}>{name}</label>
      <input id={id} />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`${name} ${clicks}`}
      </button>
    </p>
  );
}

/**
 * A button naming the panel it controls once the panel has said its id, as Headless UI's
 * disclosures do: the panel keeps the id it was drawn with, the button gets the browser's.
 */
function Disclosure() {
  const [panelId, setPanelId] = useState<string>();
  return (
    <div>
      <button type="button" aria-controls={panelId}>
        toggle
      </button>
      <DisclosurePanel onId={setPanelId} />
    </div>
  );
}

function DisclosurePanel({ onId }: { onId: (id: string) => void }) {
  const id = useId();
  useEffect(() => onId(id), [id, onId]);
  return <div id={id}>panel</div>;
}

/**
 * A part whose props change as soon as the page is hydrated, before the part's turn: the list's
 * search bar gets the filter panel's state this way, open as drawn, closed on a phone.
 */
function Changing() {
  const open = useBrowserValue(() => false, true);
  return (
    <div>
      <HydrateInTurn>
        <button type="button" aria-expanded={open}>
          {open ? 'less' : 'more'}
        </button>
      </HydrateInTurn>
    </div>
  );
}

function Page() {
  return (
    <main>
      <HydrateInTurn>
        <Part name="first" />
      </HydrateInTurn>
      <Part name="middle" />
      <Disclosure />
      <HydrateInTurn>
        <section>
          <HydrateInTurn>
            <Part name="inner" />
          </HydrateInTurn>
          <Part name="outer" />
        </section>
      </HydrateInTurn>
    </main>
  );
}

const roots: Array<{ element: HTMLElement; unmount?: () => void }> = [];
function container(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  roots.push({ element });
  return element;
}
const hydrate = (root: HTMLElement) =>
  hydrateInTurns(() => (roots.at(-1)!.unmount = hydrateRoot(root, <Page />).unmount));
afterEach(() => {
  commits.length = 0;
  delete document.documentElement.dataset.hydrated;
  roots.splice(0).forEach(({ element, unmount }) => {
    unmount?.();
    element.remove();
  });
});

/** Clicks each part's button and reads which ones counted the click (the hydrated ones). */
async function hydratedParts(root: HTMLElement) {
  const buttons = [...root.querySelectorAll('p > button')];
  const before = buttons.map((button) => button.textContent);
  for (const button of buttons) fireEvent.click(button);
  await Promise.resolve();
  const counted = buttons
    .filter((button, i) => button.textContent !== before[i])
    .map((b) => b.textContent!.split(' ')[0]);
  return counted;
}

/** Every label names its own field, and every aria-controls its own panel. */
const idsMatch = (root: HTMLElement) => {
  const byId = (id: string | null) => (id ? root.querySelector(`#${CSS.escape(id)}`) : null);
  return (
    [...root.querySelectorAll('label')].every((label) => byId(label.htmlFor) === label.nextElementSibling) &&
    [...root.querySelectorAll('[aria-controls]')].every(
      (button) => byId(button.getAttribute('aria-controls')) === button.nextElementSibling,
    )
  );
};

describe('hydration in turns', () => {
  it('keeps the server markup and hydrates each part in a later task, page order first, a part inside a part last', async () => {
    const root = container(renderToString(<Page />));
    const drawn = root.innerHTML;
    hydrate(root);
    expect(root.innerHTML).toBe(drawn);
    // Only what is outside the parts is hydrated in the first task.
    expect(commits.map((c) => c.name)).toEqual(['middle']);
    expect(await hydratedParts(root)).toEqual(['middle']);

    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    while (commits.length < 4) await nextTask();
    expect(commits.map((c) => c.name)).toEqual(['middle', 'first', 'outer', 'inner']);
    expect(document.documentElement.dataset.hydrated).toBe('');
    // Each in a task of its own: the first hydration, then one turn per part.
    expect(new Set(commits.map((c) => c.task)).size).toBe(4);
    expect(await hydratedParts(root)).toEqual(['first', 'middle', 'inner', 'outer']);
  });

  it("keeps the server's ids, so labels and aria-controls still name their elements after the parts are hydrated", async () => {
    const root = container(renderToString(<Page />));
    const serverIds = [...root.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(serverIds).size).toBe(4);
    hydrate(root);
    for (let turn = 0; turn < 3; turn++) await nextTask();
    // Each click redraws its part, writing the ids the browser computed.
    expect(await hydratedParts(root)).toHaveLength(4);
    expect([...root.querySelectorAll('input')].map((input) => input.id)).toEqual(serverIds);
    // Effects run after the next paint (Preact waits at most 35 ms for one).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('[aria-controls]')).not.toBeNull();
    expect(idsMatch(root)).toBe(true);
  });

  it('draws a part with the props it has by its turn, though it is hydrated from what the server drew', async () => {
    const root = container(renderToString(<Changing />));
    expect(root.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    hydrateInTurns(() => (roots.at(-1)!.unmount = hydrateRoot(root, <Changing />).unmount));
    while (!('hydrated' in document.documentElement.dataset)) await nextTask();
    await Promise.resolve();
    expect(root.querySelector('button')!.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('button')!.textContent).toBe('more');
  });

  it('draws every part at once on a page drawn in the browser', async () => {
    const root = container();
    const app = createRoot(root);
    roots.at(-1)!.unmount = app.unmount;
    app.render(<Page />);
    await Promise.resolve();
    expect(root.querySelectorAll('p > button')).toHaveLength(4);
    expect(await hydratedParts(root)).toEqual(['first', 'middle', 'inner', 'outer']);
    expect(idsMatch(root)).toBe(true);
  });
});
