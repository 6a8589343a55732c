// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCarMediaScreen as s } from '../../i18n/ro/car-media.ts';
import { PhotoArranger } from './PhotoArranger.tsx';

afterEach(cleanup);

const PHOTOS = ['cars/RL-1/profile.svg', 'cars/RL-1/gallery-1.svg', 'cars/RL-1/foto-abc.jpg'];

function arranger(photos = PHOTOS, busy = false) {
  const onArrange = vi.fn();
  render(<PhotoArranger photos={photos} busy={busy} onArrange={onArrange} status="" />);
  return onArrange;
}

describe('PhotoArranger', () => {
  it('lists the photos in site order, the first marked as the profile photo', () => {
    arranger();
    const list = screen.getByRole('list', { name: s.photosListLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-photo'))).toEqual(PHOTOS);
    expect(within(items[0] as HTMLElement).getByText(s.profileBadge)).toBeTruthy();
    expect(screen.getAllByText(s.profileBadge)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Poza 3 din 3' }).getAttribute('src')).toContain(
      'cars/RL-1/foto-abc.jpg',
    );
  });

  it.each([
    [`${s.moveUp}: Poza 3 din 3`, [PHOTOS[0], PHOTOS[2], PHOTOS[1]], 'Poza este acum pe pozitia 2.'],
    [`${s.moveDown}: Poza 1 din 3`, [PHOTOS[1], PHOTOS[0], PHOTOS[2]], 'Poza este acum pe pozitia 2.'],
    [`${s.makeProfile}: Poza 3 din 3`, [PHOTOS[2], PHOTOS[0], PHOTOS[1]], s.madeProfile],
    [`${s.remove}: Poza 2 din 3`, [PHOTOS[0], PHOTOS[2]], s.removed],
  ])('the button “%s” hands the new order to save', (name, expected, announcement) => {
    const onArrange = arranger();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(onArrange).toHaveBeenCalledWith(expected, announcement);
  });

  it('moves a photo dropped onto another', () => {
    const onArrange = arranger();
    const items = screen.getAllByRole('listitem');
    fireEvent.dragStart(items[2] as HTMLElement);
    fireEvent.dragOver(items[0] as HTMLElement);
    fireEvent.drop(items[0] as HTMLElement);
    expect(onArrange).toHaveBeenCalledWith([PHOTOS[2], PHOTOS[0], PHOTOS[1]], s.madeProfile);
  });

  it('cannot move the first photo up or the last down, nor remove the only photo', () => {
    arranger();
    expect(screen.getByRole('button', { name: `${s.moveUp}: Poza 1 din 3` }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: `${s.moveDown}: Poza 3 din 3` }).hasAttribute('disabled')).toBe(
      true,
    );
    cleanup();
    arranger([PHOTOS[0] as string]);
    expect(screen.queryByRole('button', { name: new RegExp(s.remove) })).toBeNull();
  });

  it('while saving: every button waits and the live region says so', () => {
    arranger(PHOTOS, true);
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(s.saving);
  });
});
