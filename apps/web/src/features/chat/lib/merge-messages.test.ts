import type { ChatMessage } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { mergeById, type ShownMessage } from './merge-messages';

const message = (id: number, content: string, isMine = false): ChatMessage => ({
  id,
  content,
  isMine,
  authorName: isMine ? 'Toi' : 'Bruno P.',
  isStaff: false,
  createdAt: '2026-11-22T01:00:00.000Z',
});
const pending = (id: number, content: string): ShownMessage => ({
  ...message(id, content, true),
  pending: true,
});

describe('merging live chat messages', () => {
  it('adds a message once and keeps the id order, pending messages last', () => {
    const list = mergeById([message(1, 'a'), pending(-1, 'en route')], message(3, 'c'));
    expect(list.map((m) => m.id)).toEqual([1, 3, -1]);
    expect(mergeById(list, message(3, 'c'))).toBe(list);
    expect(mergeById(list, message(2, 'b')).map((m) => m.id)).toEqual([1, 2, 3, -1]);
  });

  it('my own message coming back live replaces its pending copy at once', () => {
    const list = mergeById(
      [message(1, 'a'), pending(-1, 'salut'), pending(-2, 'salut')],
      message(2, 'salut', true),
    );
    expect(list.map((m) => m.id)).toEqual([1, 2, -2]);
  });

  it('someone else’s identical message does not remove my pending one', () => {
    const list = mergeById([pending(-1, 'salut')], message(2, 'salut'));
    expect(list.map((m) => m.id)).toEqual([2, -1]);
  });
});
