import { CHAT_MESSAGE_MAX_LENGTH } from '@declic/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

/** `reply` is what sending resolves to: null when sent, else the error to show. */
function composer(props: Partial<ComponentProps<typeof MessageComposer>> = {}, reply: string | null = null) {
  const onSend = vi.fn(async (_content: string): Promise<string | null> => reply);
  render(<MessageComposer onSend={onSend} {...props} />);
  return {
    onSend,
    field: screen.getByRole('textbox', { name: props.label ?? 'Ton message' }),
    send: screen.getByRole('button', { name: 'Envoyer' }),
  };
}

describe('le champ du chat', () => {
  it('vide ou fait d’espaces : « Envoyer » reste fermé et Entrée n’envoie rien', async () => {
    const { field, send, onSend } = composer();
    expect(send).toBeDisabled();
    await userEvent.type(field, '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Entrée envoie le message sans les espaces autour, et vide le champ', async () => {
    const { field, onSend } = composer();
    await userEvent.type(field, '  Salut tout le monde  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Salut tout le monde');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('');
  });

  it('le message s’arrête à 500 caractères', async () => {
    const { field, send, onSend } = composer();
    expect(field).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX_LENGTH));
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 20));
    expect(field).toHaveValue('a'.repeat(CHAT_MESSAGE_MAX_LENGTH));
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('a'.repeat(CHAT_MESSAGE_MAX_LENGTH));
  });

  it('un envoi refusé remet le texte dans le champ et dit pourquoi', async () => {
    const { field, onSend } = composer({}, 'Ton message n’a pas pu être envoyé.');
    await userEvent.type(field, 'Bonjour{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ton message n’a pas pu être envoyé.');
    expect(field).toHaveValue('Bonjour');
    onSend.mockResolvedValueOnce(null);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('un envoi refusé ne perd pas ce qui a été tapé pendant qu’il partait', async () => {
    // The refusal comes only when the test says so: the student types meanwhile.
    let refuse = () => {};
    const onSend = vi.fn(
      () => new Promise<string | null>((resolve) => (refuse = () => resolve('Le chat ne répond pas.'))),
    );
    render(<MessageComposer onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Ton message' });
    await userEvent.type(field, 'Premier{Enter}');
    await userEvent.type(field, 'et second');
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le chat ne répond pas.');
    expect(field).toHaveValue('Premier et second');
  });

  it('tant qu’une réponse arrive (IA), l’envoi attend', async () => {
    const { field, send, onSend } = composer({ busy: true, label: 'Ta question', maxLength: 2000 });
    await userEvent.type(field, 'Combien gagne un boulanger ?{Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('maxlength', '2000');
  });
});
