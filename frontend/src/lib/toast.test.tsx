import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, Toaster, toast } from './toast';

afterEach(() => {
  act(() => resetToasts());
});

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the older', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('can be dismissed by its handle', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Closing soon' });
    });
    expect(screen.getByText('Closing soon')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(screen.queryByText('Closing soon')).not.toBeInTheDocument();
  });

  it('offers the notification region with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
