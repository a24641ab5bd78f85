import type { AiChatStreamEvent } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

function parse(chunks: string[]): AiChatStreamEvent[] {
  const events: AiChatStreamEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

const stream =
  'data: {"type":"delta","text":"Bon"}\n\n' +
  ': commentaire de maintien\n\n' +
  'data: {"type":"delta","text":"jour\\u202f!"}\n\n' +
  'data: {"type":"done","reply":"Bonjour\\u202f!","origin":"offline"}\n\n';

describe('SSE parser of the streamed AI reply', () => {
  it('hands over each event once, whatever the chunk boundaries', () => {
    const expected = parse([stream]);
    expect(expected).toEqual([
      { type: 'delta', text: 'Bon' },
      { type: 'delta', text: 'jour\u202f!' },
      { type: 'done', reply: 'Bonjour\u202f!', origin: 'offline' },
    ]);
    for (const size of [1, 3, 7, 20]) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks)).toEqual(expected);
    }
  });

  it('accepts CRLF line ends, data without a space and a last event without its blank line', () => {
    expect(
      parse(['data:{"type":"delta","text":"a"}\r\n\r\ndata: {"type":"error","message":"Quota"}']),
    ).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'error', message: 'Quota' },
    ]);
  });

  it('ignores malformed or unknown events', () => {
    expect(parse(['data: pas du json\n\n', 'data: {"type":"autre"}\n\n', 'event: ping\n\n'])).toEqual([]);
  });
});
