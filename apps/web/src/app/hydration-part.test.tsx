import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { HydrationPart, RootHydrated } from './hydration-part.tsx';

const CARDS = ['Flood Watch', 'Road Survey', 'Tide Board'];

function Page() {
  return (
    <div>
      <HydrationPart>
        <nav>Menu</nav>
      </HydrationPart>
      <HydrationPart>
        <ul>
          {CARDS.map((name) => (
            <HydrationPart key={name}>
              <li>{name}</li>
            </HydrationPart>
          ))}
        </ul>
      </HydrationPart>
      <RootHydrated />
    </div>
  );
}

it("keeps the server's markup of every part, nested ones too, and marks the page hydrated once all are", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const drawn = [...container.querySelectorAll('li')];
  const mismatches: unknown[] = [];
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);

  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  await act(() => Promise.resolve());

  expect(mismatches).toEqual([]);
  expect([...container.querySelectorAll('li')]).toEqual(drawn);
  expect(drawn.map((li) => li.textContent)).toEqual(CARDS);
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
});
