import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parseChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const stream =
  'event: user\ndata: {"message":{"id":"1"}}\n\n' +
  'event: delta\ndata: {"text":"Hel"}\n\n' +
  'event: delta\ndata: {"text":"lo"}\n\n' +
  'event: done\ndata: {"message":{"id":"2","risk":"none"}}\n\n';

const expected: SseEvent[] = [
  { event: 'user', data: '{"message":{"id":"1"}}' },
  { event: 'delta', data: '{"text":"Hel"}' },
  { event: 'delta', data: '{"text":"lo"}' },
  { event: 'done', data: '{"message":{"id":"2","risk":"none"}}' },
];

describe('createSseParser', () => {
  it('parses several events delivered in one chunk', () => {
    expect(parseChunks([stream])).toEqual(expected);
  });

  it('handles chunks split at every possible position', () => {
    for (let i = 1; i < stream.length; i++) {
      expect(parseChunks([stream.slice(0, i), stream.slice(i)])).toEqual(expected);
    }
  });

  it('handles one character per chunk', () => {
    expect(parseChunks([...stream])).toEqual(expected);
  });

  it('accepts CRLF line endings, also when CR and LF arrive in different chunks', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(parseChunks([crlf])).toEqual(expected);
    for (let i = 1; i < crlf.length; i++) {
      expect(parseChunks([crlf.slice(0, i), crlf.slice(i)])).toEqual(expected);
    }
  });

  it('accepts bare CR line endings', () => {
    expect(parseChunks(['event: delta\rdata: {"text":"a"}\r\r'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });

  it('joins multi-line data, ignores comments and unknown fields, defaults the event name', () => {
    const events = parseChunks([': keep-alive\n\nretry: 1000\nfoo: bar\ndata: line one\ndata:line two\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'line one\nline two' }]);
  });

  it('keeps the last event id', () => {
    expect(parseChunks(['id: 7\nevent: delta\ndata: x\n\n'])).toEqual([
      { event: 'delta', data: 'x', id: '7' },
    ]);
  });

  it('does not dispatch events without data and drops an unfinished event at the end', () => {
    expect(parseChunks(['event: ping\n\nevent: delta\ndata: {"text":"partial"}'])).toEqual([]);
  });

  it('strips a leading byte order mark', () => {
    expect(parseChunks(['\uFEFFdata: hi\n\n'])).toEqual([{ event: 'message', data: 'hi' }]);
  });
});
