import { type AiChatStreamEvent, advisorApi } from '@declic/domain';

/**
 * Server-sent events arrive in arbitrary chunks: an event may be cut anywhere, even inside a
 * multi-byte character. Feed the decoded text; each complete `data:` event is handed over once.
 * Comments, other fields and malformed events are ignored.
 */
export function createSseParser(onEvent: (event: AiChatStreamEvent) => void) {
  let buffer = '';
  const dispatch = (block: string) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) return;
    try {
      const parsed = advisorApi.ask.stream.events.safeParse(JSON.parse(data));
      if (parsed.success) onEvent(parsed.data);
    } catch {
      // Not JSON: not one of our events.
    }
  };
  return {
    feed(text: string) {
      buffer += text.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        dispatch(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf('\n\n');
      }
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer.trim()) dispatch(buffer);
      buffer = '';
    },
  };
}
