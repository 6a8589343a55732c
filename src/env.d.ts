/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Google Tag Manager container (GTM-XXXX); unset: no tag manager, nothing external loads. */
  readonly PUBLIC_GTM_ID?: string;
  /** Defined by astro.config.mjs from SHOP_MODE (src/domain/site/shop-mode.ts): 'test' or 'live'. */
  readonly PUBLIC_SHOP_MODE?: string;
}
