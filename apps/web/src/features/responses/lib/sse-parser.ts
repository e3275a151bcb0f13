export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format as it arrives in pieces: feed each piece, get the whole
 * events it completed. Comments (heartbeats) and fields other than event, data and retry are
 * skipped; `retry` is reported through `onRetry`.
 */
export function createSseParser(onRetry: (ms: number) => void = () => undefined) {
  let buffer = '';
  return function feed(chunk: string): ServerSentEvent[] {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
      }
      if (data.length) events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}
