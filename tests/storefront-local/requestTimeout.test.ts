/** The local storefront answers a trickled request body 408 and closes the connection, as the shop service does. */
import { startStorefront, type RunningStorefront } from '../../storefront-local/server';
import { trickle } from '../server/trickle';
import { ENDPOINT } from './helpers';

let sf: RunningStorefront;
beforeAll(async () => {
  sf = await startStorefront({ port: 0, host: '127.0.0.1', dataDir: null, seed: false, requestTimeoutMs: 600 });
});
afterAll(() => sf.close());

it('refuses a body trickled past the request timeout with 408', async () => {
  const { response, bytesSent } = await trickle(sf.port, ENDPOINT);
  expect(response).toMatch(/^HTTP\/1\.1 408 /);
  // Cut off long before the body was complete (1 byte per 50 ms for 4 KB would take minutes).
    expect(bytesSent).toBeLessThan(1000);
  // The server keeps serving everyone else.
  expect((await fetch(`http://127.0.0.1:${sf.port}/.well-known/openid-configuration`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${sf.port}/`)).status).toBe(200);
});
