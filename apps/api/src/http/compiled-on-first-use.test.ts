import { describe, expect, it, vi } from 'vitest';
import { compiledOnFirstUse } from './compiled-on-first-use';

describe('compiledOnFirstUse', () => {
  const route = { schema: {}, method: 'GET', url: '/api/x', httpStatus: '200' };

  it('ne compile rien avant la première réponse, puis une seule fois', () => {
    const compile = vi.fn(() => (data: unknown) => JSON.stringify(data));
    const serializerOf = compiledOnFirstUse(compile);
    const serialize = serializerOf(route);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize({ a: 1 })).toBe('{"a":1}');
    expect(serialize({ a: 2 })).toBe('{"a":2}');
    expect(compile).toHaveBeenCalledTimes(1);
    expect(compile).toHaveBeenCalledWith(route);
  });
});
