// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCommon } from '../../i18n/ro.ts';
import { Alert } from './Alert.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { WaitingScreen } from './WaitingScreen.tsx';

afterEach(cleanup);

describe('Alert', () => {
  it.each([
    ['success', 'status', 'ui-alert--success'],
    ['info', 'status', 'ui-alert--info'],
    ['error', 'alert', 'ui-alert--error'],
  ] as const)('%s uses role=%s', (tone, role, className) => {
    render(<Alert tone={tone}>Gata</Alert>);
    const alert = screen.getByRole(role);
    expect(alert.textContent).toBe('Gata');
    expect(alert.classList.contains(className)).toBe(true);
  });
});

describe('WaitingScreen', () => {
  it('announces the spec waiting text politely', () => {
    render(<WaitingScreen />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(roCommon.waiting);
    expect(status.getAttribute('aria-live')).toBe('polite');
  });
});

describe('SubmitButton', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])('busy=%s submits %i time(s) on click', (busy, submits) => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SubmitButton busy={busy}>Trimite</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Trimite' });
    expect(button.getAttribute('aria-busy')).toBe(String(busy));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(submits);
  });
});
