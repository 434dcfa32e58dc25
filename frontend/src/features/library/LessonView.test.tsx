import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonNotFound, LessonView } from './LessonView';
import { makeLesson } from './test/fixtures';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function renderLesson(lessons = [makeLesson(1), makeLesson(2), makeLesson(3)], random = () => 0) {
  return render(
    <MemoryRouter>
      <LessonView lessons={lessons} random={random} />
    </MemoryRouter>,
  );
}

describe('LessonView', () => {
  it('shows the picked lesson with its category, read time and rendered body', () => {
    renderLesson();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Breathing lesson 1');
    expect(screen.getByText('Anxiety Support')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Breath is like a tide.');
    expect(screen.getByRole('heading', { level: 2, name: 'Try this' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/resources');
  });

  it('New Article shows a different lesson each time', async () => {
    const user = userEvent.setup();
    renderLesson(undefined, () => 0);
    const [mobileButton] = screen.getAllByRole('button', { name: 'New Article' });
    await user.click(mobileButton!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Breathing lesson 2');
    await user.click(mobileButton!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Breathing lesson 1');
  });

  it('disables New Article when the topic has a single lesson', () => {
    renderLesson([makeLesson(1)]);
    for (const button of screen.getAllByRole('button', { name: 'New Article' }))
      expect(button).toBeDisabled();
  });
});

describe('LessonNotFound', () => {
  it('offers a way back to the resources', () => {
    render(
      <MemoryRouter>
        <LessonNotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Resources/ })).toHaveAttribute('href', '/resources');
  });
});
