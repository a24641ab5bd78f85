import { describe, expect, it } from 'vitest';
import { prettyLogLine, terminalLogStream } from './terminal-log';

const at = new Date(2026, 10, 28, 14, 3, 4).getTime();

describe('journal lisible dans un terminal', () => {
  it('écrit l’heure, le niveau et le message, puis les autres champs', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      msg: 'Déclic est prêt',
      base: 'pglite',
    });
    expect(prettyLogLine(line, false)).toBe('14:03:04 INFO  Déclic est prêt base=pglite');
  });

  it('résume une requête terminée : méthode, adresse, statut, durée', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'r-7',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 404 },
      responseTime: 3.24,
      msg: 'request completed',
    });
    expect(prettyLogLine(line, false)).toBe(
      '14:03:04 INFO  GET /api/health 404 3.2 ms request completed reqId=r-7',
    );
  });

  it('montre la pile d’une erreur sur les lignes suivantes, en couleur si on le demande', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'échec',
      err: { type: 'Error', message: 'boum', stack: 'Error: boum\n    at x' },
    });
    expect(prettyLogLine(line, false)).toBe('14:03:04 ERROR échec\nError: boum\n    at x');
    expect(prettyLogLine(line, true)).toContain('\u001b[31mERROR\u001b[0m');
  });

  it('laisse telle quelle une ligne qui n’est pas du JSON', () => {
    expect(prettyLogLine('pas du JSON', true)).toBe('pas du JSON');
  });

  it('écrit chaque ligne reçue, lisible, une par ligne', () => {
    const written: string[] = [];
    const stream = terminalLogStream({ write: (text: string) => written.push(text) } as never, false);
    stream.write(`${JSON.stringify({ level: 40, time: at, msg: 'lent' })}\n`);
    expect(written).toEqual(['14:03:04 WARN  lent\n']);
  });
});
