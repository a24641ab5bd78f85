import { describe, expect, it } from 'vitest';
import { videoSourceOf } from './video-source';

const origin = 'https://declic.example';

describe('source de la vidéo du niveau 2', () => {
  it('reconnaît les adresses YouTube courantes', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSourceOf(url, origin)).toEqual({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' });
    }
  });

  it('lit un fichier vidéo avec le lecteur natif, chemin relatif compris', () => {
    expect(videoSourceOf('https://cdn.example/fondateur.mp4', origin)).toEqual({
      kind: 'file',
      url: 'https://cdn.example/fondateur.mp4',
    });
    expect(videoSourceOf('/media/fondateur.webm', origin)).toEqual({
      kind: 'file',
      url: 'https://declic.example/media/fondateur.webm',
    });
  });

  it('ne montre aucun lecteur sans adresse, ou avec une adresse inutilisable', () => {
    expect(videoSourceOf(null, origin)).toEqual({ kind: 'none' });
    expect(videoSourceOf('  ', origin)).toEqual({ kind: 'none' });
    expect(videoSourceOf('javascript:alert(1)', origin)).toEqual({ kind: 'none' });
    expect(videoSourceOf('https://www.youtube.com/watch?v=court', origin)).toEqual({ kind: 'none' });
  });
});
