import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, Toaster, toast } from './toast';

afterEach(() => {
  act(() => resetToasts());
});

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the older', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    // The notification region loads with the first toast (the first import can be slow in tests).
    expect(await screen.findByText('First', {}, { timeout: 5000 })).toBeInTheDocument();

    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('can be dismissed by its handle', async () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Closing soon' });
    });
    expect(await screen.findByText('Closing soon')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(screen.queryByText('Closing soon')).not.toBeInTheDocument();
  });

  it('offers the notification region with the F8 hotkey', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    const region = await screen.findByRole('region', { name: /F8/ });
    expect(within(region).getByText('Saved')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.querySelector('ol')).toHaveFocus();
  });

  it('F8 before any toast still loads the region and moves focus to it', async () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = await screen.findByRole('region', { name: /F8/ }, { timeout: 5000 });
    await waitFor(() => expect(region.querySelector('ol')).toHaveFocus());
  });
});
