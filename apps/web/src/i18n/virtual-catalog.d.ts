/** A language's compiled messages, made by the build (build/catalogs.ts). */
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
