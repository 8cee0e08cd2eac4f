/** Random requests at the beacon route for the fuzz test: bodies, sizes, content types, methods, origins. */
import { healthBeaconPath, parseHealthBeacon, type HealthBeacon } from '@codecrush/contracts';
import fc from 'fast-check';
import { siteOrigin, validBeacon } from './beacons';

const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A beacon with one part broken: a wrong type, an unknown key, a value out of range. */
const brokenBeacon = fc
  .tuple(
    fc.constantFrom<keyof HealthBeacon>('v', 'view', 'path', 'route', 'app', 'build', 'browser', 'vitals', 'counts'),
    anyJson,
  )
  .map(([key, value]) => ({ ...validBeacon(), [key]: value }))
  .filter((beacon) => parseHealthBeacon(beacon) === undefined);

const bodies = fc.oneof(
  fc.string({ maxLength: 300 }),
  anyJson.map((value) => JSON.stringify(value)),
  brokenBeacon.map((value) => JSON.stringify(value)),
  fc.constant(JSON.stringify({ ...validBeacon(), extra: 'x' })),
  fc.constant(JSON.stringify(validBeacon({ path: '/view-blog/3?email=a@b.c' }))),
  fc.integer({ min: 8_000, max: 40_000 }).map((size) => JSON.stringify({ ...validBeacon(), pad: 'x'.repeat(size) })),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
);

/** Random requests at the beacon route: bodies, sizes, types, methods; none of them a valid beacon. */
export const fuzzBeaconRequest = fc.record({
  method: fc.constantFrom('POST' as const, 'POST' as const, 'POST' as const, 'GET' as const, 'PUT' as const),
  url: fc.constant(healthBeaconPath),
  headers: fc.record({
    'content-type': fc.constantFrom(
      'text/plain;charset=UTF-8',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ),
    origin: fc.constantFrom(siteOrigin, 'https://evil.example'),
  }),
  payload: bodies,
});
