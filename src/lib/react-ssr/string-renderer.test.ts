import { existsSync } from 'node:fs';
import { Component, createElement, type FunctionComponent, type ReactNode, useId } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactIslands } from './integration.ts';
import renderer from './string-renderer.ts';

const Labelled = ({ label }: { label: string }) => {
  const id = useId();
  return createElement(
    'p',
    null,
    createElement('label', { htmlFor: id }, label),
    createElement('input', { id }),
  );
};

const Frame = ({ children, sideNote }: { children?: ReactNode; sideNote?: ReactNode }) =>
  createElement('section', null, children, createElement('aside', null, sideNote));

const Styled = (props: { class?: string }) =>
  createElement(
    'div',
    { 'data-class': String(props.class) },
    createElement('link', { rel: 'stylesheet', href: '/x.css', precedence: 'default' }),
  );

class Legacy extends Component {
  override render() {
    return createElement('p', null, 'clasă');
  }
}

class NotReact {
  render() {
    return 'text';
  }
}

const sometimesBody = vi.fn((props: { empty?: boolean }) => (props.empty ? null : createElement('p')));
const Sometimes = (props: { empty?: boolean }) => sometimesBody(props);

const render = (result: object, component: unknown, props: Record<string, unknown>, slots = {}) =>
  renderer.renderToStaticMarkup.call({ result }, component as FunctionComponent, props, slots);

const idsOf = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);

describe('the React string renderer', () => {
  it("numbers a page's islands, so their useId ids never repeat within the page", async () => {
    const page = {};
    const first = await render(page, Labelled, { label: 'Nume' });
    const second = await render(page, Labelled, { label: 'Prenume' });
    expect([first.attrs.prefix, second.attrs.prefix]).toEqual(['r0', 'r1']);
    const [firstId] = idsOf(first.html);
    const [secondId] = idsOf(second.html);
    expect(firstId).toContain('r0');
    expect(secondId).toContain('r1');
    expect(firstId).not.toBe(secondId);
    expect(first.html).toContain(`for="${firstId}"`);
    expect(first.html).toContain('Nume');
  });

  it('starts again at r0 for the next page', async () => {
    await render({}, Labelled, { label: 'a' });
    expect((await render({}, Labelled, { label: 'b' })).attrs.prefix).toBe('r0');
  });

  it("gives Astro's slots to the component as static HTML, the default one as children", async () => {
    const { html } = await render({}, Frame, {}, { default: '<b>corp</b>', 'side-note': '<i>notă</i>' });
    expect(html).toBe(
      '<section><astro-slot><b>corp</b></astro-slot><aside><astro-slot name="sideNote"><i>notă</i></astro-slot></aside></section>',
    );
  });

  it('drops the class prop Astro passes and the resource hints React hoists', async () => {
    const { html } = await render({}, Styled, { class: 'astro-x' });
    expect(html).toContain('data-class="undefined"');
    expect(html).not.toContain('<link');
  });

  it('recognises function and class components, and nothing else', async () => {
    const text = () => 'text';
    const throwing = () => {
      throw new Error('not a component');
    };
    expect(await renderer.check(Labelled, { label: 'x' })).toBe(true);
    expect(await renderer.check(Legacy, {})).toBe(true);
    expect(await renderer.check(NotReact, {})).toBe(false);
    expect(await renderer.check(text, {})).toBe(false);
    expect(await renderer.check(throwing, {})).toBe(false);
    expect(await renderer.check('div', {})).toBe(false);
  });

  it('keeps a positive answer: a component that once gave React elements is not probed again', async () => {
    expect(await renderer.check(Sometimes, {})).toBe(true);
    sometimesBody.mockClear();
    expect(await renderer.check(Sometimes, { empty: true })).toBe(true);
    expect(sometimesBody).not.toHaveBeenCalled();
  });
});

describe('reactIslands()', () => {
  it("is @astrojs/react with this renderer as the server half, and @astrojs/react's client half", async () => {
    const addRenderer = vi.fn();
    const updateConfig = vi.fn();
    const setup = reactIslands().hooks['astro:config:setup'];
    await setup?.({ command: 'build', addRenderer, updateConfig, injectScript: vi.fn() } as never);
    expect(addRenderer).toHaveBeenCalledTimes(1);
    const [{ name, clientEntrypoint, serverEntrypoint }] = addRenderer.mock.calls[0] as [
      { name: string; clientEntrypoint: string; serverEntrypoint: string },
    ];
    expect(name).toBe('@astrojs/react');
    expect(clientEntrypoint).toBe('@astrojs/react/client.js');
    expect(serverEntrypoint).toMatch(/src\/lib\/react-ssr\/string-renderer\.ts$/);
    expect(existsSync(serverEntrypoint)).toBe(true);
    expect(updateConfig).toHaveBeenCalled();
  });
});
