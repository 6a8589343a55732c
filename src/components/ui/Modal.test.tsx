// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { roCommon } from '../../i18n/ro.ts';
import { Modal } from './Modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deschide
      </button>
      <Modal open={open} title="Titlu" onClose={() => setOpen(false)}>
        <input aria-label="Primul" />
        <a href="/x">Ultimul</a>
      </Modal>
    </>
  );
}

afterEach(cleanup);

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Deschide' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Titlu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('moves focus inside and locks page scroll while open', async () => {
    await openModal();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: roCommon.close });
    const last = screen.getByRole('link', { name: 'Ultimul' });
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: roCommon.close })),
    ],
  ])('closes on %s, returns focus to the opener and unlocks scroll', async (_how, close) => {
    const user = await openModal();
    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deschide' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Modal focus containment', () => {
  it('pulls focus back inside when something behind the dialog gets it', async () => {
    await openModal();
    screen.getByRole('button', { name: 'Deschide', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});
