// The production random source of createApp's `adapters.random` slot (passage orders and
// answer handles, docs/exams.md "What the browser gets"): node:crypto, 32 bits a draw. The
// domain only knows the `Random` type (server/domain/exams/handles.ts) and takes it as a
// parameter, so tests pass a seeded one.
import { randomInt } from 'node:crypto';

/** A draw in [0, 1). */
export const cryptoRandom = (): number => randomInt(0, 2 ** 32) / 2 ** 32;
