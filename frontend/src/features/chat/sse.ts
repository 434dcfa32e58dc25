/**
 * A small Server-Sent Events parser for `fetch` streams (the browser's EventSource cannot POST).
 * Follows the event-stream format: lines end with LF, CR or CRLF (a line ending may be split between
 * chunks), a blank line dispatches the event, `data:` lines join with a newline, lines starting with a
 * colon are comments, and a single space after the field colon is dropped. An event with no data is
 * not dispatched; an unfinished event when the stream ends is discarded.
 */
export interface SseEvent {
  /** The `event:` field, or "message" when the event named none. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines, fields or line endings anywhere. */
  push(chunk: string): void;
  /** Call when the stream ends: drops any unfinished event. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let skipLeadingLf = false;
  let firstChunk = true;
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;

  function dispatch(): void {
    if (dataLines.length > 0) {
      const event: SseEvent = { event: eventName || 'message', data: dataLines.join('\n') };
      if (lastId !== undefined) event.id = lastId;
      onEvent(event);
    }
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      default:
        // `retry` and unknown fields are ignored.
        break;
    }
  }

  return {
    push(chunk: string) {
      if (firstChunk && chunk.length > 0) {
        firstChunk = false;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      }
      buffer += chunk;
      for (;;) {
        if (skipLeadingLf) {
          if (buffer.length === 0) break;
          if (buffer[0] === '\n') buffer = buffer.slice(1);
          skipLeadingLf = false;
        }
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        const line = buffer.slice(0, end);
        // A CR may be the first half of a CRLF whose LF is still in the next chunk.
        if (buffer[end] === '\r') skipLeadingLf = true;
        buffer = buffer.slice(end + 1);
        processLine(line);
      }
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}
