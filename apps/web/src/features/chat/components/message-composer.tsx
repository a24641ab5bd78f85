import { CHAT_MESSAGE_MAX_LENGTH } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TEXTES } from '../textes';

interface MessageComposerProps {
  /** Resolves to an error message when the send failed (the text is then restored). */
  onSend(content: string): Promise<string | null>;
  /** Defaults fit the global chat; the AI tab has its own field and limit. */
  inputId?: string;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  /** True while an answer is on its way: sending again waits. */
  busy?: boolean;
}

/** Enter sends; an empty or whitespace-only message is never sent. */
export function MessageComposer({
  onSend,
  inputId = 'chat-message',
  label = TEXTES.inputLabel,
  placeholder = TEXTES.placeholder,
  maxLength = CHAT_MESSAGE_MAX_LENGTH,
  busy = false,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || busy) return;
    setText('');
    setError(null);
    const failure = await onSend(content);
    if (failure) {
      // Put the message back without losing what was typed while it was on its way.
      setText((typed) => (typed.trim() ? `${content} ${typed}` : content).slice(0, maxLength));
      setError(failure);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="min-h-11 flex-1 rounded-full border-2 border-line bg-white px-4"
        />
        <Button type="submit" disabled={!text.trim() || busy}>
          {TEXTES.send}
        </Button>
      </div>
    </form>
  );
}
