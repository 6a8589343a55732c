/**
 * Romanian texts the order endpoints answer when they refuse an update; they live in the one
 * catalogue (src/i18n/ro.ts, group `orderServer`) so the wizard site can show the same words.
 */
import { ro } from '../../src/i18n/ro.ts';

export const serverMessages = ro.orderServer;

export type ServerMessageKey = {
  [K in keyof typeof serverMessages]: (typeof serverMessages)[K] extends string ? K : never;
}[keyof typeof serverMessages];
