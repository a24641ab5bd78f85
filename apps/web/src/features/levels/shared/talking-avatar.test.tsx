import { LEVEL_MOUTH_TOGGLE_MS } from '@declic/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TalkingAvatar } from './talking-avatar';

function pictureOf(container: HTMLElement): URL {
  const src = container.querySelector('img')?.getAttribute('src') ?? '';
  return new URL(src, 'http://declic.test');
}

describe('TalkingAvatar', () => {
  afterEach(() => vi.useRealTimers());

  it('montre une image dessinée par le serveur, bouche fermée et yeux de l’humeur', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <TalkingAvatar speaking={false} mood="happy" />
      </QueryClientProvider>,
    );
    const picture = pictureOf(container);
    expect(picture.pathname).toBe('/api/avatars/adventurer.svg');
    expect(picture.searchParams.get('mouth')).toBe('variant02');
    expect(picture.searchParams.get('eyes')).toBe('variant19');
    expect(picture.searchParams.get('size')).toBe('160');
  });

  it('ouvre et ferme la bouche pendant qu’il parle', () => {
    vi.useFakeTimers();
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <TalkingAvatar speaking />
      </QueryClientProvider>,
    );
    expect(pictureOf(container).searchParams.get('mouth')).toBe('variant02');
    act(() => vi.advanceTimersByTime(LEVEL_MOUTH_TOGGLE_MS));
    expect(pictureOf(container).searchParams.get('mouth')).toBe('variant26');
    expect(pictureOf(container).searchParams.has('eyes')).toBe(false);
  });
});
