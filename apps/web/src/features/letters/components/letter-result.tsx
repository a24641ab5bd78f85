import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TEXTES } from '../textes';
import { printLetter } from './print-letter';

export function LetterResult({ letter }: { letter: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card className="flex flex-col gap-4">
      <pre className="whitespace-pre-wrap font-serif text-base text-ink">{letter}</pre>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => navigator.clipboard.writeText(letter).then(() => setCopied(true))}
        >
          {copied ? TEXTES.copied : TEXTES.copy}
        </Button>
        <Button variant="secondary" onClick={() => printLetter(TEXTES.title, letter)}>
          {TEXTES.pdf}
        </Button>
      </div>
    </Card>
  );
}
