/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Google Tag Manager container (GTM-XXXX); unset: no tag manager, nothing external loads. */
  readonly PUBLIC_GTM_ID?: string;
}
