/**
 * Every inline <script> the site renders, by name. The pages' CSP (content-security-policy.ts)
 * allows exactly these bodies by their SHA-256 and no other inline script, so a component renders
 * one as `<script is:inline set:html={INLINE_SCRIPTS.redirectHome} />` (never a literal body in
 * the template: its hash would not be in the policy and the browser would refuse to run it).
 * Editing a body here changes its hash with it. A body is a constant: what varies per page or per
 * build goes in a data- attribute the script reads (`document.currentScript.dataset`).
 */
import { CAR_PICK_SCRIPTS } from './car-pick-scripts.ts';

export const INLINE_SCRIPTS = {
  /** Before paint: CSS may hide what only works with JS (the FAQ's closed answers). */
  jsClass: "document.documentElement.classList.add('js');",
  /** The 404 and missing-car pages go home after `data-redirect-ms`. */
  redirectHome: "setTimeout(() => location.replace('/'), Number(document.currentScript.dataset.redirectMs));",
  /** A hidden car's page sends visitors to the list at once. */
  redirectCarList: "location.replace('/masini');",
  /**
   * Before paint, on a car list opened with a filter in its address (/masini?fuel=5): the pre-built
   * cards are the unfiltered list, so the results wait busy, cards hidden, until the list island
   * has the live list and shows the filtered one (FilterBar.tsx decides from then on, with the
   * exact query rules). `data-filter-keys`: the query keys of the filters, space-separated.
   */
  filterPending: `(() => {
  const script = document.currentScript;
  const query = new URLSearchParams(location.search);
  if (!script.dataset.filterKeys.split(' ').some((key) => query.has(key))) return;
  const results = script.parentElement;
  results.setAttribute('data-filter-pending', '');
  results.setAttribute('aria-busy', 'true');
})();`,
  /** The header's menu button on narrow screens (progressive: the menu is a plain list without JS). */
  headerMenu: `(() => {
  const header = document.currentScript.parentElement;
  const button = header.querySelector('.toggle');
  const label = button.querySelector('[data-label]');
  const menu = header.querySelector('.menu');
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    label.textContent = open ? button.dataset.closeLabel : button.dataset.openLabel;
    menu.classList.toggle('is-open', open);
  };
  header.classList.add('is-enhanced');
  button.hidden = false;
  button.addEventListener('click', () => setOpen(!isOpen()));
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  menu.addEventListener('click', (event) => {
    if (event.target.closest('a')) setOpen(false);
  });
  matchMedia('(min-width: 992px)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
})();`,
  ...CAR_PICK_SCRIPTS,
} as const satisfies Record<string, string>;
