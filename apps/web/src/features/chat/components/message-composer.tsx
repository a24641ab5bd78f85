import { CHAT_MESSAGE_MAX_LENGTH } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TEXTES } from '../textes';

interface MessageComposerProps {
  /** Resolves to an error message when the send failed (the text is then restored). */
  onSend(content: string): Promise<string | null>;
}

/** Enter sends; an empty or whitespace-only message is never sent. */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText('');
    setError(null);
    const failure = await onSend(content);
    if (failure) {
      setText(content);
      setError(failure);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {TEXTES.inputLabel}
        </label>
        <input
          id="chat-message"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={TEXTES.placeholder}
          autoComplete="off"
          className="min-h-11 flex-1 rounded-full border-2 border-line bg-white px-4"
        />
        <Button type="submit" disabled={!text.trim()}>
          {TEXTES.send}
        </Button>
      </div>
    </form>
  );
}
