// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roLeads, roValidation } from '../../i18n/ro.ts';
import { openHash } from '../../lib/on-demand/hash-request.ts';
import { OtherFinancingModal } from './OtherFinancingModal.tsx';
import { OTHER_FINANCING_HASH } from './open-trigger.ts';

const t = roLeads;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const currencies = () =>
  within(field(t.currencyLabel))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'))
    .filter(Boolean);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function open() {
  render(<OtherFinancingModal sku="AB-1" />);
  act(() => openHash(window, OTHER_FINANCING_HASH));
  await screen.findByRole('dialog', { name: t.otherFinancingTitle });
}

beforeEach(() => window.history.replaceState(null, '', '/masina/AB-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OtherFinancingModal', () => {
  it('opens on #alta-finantare', async () => {
    window.history.replaceState(null, '', '/masina/AB-1#alta-finantare');
    render(<OtherFinancingModal sku="AB-1" />);
    expect(await screen.findByRole('dialog', { name: t.otherFinancingTitle })).toBeTruthy();
  });

  it.each([
    [t.personFizica, t.creditOption, ['EUR']],
    [t.personFizica, t.perfectLeasingOption, ['EUR']],
    [t.personJuridica, t.perfectLeasingOption, ['EUR']],
    [t.personJuridica, t.creditOption, ['RON', 'EUR']],
  ])('%s + %s offers the currencies %o', async (person, type, expected) => {
    const user = userEvent.setup();
    await open();
    await user.selectOptions(field(t.personLabel), person);
    await user.selectOptions(field(t.financingTypeLabel), type);
    expect(currencies()).toEqual(expected);
  });

  it('falls back to EUR when RON stops being offered', async () => {
    const user = userEvent.setup();
    await open();
    await user.selectOptions(field(t.personLabel), t.personJuridica);
    await user.selectOptions(field(t.financingTypeLabel), t.creditOption);
    await user.selectOptions(field(t.currencyLabel), 'RON');
    await user.selectOptions(field(t.personLabel), t.personFizica);
    expect(field(t.currencyLabel).value).toBe('EUR');
  });

  it('shows the spec messages for person and financing type on an empty submit', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(screen.getByText(roValidation.legalFormRequired)).toBeTruthy();
    expect(screen.getByText(roValidation.financingTypeRequired)).toBeTruthy();
    expect(screen.getByText(roValidation.dataProtection)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts a legal person credit request in RON and confirms', async () => {
    const fetch = vi.fn(async () => json(201, { id: 4 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await open();
    await user.selectOptions(field(t.personLabel), t.personJuridica);
    await user.selectOptions(field(t.financingTypeLabel), t.creditOption);
    await user.selectOptions(field(t.currencyLabel), 'RON');
    await user.type(field(t.nameLabel), 'Exemplu SRL');
    await user.type(field(t.cityLabel), 'Iasi');
    await user.type(field(t.phoneLabel), '+40 232 000 111');
    await user.type(field(t.emailLabel), 'office@exemplu.ro');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    await screen.findByText(roCommon.success);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-order/other-credit-type');
    expect(JSON.parse(String(init.body))).toEqual({
      sku: 'AB-1',
      person: 'juridica',
      credit_type: 'credit',
      currency: 'RON',
      nume: 'Exemplu SRL',
      localitate: 'Iasi',
      telefon: '+40 232 000 111',
      email: 'office@exemplu.ro',
      data_protection: true,
    });
    expect(field(t.nameLabel).value).toBe('');
  });

  it('takes the success message away when a new send stops on field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { id: 5 })),
    );
    const user = userEvent.setup();
    await open();
    await user.selectOptions(field(t.personLabel), t.personFizica);
    await user.selectOptions(field(t.financingTypeLabel), t.creditOption);
    await user.type(field(t.nameLabel), 'Ana Pop');
    await user.type(field(t.cityLabel), 'Iasi');
    await user.type(field(t.phoneLabel), '+40 712 345 678');
    await user.type(field(t.emailLabel), 'ana@exemplu.ro');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(await screen.findByText(roCommon.success)).toBeTruthy();

    // The form was reset: sending it again empty shows the field errors, and nothing else.
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(await screen.findByText(roValidation.legalFormRequired)).toBeTruthy();
    expect(screen.queryByText(roCommon.success)).toBeNull();
  });
});
