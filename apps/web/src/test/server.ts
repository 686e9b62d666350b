import { setupServer } from 'msw/node';

/** The network of the component tests: each test says what the API answers (docs/decisions/0112-web-component-tests.md). */
export const server = setupServer();
