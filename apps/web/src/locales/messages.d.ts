/** A compiled message catalogue (scripts/lingui-macro.ts compiles each .po file when it is imported). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
