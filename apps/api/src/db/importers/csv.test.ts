import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';

describe('lecture CSV', () => {
  it('gère guillemets, guillemets doublés, retours à la ligne, CRLF et BOM', () => {
    const text = '\uFEFFa;b\r\n"x; y";"dit ""oui"""\n"deux\nlignes";\n\n';
    expect(parseCsv(text, ';')).toEqual([
      ['a', 'b'],
      ['x; y', 'dit "oui"'],
      ['deux\nlignes', ''],
    ]);
  });

  it('donne des objets par en-tête', () => {
    expect(parseCsvRecords('code,nom\n33,Gironde\n69')).toEqual([
      { code: '33', nom: 'Gironde' },
      { code: '69', nom: '' },
    ]);
  });
});
