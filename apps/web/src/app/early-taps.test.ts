import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-taps.ts';

describe('taps kept before the app started', () => {
  afterEach(() => document.body.replaceChildren());

  it('are tapped again once, in order, and only while their element is on the page', () => {
    const clicked: string[] = [];
    const button = (name: string) => {
      const element = document.createElement('button');
      element.addEventListener('click', () => clicked.push(name));
      return element;
    };
    const menu = button('menu');
    const filter = button('filter');
    const gone = button('gone');
    document.body.append(menu, filter);
    window.earlyTaps = [menu, gone, filter, menu];

    replayEarlyTaps();
    replayEarlyTaps();

    expect(clicked).toEqual(['menu', 'filter', 'menu']);
    expect(window.earlyTaps).toBeUndefined();
  });
});
