import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput } from './ChatInput';

function setup(props: { pending?: boolean; accept?: boolean } = {}) {
  const onSend = vi.fn((_text: string) => props.accept ?? true);
  const user = userEvent.setup();
  const view = render(<ChatInput onSend={onSend} pending={props.pending ?? false} />);
  const input = screen.getByRole('textbox', { name: 'Message Sage' }) as HTMLTextAreaElement;
  const button = screen.getByRole('button', { name: 'Send message' });
  return { onSend, user, input, button, ...view };
}

describe('ChatInput', () => {
  it('sends the trimmed text on Enter, then clears and resets its height', async () => {
    const { onSend, user, input } = setup();
    await user.type(input, '  I feel a bit lost today  ');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('I feel a bit lost today');
    expect(input.value).toBe('');
    expect(input.style.height).toBe('24px');
  });

  it('inserts a newline on Shift+Enter without sending', async () => {
    const { onSend, user, input } = setup();
    await user.type(input, 'first line');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(input, 'second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('first line\nsecond line');
  });

  it('keeps the send button disabled and sends nothing while the text is blank', async () => {
    const { onSend, user, input, button } = setup();
    expect(button).toBeDisabled();
    await user.type(input, '   ');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the button once there is text', async () => {
    const { onSend, user, input, button } = setup();
    await user.type(input, 'hello');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onSend).toHaveBeenCalledWith('hello');
  });

  it('never sends on the Enter that ends an IME composition', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: 'こんにちは' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('こんにちは');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('こんにちは');
  });

  it('blocks sending while a reply is pending but still allows typing', async () => {
    const { onSend, user, input, button } = setup({ pending: true });
    await user.type(input, 'one more thing');
    expect(input.value).toBe('one more thing');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when the message was not accepted', async () => {
    const { onSend, user, input } = setup({ accept: false });
    await user.type(input, 'keep me{Enter}');
    expect(onSend).toHaveBeenCalledWith('keep me');
    expect(input.value).toBe('keep me');
  });
});
