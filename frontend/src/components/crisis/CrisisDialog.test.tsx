import { CRISIS_RESOURCES, resourcesFor } from '@sage/shared/crisis-resources';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CrisisDialog } from './CrisisDialog';
import { SPECIFIC_SITUATIONS } from './resources';

function Harness() {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={ref} onClick={() => setOpen(true)}>
        Crisis Resources
      </button>
      <CrisisDialog open={open} onOpenChange={setOpen} returnFocusTo={ref} />
      <Outlet />
    </>
  );
}

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        element: <Harness />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/safety', element: <h1>Safety page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CrisisDialog', () => {
  it('lists the suicide and crisis lines first, then the specific situations', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Crisis Resources' });
    const main = within(dialog).getByRole('list', { name: 'Crisis lines' });
    const names = within(main)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual(resourcesFor('suicide').map((r) => r.name));

    const situations = within(dialog).getByRole('region', { name: 'For specific situations' });
    const rows = within(situations).getAllByRole('listitem');
    const expected = SPECIFIC_SITUATIONS.filter(({ id }) =>
      Object.values(CRISIS_RESOURCES).some((r) => r.id === id),
    );
    expect(rows).toHaveLength(expected.length);
    expect(expected.map((s) => s.label)).toEqual([
      'Domestic violence',
      'Sexual assault',
      'Child abuse',
      'Poisoning or overdose',
      'Eating disorders',
    ]);
    expected.forEach(({ label, id }, index) => {
      const resource = Object.values(CRISIS_RESOURCES).find((r) => r.id === id)!;
      const row = rows[index]!;
      expect(row).toHaveTextContent(label);
      expect(row).toHaveTextContent(resource.name);
      const hrefs = within(row)
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(resource.actions.map((a) => a.href));
    });
    // The main list comes before the specific situations.
    expect(main.compareDocumentPosition(situations) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText("It's okay to ask for help.")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /findahelpline\.com/ })).toBeInTheDocument();
  });

  it('links to the safety page and closes on the way there', async () => {
    const user = userEvent.setup();
    const router = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Crisis Resources' });
    const link = within(dialog).getByRole('link', { name: 'How Sage keeps you safe' });
    expect(link).toHaveAttribute('href', '/safety');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/safety');
    expect(await screen.findByRole('heading', { name: 'Safety page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
