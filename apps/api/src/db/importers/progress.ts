/** Reports how far an import has gone: a bar on a terminal, a line every 10 % otherwise. */
export interface Progress {
  start(label: string, total: number): void;
  tick(count?: number): void;
  done(): void;
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  let label = '';
  let total = 0;
  let current = 0;
  let lastDecile = -1;
  const render = () => {
    const ratio = total > 0 ? Math.min(1, current / total) : 1;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${Math.round(ratio * 100)} % (${current}/${total})`,
      );
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${label} : ${decile * 10} % (${current}/${total})\n`);
    }
  };
  return {
    start(newLabel, newTotal) {
      label = newLabel;
      total = newTotal;
      current = 0;
      lastDecile = -1;
      render();
    },
    tick(count = 1) {
      current += count;
      render();
    },
    done() {
      current = total;
      render();
      if (stream.isTTY) stream.write('\n');
    },
  };
}

export const silentProgress: Progress = { start() {}, tick() {}, done() {} };
