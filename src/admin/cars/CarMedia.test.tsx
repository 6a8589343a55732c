// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { roCarMediaScreen as s } from '../../i18n/ro/car-media.ts';
import { CarMedia } from './CarMedia.tsx';

afterEach(cleanup);

const car = {
  sku: 'AB-1002',
  profile_photo: 'cars/AB-1002/profile.svg',
  gallery: ['cars/AB-1002/gallery-1.svg'],
  equipment_list_pdf: 'cars/AB-1002/echipamente.pdf',
  maintenance_history_pdf: null,
};

describe('CarMedia', () => {
  it('waits for the whole car: the list’s row (no gallery) shown while it loads draws nothing', () => {
    const { container } = render(
      <RecordContextProvider value={{ id: 'AB-1002', sku: 'AB-1002', product_name: 'Toyota' }}>
        <CarMedia />
      </RecordContextProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows the photos, each PDF or its absence, and the price-table import', () => {
    render(
      <RecordContextProvider value={{ id: car.sku, ...car }}>
        <CarMedia />
      </RecordContextProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: `${s.documentOpen}: ${s.documents['equipment-list']}` }),
    ).toBeTruthy();
    expect(screen.getByText(s.documentNone)).toBeTruthy();
    expect(screen.getByLabelText(/^Incarca o poza/)).toBeTruthy();
    expect(screen.getByLabelText(s.priceImport).getAttribute('accept')).toContain('.json');
  });
});
