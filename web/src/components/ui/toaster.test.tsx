import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithUi } from '@/testing/render-with-ui';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const element of screen.queryAllByTestId('toast')) {
    dismissToast(Number(element.dataset['id']));
  }
  vi.useRealTimers();
});

function show(title: string) {
  act(() => {
    toast({ title });
  });
}

function swipe(distancePx: number) {
  const element = screen.getByTestId('toast');
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distancePx, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distancePx, pointerId: 1 });
}

test('announces a toast in a polite live region', () => {
  renderWithUi(<Toaster />);
  show('Saved');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

test('dismisses a toast after 5000 ms', () => {
  renderWithUi(<Toaster />);
  show('Saved');
  act(() => {
    vi.advanceTimersByTime(4999);
  });
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('shows one toast at a time: a new one replaces the old', () => {
  renderWithUi(<Toaster />);
  show('First');
  show('Second');
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  expect(screen.queryByText('First')).not.toBeInTheDocument();
  expect(screen.getByText('Second')).toBeInTheDocument();
});

test('a swipe past 50 px dismisses the toast', () => {
  renderWithUi(<Toaster />);
  show('Swipe me');
  swipe(51);
  expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
});

test('a swipe of 50 px or less springs back', () => {
  renderWithUi(<Toaster />);
  show('Stay');
  swipe(-50);
  swipe(30);
  expect(screen.getByText('Stay')).toBeInTheDocument();
});

test('the close button dismisses the toast', () => {
  renderWithUi(<Toaster />);
  show('Close me');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(screen.queryByText('Close me')).not.toBeInTheDocument();
});
