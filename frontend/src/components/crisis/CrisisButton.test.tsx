import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CrisisButton } from './CrisisButton';

// Simulates a visitor who is offline (or on a stale deployment) when they first press the button.
vi.mock('./CrisisDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('CrisisButton', () => {
  it('still shows the crisis lines when the dialog cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<CrisisButton />, { wrapper: MemoryRouter });
    const button = screen.getByRole('button', { name: 'Crisis Resources' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' }, { timeout: 5000 });
    expect(within(dialog).getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
    expect(within(dialog).getByRole('link', { name: /Text HOME to 741741/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Call 911/ })).toHaveAttribute('href', 'tel:911');
    expect(within(dialog).getByRole('heading', { name: 'Crisis Resources' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
