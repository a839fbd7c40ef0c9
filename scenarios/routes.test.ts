// Latency faults are kept by the drivers and applied in clock time (docs/decisions/012): a fault
// names its route as the fake API does, and one with a count delays that many requests.
import { expect, test } from 'vitest';
import { latencyFaults } from './routes';

test('a latency fault with a count delays that many matching requests, then none', () => {
  const latencies = latencyFaults();
  latencies.add({ route: 'POST /v3/repins/', latencyMs: 400, count: 2 });
  latencies.add({ route: 'GET /v3/pins/:id/', status: 503 });
  const repin = () => latencies.latencyFor('POST', 'http://127.0.0.1:1/v3/repins/');
  expect(latencies.latencyFor('GET', '/v3/repins/')).toBe(0);
  expect(latencies.latencyFor('GET', '/v3/pins/1/')).toBe(0);
  expect([repin(), repin(), repin()]).toEqual([400, 400, 0]);
});

test('a latency fault without a count delays every matching request until cleared', () => {
  const latencies = latencyFaults();
  latencies.add({ route: 'GET /v3/pins/:id/', latencyMs: 950 });
  const pin = () => latencies.latencyFor('GET', '/v3/pins/100001/');
  expect([pin(), pin(), pin()]).toEqual([950, 950, 950]);
  latencies.clear();
  expect(pin()).toBe(0);
});
