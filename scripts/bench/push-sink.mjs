import { createServer } from "node:http";
import { createECDH, randomBytes } from "node:crypto";

/**
 * A push service on 127.0.0.1 for the fan-out benches: it accepts every push (201) and counts
 * them, in all and per device (its endpoint `${base}<device>`), with the most in flight at once
 * and when the first arrived. `keys` is one subscription key pair for every device: the
 * encryption still runs per push (a new salt each time). It answers each push after `latencyMs`,
 * as a real push service answers across the internet in tens of milliseconds: answered at once,
 * in this same process, no two sends would ever overlap and the count in flight would say nothing.
 */
export async function startPushSink({ latencyMs = 40 } = {}) {
  const sink = {
    received: 0,
    inflight: 0,
    maxInflight: 0,
    firstAt: 0,
    /** Pushes per device endpoint path. */
    perDevice: new Map(),
    base: "",
    keys: subscriptionKeys(),
    /** Devices pushed more than once. */
    twice: () => [...sink.perDevice.values()].filter((n) => n > 1).length,
    close: () => server.close(),
  };
  const server = createServer((req, res) => {
    sink.inflight += 1;
    sink.maxInflight = Math.max(sink.maxInflight, sink.inflight);
    req.resume();
    req.on("end", () => {
      sink.received += 1;
      sink.firstAt ||= performance.now();
      sink.perDevice.set(req.url, (sink.perDevice.get(req.url) ?? 0) + 1);
      setTimeout(() => {
        sink.inflight -= 1;
        res.writeHead(201).end();
      }, latencyMs);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.base = `http://127.0.0.1:${server.address().port}/push/`;
  return sink;
}

function subscriptionKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}
