/** The part of @glidejs/glide 3.7 (which ships no types) that carousel.ts uses. */
declare module '@glidejs/glide/dist/glide.modular.esm.js' {
  export interface GlideOptions {
    type?: 'slider' | 'carousel';
    startAt?: number;
    perView?: number;
    gap?: number;
    autoplay?: number | false;
    hoverpause?: boolean;
    keyboard?: boolean;
    bound?: boolean;
    rewind?: boolean;
    swipeThreshold?: number | false;
    dragThreshold?: number | false;
    animationDuration?: number;
    breakpoints?: Record<number, Partial<GlideOptions>>;
  }
  export type GlideComponent = (glide: unknown, components: unknown, events: unknown) => unknown;
  export default class Glide {
    constructor(root: HTMLElement | string, options?: GlideOptions);
    readonly index: number;
    mount(components?: Record<string, GlideComponent>): this;
    go(pattern: string): this;
    pause(): this;
    play(interval?: number): this;
    on(event: string, handler: () => void): this;
    destroy(): this;
  }
  export const Autoplay: GlideComponent;
  export const Breakpoints: GlideComponent;
  export const Controls: GlideComponent;
  export const Swipe: GlideComponent;
}
