#!/usr/bin/env node
// A workflow whose meta the quick reader refuses (a hex number), so the
// harness parses all of it: every statement and expression form below.
export const meta = {
  name: 'forms',
  description: 'Every syntax form the module parser must accept',
  retries: 0x3,
  phases: [{ title: 'scan' }, { title: 'report', detail: `plain` }],
}

import config from './config.json' with { type: 'json' };
import * as helpers from './helpers.js';
import { one, two as second, 'quoted name' as quoted } from './names.js';
export { one as default1 };
export * as everything from './all.js';

const limit = 1_000_000n, ratio = 0.5e-3, mask = 0b1010, perms = 0o755;
let counter = 0;
counter ??= 1; counter ||= 2; counter &&= 3; counter **= 2;

class Base {
  static count = 0;
  #secret = 42;
  static #registry = new Map();
  static { Base.count = 1; }
  get secret() { return this.#secret; }
  set secret(value) { this.#secret = value; }
  static has(object) { return #secret in object; }
  async *stream() { yield* [1, 2]; await null; }
  ['computed' + 'Name']() { return Base.#registry; }
}

class Derived extends Base {
  constructor(...args) {
    super();
    this.args = args;
  }
  describe() { return `${super.secret}:${new.target ?? 'none'}`; }
}

function* numbers(start = 0, { step = 1, ...rest } = {}, [first, , third] = []) {
  let n = start;
  outer: for (;;) {
    inner: for (const x of [1, 2]) {
      if (x > 1) continue outer;
      if (n > 10) break outer;
      yield n += step;
    }
  }
}

async function run({ items = [] } = {}) {
  for await (const item of helpers.stream?.(items) ?? []) {
    switch (item?.kind) {
      case 'a': { let local = item; break; }
      default: void 0;
    }
  }
  try { JSON.parse('{') } catch { } finally { counter++; }
  try { throw new Error('x') } catch ({ message }) { log(message) }
  const re = /(?<year>\d{4})-(?<month>\d{2})/g, set = /[\p{L}--[a-z]]/v;
  const tagged = String.raw`a\n${limit}b`;
  const arrow = async (a, b = a) => ({ a, b, ...rest(a) });
  label: { break label; }
  do counter--; while (counter > 0)
  if (counter) ; else counter = 0;
  return [re, set, tagged, arrow, typeof run, delete config.x, import.meta.url, await import('./lazy.js')];
}

const result = await run({ items: [1, 2, 3] });
log(`done ${result.length} ${second} ${quoted} ${one}`);
return result;
