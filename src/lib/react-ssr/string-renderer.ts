/**
 * The server half of the React renderer (see integration.ts): @astrojs/react's, with two costs of a
 * catalogue build taken out.
 * - Each island renders with `renderToString` and the island's `identifierPrefix`. @astrojs/react
 *   renders to a web `ReadableStream` and reads it back; its `experimentalDisableStreaming` uses
 *   `renderToString` but drops the prefix, so `useId` ids would repeat across a page's islands.
 * - Astro asks `check` of every island, and @astrojs/react answers by rendering a probe around the
 *   component. A component once found to give React elements is one: the answer is kept.
 * In a profile of a 1,500-car build process, React and the web streams went from 10.7 % to 5.3 % of
 * its busy time.
 * The island's `prefix` attribute is what @astrojs/react's client half hydrates with, so the two
 * halves still agree. Not supported, as the site uses neither: Astro actions' form state and the
 * `experimentalReactChildren` option.
 */
import {
  Component as ClassComponent,
  createElement,
  type FunctionComponent,
  PureComponent,
  type ReactNode,
} from 'react';
import { renderToString } from 'react-dom/server';

type Props = Record<string, unknown>;
type Slots = Record<string, string | undefined>;
interface RendererThis {
  result?: object;
}
interface ComponentMetadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}

const REACT_ELEMENT_TYPES = new Set([Symbol.for('react.element'), Symbol.for('react.transitional.element')]);
const FORWARD_REF = Symbol.for('react.forward_ref');
/** Components found to render React elements. */
const reactComponents = new WeakSet<object>();
/** The next island number of each page's render (the ids must be unique within a page). */
const islandCounters = new WeakMap<object, number>();

function nextPrefix(result: object | undefined): string | undefined {
  if (result === undefined) return undefined;
  const index = islandCounters.get(result) ?? 0;
  islandCounters.set(result, index + 1);
  return `r${index}`;
}

const slotName = (name: string) =>
  name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Astro's HTML for a slot, inside the element @astrojs/react's client half looks for. */
function staticHtml(value: string | undefined, hydrate: boolean, name?: string): ReactNode {
  if (value === undefined || value.trim() === '') return null;
  return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: value },
  });
}

function probe(Component: (...args: unknown[]) => unknown, props: Props): boolean {
  let givesElements = false;
  const Probe: FunctionComponent = (...args) => {
    try {
      const node = Component(...args) as { $$typeof?: symbol } | null;
      givesElements =
        node !== null && typeof node === 'object' && REACT_ELEMENT_TYPES.has(node.$$typeof as symbol);
    } catch {
      // Not a React component (or one that throws outside a render): not ours to render.
    }
    return createElement('div');
  };
  renderToString(createElement(Probe, props));
  return givesElements;
}

async function check(Component: unknown, props: Props): Promise<boolean> {
  if (typeof Component === 'object' && Component !== null) {
    return String((Component as { $$typeof?: symbol }).$$typeof ?? '').startsWith('Symbol(react');
  }
  if (typeof Component !== 'function') return false;
  if (reactComponents.has(Component)) return true;
  if (Component.name === 'QwikComponent' || (Component as { $$typeof?: symbol }).$$typeof === FORWARD_REF) {
    return false;
  }
  const prototype = Component.prototype as { render?: unknown } | undefined;
  const isReact =
    prototype !== undefined && typeof prototype.render === 'function'
      ? Object.prototype.isPrototypeOf.call(ClassComponent, Component) ||
        Object.prototype.isPrototypeOf.call(PureComponent, Component)
      : probe(Component as (...args: unknown[]) => unknown, props);
  if (isReact) reactComponents.add(Component);
  return isReact;
}

async function renderToStaticMarkup(
  this: RendererThis | undefined,
  Component: FunctionComponent,
  props: Props,
  { default: children, ...slotted }: Slots,
  metadata?: ComponentMetadata,
): Promise<{ html: string; attrs: { prefix: string | undefined } }> {
  const prefix = nextPrefix(this?.result);
  const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
  const { class: _class, ...ownProps } = props;
  const elementProps: Props = { ...ownProps };
  for (const [key, value] of Object.entries(slotted)) {
    elementProps[slotName(key)] = staticHtml(value, hydrate, slotName(key));
  }
  const content = children ?? (ownProps.children as string | undefined);
  if (content != null) elementProps.children = staticHtml(content, hydrate);
  const html = renderToString(
    createElement(Component, elementProps),
    prefix === undefined ? {} : { identifierPrefix: prefix },
  );
  // As @astrojs/react does: resource hints React hoists belong in the page's head, which Astro writes.
  return {
    html: html.replace(
      /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g,
      '',
    ),
    attrs: { prefix },
  };
}

export default {
  name: '@astrojs/react',
  check,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
