/**
 * "Descarca SECCI" in the financing panel: the Standard European Consumer Credit Information form
 * (Directive (EU) 2023/2225, art. 10) for exactly the terms chosen, as a PDF from GET /secci. Only
 * individuals get one: the directive does not cover companies (the page's example says so).
 */

import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { secciUrl } from '../../domain/financing/secci-links.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';
import { roFinancing } from '../../i18n/ro.ts';

export interface SecciLinkProps {
  readonly sku: string;
  readonly params: FinancingParams;
  /** False when the tables cannot price the terms: there is nothing to inform about. */
  readonly priced: boolean;
}

export function SecciLink({ sku, params, priced }: SecciLinkProps) {
  if (!priced || params.person === 2) return null;
  // A bare `download`: the server names the file (secci-{type}-{sku}.pdf), no name code here.
  return (
    <a className="button button--ghost" href={secciUrl(browserCmsUrl(), params, sku)} download>
      {roFinancing.downloadSecci}
    </a>
  );
}
