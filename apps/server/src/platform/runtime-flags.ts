import { setFlagsFromString } from 'node:v8';

// A request's objects live for milliseconds. V8 allocates the objects of a code site straight
// in the old generation once it has seen many of them survive (during start-up, seeding or a
// large import), and from then on every request's objects of that site wait for a full
// collection, keeping the young objects they point to alive too: the server spent twice the
// garbage collection per request (docs/performance.md, "Run of 2026-11-24 (ninth session)").
setFlagsFromString('--no-allocation-site-pretenuring');
