// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReserveLink } from './ReserveLink.tsx';

describe('ReserveLink', () => {
  it('is a disabled button in the pre-built page and the link once hydrated', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const element = <ReserveLink href="/aprobare/credit/1" label="Rezerva acum" onClick={onClick} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    expect(container.querySelector('a')).toBeNull();

    await act(async () => {
      hydrateRoot(container, element);
    });
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/aprobare/credit/1');
    link?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
