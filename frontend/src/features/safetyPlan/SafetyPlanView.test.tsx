import { resourcesFor } from '@sage/shared/crisis-resources';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storageKeys';
import { emptyPlan, loadPlan, PLAN_SECTIONS, planToText } from './plan';
import { SafetyPlanView } from './SafetyPlanView';

const fetchSpy = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

function renderPlan(print = vi.fn()) {
  render(<SafetyPlanView print={print} />, { wrapper: MemoryRouter });
  return print;
}

describe('SafetyPlanView', { timeout: 20_000 }, () => {
  it('has the seven Stanley–Brown steps as labelled fields, in order', () => {
    renderPlan();
    expect(screen.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
    const labels = PLAN_SECTIONS.map((s, i) => `Step ${i + 1}: ${s.title}`);
    expect(labels).toEqual([
      'Step 1: My warning signs',
      'Step 2: Things I can do on my own',
      'Step 3: People and places that take my mind off things',
      'Step 4: People I can ask for help',
      'Step 5: Professionals and services I can contact',
      'Step 6: Making my surroundings safer',
      'Step 7: My reasons to keep going',
    ]);
    const names = (screen.getAllByRole('textbox') as HTMLTextAreaElement[]).map(
      (t) => t.labels?.[0]?.textContent ?? '',
    );
    expect(names).toEqual(labels);
  });

  it('suggests the crisis services from the shared crisis resources, kept by default', () => {
    renderPlan();
    const group = screen.getByRole('group', { name: 'Free crisis services to keep in my plan' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(resourcesFor('suicide').length);
    for (const box of boxes) expect(box).toBeChecked();
    expect(group).toHaveTextContent(resourcesFor('suicide')[0]!.name);
  });

  it('saves as you type, only in this browser, and comes back on the next visit', async () => {
    const user = userEvent.setup();
    renderPlan();
    expect(localStorage.getItem(STORAGE_KEYS.safetyPlan)).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: /My warning signs/ }),
      'I stop eating{Enter}I cancel plans',
    );
    await user.type(screen.getByRole('textbox', { name: /reasons to keep going/ }), 'My dog Juniper');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    const stored = loadPlan()!;
    expect(stored.sections.warningSigns).toBe('I stop eating\nI cancel plans');
    expect(stored.services).not.toContain(resourcesFor('suicide')[0]!.id);
    expect(fetchSpy).not.toHaveBeenCalled();

    cleanup();
    renderPlan();
    expect(screen.getByRole('textbox', { name: /reasons to keep going/ })).toHaveValue('My dog Juniper');
  });

  it('prints and downloads the plan as text', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:plan');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = renderPlan();
    await user.type(screen.getByRole('textbox', { name: /People I can ask for help/ }), 'My sister Ana');
    await user.click(screen.getByRole('button', { name: 'Print my plan' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByTestId('plan-print')).toHaveTextContent('My sister Ana');

    await user.click(screen.getByRole('button', { name: 'Download as a text file' }));
    expect(clicked).toHaveBeenCalled();
    const blob = createObjectURL.mock.calls[0]![0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain('# My safety plan');
    expect(text).toContain('## 4. People I can ask for help');
    expect(text).toContain('- My sister Ana');
    expect(text).toContain(resourcesFor('suicide')[0]!.name);
  });

  it('deletes the plan after a confirmation', async () => {
    const user = userEvent.setup();
    renderPlan();
    await user.type(screen.getByRole('textbox', { name: /My warning signs/ }), 'Not sleeping');
    await user.click(screen.getByRole('button', { name: 'Delete my plan' }));
    const confirm = screen.getByRole('button', { name: 'Yes, delete my plan' });
    expect(confirm).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(loadPlan()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete my plan' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my plan' }));
    expect(localStorage.getItem(STORAGE_KEYS.safetyPlan)).toBeNull();
    expect(screen.getByRole('textbox', { name: /My warning signs/ })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Your safety plan was deleted from this browser.');
  });
});

describe('planToText', () => {
  it('lists every step, with a line for empty ones', () => {
    const plan = emptyPlan();
    plan.sections.reasons = 'My niece\n\n  Music  ';
    plan.services = [];
    const text = planToText(plan, new Date('2026-03-01T12:00:00Z'));
    expect(text).toContain('## 7. My reasons to keep going\n\n- My niece\n- Music');
    expect(text).toContain('## 1. My warning signs\n\n(nothing written yet)');
  });
});
