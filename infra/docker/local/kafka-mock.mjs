// The Kafka stand-in of the local compose check (kafka.Dockerfile): librdkafka's mock cluster through kcat,
// started as `make up` starts it, and a TCP proxy in front of it.
//
// The mock listens on 127.0.0.1:<random port> and gives that address as the broker's in Metadata and
// FindCoordinator responses; a client in another container would then connect to its own loopback. The
// proxy listens on the port of KAFKA_LISTENERS' PLAINTEXT listener (9092), forwards every connection to the
// mock unchanged, and rewrites the broker address in those two responses to KAFKA_ADVERTISED_LISTENERS'
// (kafka:9092), so clients keep coming back through it. Stops (kcat too) on SIGTERM or SIGINT.
import { spawn } from 'node:child_process';
import net from 'node:net';

const listener = (process.env.KAFKA_LISTENERS ?? 'PLAINTEXT://:9092')
  .split(',')
  .find((l) => l.startsWith('PLAINTEXT://'));
const listenPort = Number(/:(\d+)$/.exec(listener ?? '')?.[1] ?? 9092);
const advertised = /^PLAINTEXT:\/\/([^:,]+):(\d+)/.exec(process.env.KAFKA_ADVERTISED_LISTENERS ?? '');
const advertisedHost = Buffer.from(advertised?.[1] ?? 'localhost');
const advertisedPort = Number(advertised?.[2] ?? listenPort);

const log = (line) => console.log(`${new Date().toISOString()} kafka-mock ${line}`);

const METADATA = 3;
const FIND_COORDINATOR = 10;

function readUVarInt(buf, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[at++];
    value |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte & 0x80);
  return [value >>> 0, at];
}

function uvarint(n) {
  const out = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
}

const int16 = (n) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

/** A Metadata or FindCoordinator response (without its size prefix) with every broker address replaced. */
export function rewriteResponse(body, apiKey, version) {
  const flexible = apiKey === METADATA ? version >= 9 : version >= 3;
  const out = [];
  let at = 4; // correlation id
  let from = 0;
  const skipTags = () => {
    let count;
    [count, at] = readUVarInt(body, at);
    for (let i = 0; i < count; i++) {
      let size;
      [, at] = readUVarInt(body, at);
      [size, at] = readUVarInt(body, at);
      at += size;
    }
  };
  const skipString = () => {
    if (flexible) {
      let length;
      [length, at] = readUVarInt(body, at);
      at += Math.max(length - 1, 0);
    } else {
      const length = body.readInt16BE(at);
      at += 2 + Math.max(length, 0);
    }
  };
  const readArrayLength = () => {
    if (flexible) {
      let length;
      [length, at] = readUVarInt(body, at);
      return length - 1;
    }
    const length = body.readInt32BE(at);
    at += 4;
    return length;
  };
  // host (string) and port (int32), replaced
  const replaceAddress = () => {
    out.push(body.subarray(from, at));
    skipString();
    at += 4;
    const length = flexible ? uvarint(advertisedHost.length + 1) : int16(advertisedHost.length);
    out.push(length, advertisedHost, int32(advertisedPort));
    from = at;
  };

  if (flexible) skipTags(); // response header v1
  if (apiKey === METADATA) {
    if (version >= 3) at += 4; // throttle_time_ms
    const brokers = readArrayLength();
    for (let i = 0; i < brokers; i++) {
      at += 4; // node_id
      replaceAddress();
      if (version >= 1) skipString(); // rack
      if (flexible) skipTags();
    }
  } else if (apiKey === FIND_COORDINATOR) {
    if (version === 0) {
      at += 2 + 4; // error_code, node_id
      replaceAddress();
    } else if (version <= 3) {
      at += 4 + 2; // throttle_time_ms, error_code
      skipString(); // error_message
      at += 4; // node_id
      replaceAddress();
    } else {
      at += 4; // throttle_time_ms
      const coordinators = readArrayLength();
      for (let i = 0; i < coordinators; i++) {
        skipString(); // key
        at += 4; // node_id
        replaceAddress();
        at += 2; // error_code
        skipString(); // error_message
        skipTags();
      }
    }
  }
  out.push(body.subarray(from));
  return Buffer.concat(out);
}

/** Calls onFrame(body) for every complete size-prefixed frame of a stream. */
function frames(onFrame) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4) {
      const size = pending.readInt32BE(0);
      if (pending.length < 4 + size) break;
      onFrame(pending.subarray(4, 4 + size));
      pending = pending.subarray(4 + size);
    }
  };
}

function proxy(client, upstream) {
  const server = net.connect(upstream);
  /** correlation id -> [api key, api version] of the requests whose responses carry addresses */
  const asked = new Map();
  client.on(
    'data',
    frames((body) => {
      const apiKey = body.readInt16BE(0);
      if (apiKey === METADATA || apiKey === FIND_COORDINATOR)
        asked.set(body.readInt32BE(4), [apiKey, body.readInt16BE(2)]);
      server.write(Buffer.concat([int32(body.length), body]));
    }),
  );
  server.on(
    'data',
    frames((body) => {
      const request = asked.get(body.readInt32BE(0));
      let out = body;
      if (request) {
        asked.delete(body.readInt32BE(0));
        try {
          out = rewriteResponse(body, ...request);
        } catch (error) {
          log(`could not rewrite a response (api ${request[0]} v${request[1]}): ${error.message}`);
        }
      }
      client.write(Buffer.concat([int32(out.length), out]));
    }),
  );
  const close = () => {
    client.destroy();
    server.destroy();
  };
  client.on('error', close).on('close', close);
  server.on('error', close).on('close', close);
}

function startMock() {
  return new Promise((resolve, reject) => {
    const kcat = spawn(
      'kcat',
      ['-b', 'localhost:9092', '-X', 'test.mock.num.brokers=1', '-q', '-C', '-t', '__mock_keepalive'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let seen = '';
    const timer = setTimeout(() => reject(new Error('the mock cluster named no address in 10 s')), 10_000);
    kcat.on('error', reject);
    kcat.on('exit', (code, signal) => {
      log(`kcat exited (${signal ?? code})`);
      process.exit(stopping ? 0 : 1);
    });
    kcat.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      if (seen === null) return;
      seen += chunk.toString();
      const found = /replaced with (\S+)/.exec(seen);
      if (found) {
        seen = null;
        clearTimeout(timer);
        resolve({ kcat, address: found[1] });
      }
    });
  });
}

let stopping = false;
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { kcat, address } = await startMock();
  const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.split(':').at(-1))];
  const server = net.createServer((client) => proxy(client, { host, port }));
  server.listen(listenPort, '0.0.0.0', () =>
    log(`mock cluster at ${address}, served on :${listenPort} as ${advertisedHost}:${advertisedPort}`),
  );
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      stopping = true;
      log(`${signal}: stopping`);
      server.close();
      kcat.kill('SIGTERM');
    });
  }
}
