/** Tiny HTML builders for seeded rich text; the input is our own trusted copy, so nothing is escaped. */
export const h2 = (text: string, id?: string) => (id ? `<h2 id="${id}">${text}</h2>` : `<h2>${text}</h2>`);
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const html = (...parts: readonly string[]) => parts.join('\n');
