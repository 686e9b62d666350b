import { expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { configureZod } from './zod-config.ts';

it('sets the zod settings zod itself reads', () => {
  configureZod();
  expect(config().jitless).toBe(true);
});
