/**
 * Issue 4 on the real build and server: home slider and hash scroll, the contact modal (also when
 * the server is unreachable), newsletter, FAQ search, the information pages with their carousels,
 * and the refund form. Whether a submission reached the database is asked through the sender's
 * receipt routes (GET /api/contact-form/:key, GET /api/refunds/:key), keyed by the idempotency key
 * the browser generated, read here from the request it sent.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { onePagePdf } from '../../server/routes/refunds/pdf.fixture.ts';
import { ro } from '../../src/i18n/ro.ts';
import { waitForHydration } from './support/hydration.ts';

/** The spec's success text (the refund form); the contact modal says it in its own "tu" form. */
const SUCCESS = 'Mesajul dumneavoastra a fost trimis cu succes!';
const CONTACT_SENT = ro.content.contactSent;
const PDF_BYTES = Buffer.from(onePagePdf());

function idempotencyKey(request: Request): string {
  const key = request.headers()['idempotency-key'];
  if (!key) throw new Error(`no Idempotency-Key on ${request.url()}`);
  return key;
}

async function openContactModal(page: Page, path = '/#contact') {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Contacteaza-ne' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function fillContact(dialog: ReturnType<Page['getByRole']>, message: string) {
  await dialog.getByLabel(/^Nume si prenume/).fill('Elena Dumitrescu');
  await dialog.getByLabel(/^Email/).fill('elena.dumitrescu@example.ro');
  await dialog.getByLabel(/^Mesaj/).fill(message);
  await dialog.getByRole('checkbox').check();
}

test.describe('home', () => {
  test('the first slide is a real image in the HTML, and the slider runs', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const hero = /<section[^>]*data-carousel="home"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const firstImage = /<img[^>]*>/.exec(hero)?.[0] ?? '';
    expect(firstImage).toMatch(/fetchpriority="high"/);
    expect(firstImage).toMatch(/width="1600"/);
    expect(firstImage).toMatch(/height="600"/);
    expect(firstImage).toMatch(/src="\/storage\/sliders\//);

    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Oferte principale' });
    await expect(slider.locator('.glide__slide--active img')).toBeVisible();
    // Glide sizes each slide to the viewport; a slide wider than the screen means broken sizing.
    const box = await slider.locator('.glide__slide--active img').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    expect(box?.x).toBeGreaterThanOrEqual(0);
    await expect(slider.getByRole('button', { name: 'Slide-ul urmator' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Opreste derularea automata' })).toBeVisible();
    // The controls mounted by the script sit over the slides of both home carousels, so mounting
    // shifts no layout.
    for (const carousel of ['home', 'testimonials']) {
      const root = page.locator(`[data-carousel="${carousel}"]`);
      await expect(root.locator('> .carousel-pause')).toHaveCSS('position', 'absolute');
      await expect(root.locator('> .glide__arrows')).toHaveCSS('position', 'absolute');
    }
  });

  test('has the entry cards and the "Cum functioneaza?" cards', async ({ page }) => {
    await page.goto('/');
    for (const href of ['/masini/abonament', '/masini/finantare']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Calculeaza RCA/ })).toHaveAttribute('href', /^https:\/\//);
    const how = page.locator('#cumFunctioneaza');
    await expect(how.getByRole('heading', { name: 'Cum functioneaza?' })).toBeVisible();
    for (const href of ['/abonament', '/finantare', '/asigurare']) {
      await expect(how.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test('/#cumFunctioneaza scrolls to the section after load', async ({ page }) => {
    await page.goto('/#cumFunctioneaza');
    await expect(page.locator('#cumFunctioneaza')).toBeInViewport({ timeout: 5_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('the seeded testimonials show their customers, not videos of someone else', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.locator('[data-carousel="testimonials"]');
    // The seed has no video (the first one used to be a famous music video); a CMS video_url
    // still becomes a lazy no-cookie player (carousel.test.ts).
    await expect(testimonials.locator('a[data-lazy-video]')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await testimonials.locator('img').count()).toBeGreaterThan(0);
  });

  test('both carousels are named for assistive technology, slide by slide', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('group', { name: 'Ce spun clientii nostri' });
    await expect(testimonials).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(testimonials.getByRole('listitem', { name: /^1 din \d+$/ })).toHaveCount(1);
    const hero = page.locator('[data-carousel="home"]');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(hero.getByRole('listitem', { name: /^1 din \d+$/ })).toHaveCount(1);
  });

  test('newsletter: confirmation modal, closed by its button, form reset', async ({ page }) => {
    await page.goto('/');
    const newsletter = page.getByRole('region', { name: 'Aboneaza-te la newsletter' });
    await newsletter.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    const email = newsletter.getByLabel(/^Email/);
    await email.fill(`abonat.${Date.now()}@example.ro`);
    await newsletter.getByRole('checkbox').check();
    await newsletter.getByRole('button', { name: /Aboneaza-ma/ }).click();
    const confirmation = page.getByRole('dialog', { name: 'Verifica-ti e-mailul' });
    await expect(confirmation).toBeVisible();
    await expect(email).toHaveValue('');
    await confirmation.getByRole('button', { name: 'Inchide' }).first().click();
    await expect(confirmation).toBeHidden();
  });
});

test.describe('contact modal', () => {
  test('/#contact opens it and a sent message arrives in the database', async ({ page, request }) => {
    const dialog = await openContactModal(page);
    await fillContact(dialog, 'Doresc o oferta de abonament pentru 12 luni.');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact-form') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Trimite' }).click();
    await expect(dialog.getByText(CONTACT_SENT)).toBeVisible();
    await expect(dialog.getByLabel(/^Nume si prenume/)).toHaveValue('');
    const response = await sent;
    expect(response.status()).toBe(201);
    const key = idempotencyKey(response.request());
    expect(await (await request.get(`/api/contact-form/${key}`)).json()).toEqual({ received: true });
  });

  test('a message sent while the server is unreachable arrives once after it is back', async ({
    page,
    request,
  }) => {
    const keys = new Set<string>();
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact-form') && r.method() === 'POST') keys.add(idempotencyKey(r));
    });
    const dialog = await openContactModal(page);
    await page.route('**/api/contact-form', (route) => route.abort('connectionrefused'));
    await fillContact(dialog, 'Mesaj trimis cand serverul nu raspunde.');
    await dialog.getByRole('button', { name: 'Trimite' }).click();
    await expect(dialog.getByText(CONTACT_SENT)).toBeVisible();
    await expect.poll(() => keys.size).toBe(1);
    const [key] = [...keys];
    expect(await (await request.get(`/api/contact-form/${key}`)).json()).toEqual({ received: false });

    await page.unroute('**/api/contact-form');
    const stored: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/contact-form') && r.request().headers()['idempotency-key'] === key) {
        stored.push(r.status());
      }
    });
    await page.reload();
    await expect.poll(() => stored.includes(201), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('outbox') ?? '[]')).toBe('[]');
    expect(stored.filter((status) => status === 201)).toHaveLength(1);
    expect(keys.size).toBe(1);
    expect(await (await request.get(`/api/contact-form/${key}`)).json()).toEqual({ received: true });
  });

  test('a message turned away with 429 is kept, the visitor told, and it arrives once after Retry-After', async ({
    page,
    request,
  }) => {
    const answers: { key: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/contact-form') && r.request().method() === 'POST') {
        answers.push({ key: idempotencyKey(r.request()), status: r.status() });
      }
    });
    const dialog = await openContactModal(page);
    let turnedAway = false;
    await page.route('**/api/contact-form', async (route) => {
      if (turnedAway || route.request().method() !== 'POST') return route.fallback();
      turnedAway = true;
      return route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        body: JSON.stringify({ message: 'Ati trimis prea multe cereri intr-un timp scurt.' }),
      });
    });
    await fillContact(dialog, 'Mesaj trimis cand serverul cere sa asteptam.');
    await dialog.getByRole('button', { name: 'Trimite' }).click();
    await expect(dialog.getByText(CONTACT_SENT)).toBeVisible();
    await expect(dialog.getByText(/va fi trimisa automat in cateva minute/)).toBeVisible();

    await expect.poll(() => answers.map((answer) => answer.status), { timeout: 15_000 }).toEqual([429, 201]);
    const [key] = new Set(answers.map((answer) => answer.key));
    expect(new Set(answers.map((answer) => answer.key)).size).toBe(1);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('outbox') ?? '[]')).toBe('[]');
    await expect(dialog.getByText(/va fi trimisa automat in cateva minute/)).toBeHidden();
    expect(await (await request.get(`/api/contact-form/${key}`)).json()).toEqual({ received: true });
    expect(answers).toHaveLength(2);
  });

  test('pages without interaction request no JS until the visitor asks for contact', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    for (const path of ['/asigurare', '/ghid-abonament', '/termeni-si-conditii']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Past the idle callbacks an eager island would have used.
      await page.waitForTimeout(500);
      expect(scripts, path).toEqual([]);
    }

    const link = page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first();
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Contacteaza-ne' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(scripts.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/termeni-si-conditii');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    await expect(link).toBeFocused();
  });

  test('#contactbroker shows the postal address and the broker data-protection link', async ({ page }) => {
    await page.goto('/faq#contactbroker');
    const dialog = page.getByRole('dialog', { name: 'Contacteaza brokerul de asigurari' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Adresa de corespondenta')).toBeVisible();
    const link = dialog.getByRole('link', { name: /Protectia datelor - broker/ });
    await expect(link).toBeVisible();
    // The link lands on a real section of the data-protection page.
    await link.click();
    await expect(page).toHaveURL(/\/protectia-datelor#broker$/);
    await expect(page.locator('h2#broker')).toBeInViewport();
  });
});

test.describe('FAQ', () => {
  test('every question is in the HTML and a word found only in an answer finds it', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/faqs')).json()) as {
      faqs: { question: string; answer: string }[];
    }[];
    const items = categories.flatMap((category) => category.faqs);
    const questions = items.map((item) => item.question.toLowerCase()).join(' ');
    const words = (html: string) =>
      html
        // A {{placeholder}} is a business figure the build fills in (issue 34), not a word of the page.
        .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .toLowerCase()
        .match(/[a-z]{8,}/g) ?? [];
    const target = items.find((item) => words(item.answer).some((word) => !questions.includes(word)));
    const word = target
      ? words(target.answer).find((candidate) => !questions.includes(candidate))
      : undefined;
    expect(word, 'a word that appears only in an answer').toBeTruthy();

    const html = await (await request.get('/faq')).text();
    for (const item of items)
      expect(html).toContain(item.question.replace(/'/g, '&#39;').replace(/"/g, '&quot;').slice(0, 20));

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Intrebari frecvente' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@autoabonament.ro' }).first()).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Cauta in intrebarile frecvente').fill(word ?? '');
    await expect(page.getByRole('status').filter({ hasText: 'rezultat' })).toBeVisible();
    await expect(page.getByRole('button', { name: target?.question ?? '' }).first()).toBeVisible();
    await expect(page.locator('.faq-static')).toBeHidden();
  });

  test('search engines get every question and answer as a schema.org FAQPage', async ({ page, request }) => {
    const categories = (await (await request.get('/api/faqs')).json()) as {
      faqs: { question: string }[];
    }[];
    const questions = categories.flatMap((category) => category.faqs.map((item) => item.question));
    await page.goto('/faq');
    const text = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(text ?? 'null') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions);
    for (const entry of data.mainEntity) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(0);
  });
});

const infoPages = [
  {
    path: '/finantare',
    heading: 'Cum functioneaza finantarea auto',
    cars: '/masini/finantare',
    button: 'Vezi vehiculele',
  },
  {
    path: '/abonament',
    heading: 'Cum functioneaza abonamentul auto',
    cars: '/masini/abonament',
    button: 'Vezi masinile cu abonament',
  },
] as const;

test.describe('information pages', () => {
  for (const info of infoPages) {
    test(`${info.path}: four steps, the car carousel, the cars button and the product sheets`, async ({
      page,
    }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      await expect(page.locator('main ol.steps > li')).toHaveCount(4);
      const carousel = page.locator('[data-car-carousel]');
      await expect(carousel).toBeVisible();
      expect(await carousel.locator('.glide__slide:not(.glide__slide--clone)').count()).toBeGreaterThan(0);
      await expect(carousel.getByRole('button', { name: 'Slide-ul urmator' })).toBeVisible();
      await expect(carousel.locator('a[href^="/masina/"]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: info.button, exact: true })).toHaveAttribute(
        'href',
        info.cars,
      );
      for (const sheet of ['abonament', 'finantare', 'asigurare']) {
        await expect(page.locator(`a[href="/storage/documents/fisa_produs_${sheet}.pdf"]`)).toBeVisible();
      }
    });
  }

  test('/abonament lists what the monthly fee includes', async ({ page }) => {
    await page.goto('/abonament');
    const included = page.getByRole('region', { name: 'Ce include plata lunara' });
    for (const item of ['Asigurare CASCO si RCA', 'Rovinieta', 'Anvelope all-season']) {
      await expect(included.getByText(item)).toBeVisible();
    }
  });

  test('/asigurare: RCA steps, the broker link and the three value cards', async ({ page }) => {
    await page.goto('/asigurare');
    await expect(page.locator('main ol.steps > li')).toHaveCount(4);
    const calculate = page.getByRole('link', { name: /^Calculeaza RCA/ }).first();
    await expect(calculate).toHaveAttribute('href', /^https:\/\//);
    await expect(calculate).toHaveAttribute('target', '_blank');
    for (const value of ['Siguranta', 'Simplitate', 'Experienta']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByText(/20 de ani/).first()).toBeVisible();
  });

  test('/ghid-abonament is a static guide with no island', async ({ page }) => {
    await page.goto('/ghid-abonament');
    await expect(page.getByRole('heading', { level: 1, name: 'Ghid abonament auto' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Garantia de 800 EUR' })).toBeVisible();
    await expect(page.locator('main astro-island')).toHaveCount(0);
  });
});

test.describe('refund form', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  async function fillRefund(
    page: Page,
    account: string,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    await page.goto('/formular-ramburs');
    await expect(page.getByRole('heading', { level: 1, name: 'Formular Ramburs' })).toBeVisible();
    await waitForHydration(page, 'main astro-island');
    await page.getByLabel(/^Numele platitorului/).fill('Ion Vasilescu');
    await page.getByLabel(/^Suma achitata/).fill('1100,50');
    await page.getByLabel(/^Data platii/).fill(daysAgo(3));
    await page.getByLabel(/^Produs financiar/).selectOption({ label: 'Abonament auto' });
    await page.getByLabel(/^IBAN/).fill(account);
    await page.getByLabel(/^Extras de cont/).setInputFiles(file);
    await page.getByRole('checkbox', { name: /protectia datelor/ }).check();
    await page.getByRole('checkbox', { name: /termenii si conditiile/ }).check();
  }

  const pdf = { name: 'extras.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES };

  test('a well-shaped IBAN with wrong check digits is refused at the field', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('/api/refunds') && posts.push(r.url()));
    await fillRefund(page, 'RO48AAAA1B31007593840000', pdf);
    await page.getByRole('button', { name: 'Trimite' }).click();
    await expect(page.getByText('IBAN Invalid')).toBeVisible();
    await expect(page.getByLabel(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a non-PDF renamed to .pdf is refused by the server with its message', async ({ page }) => {
    await fillRefund(page, 'RO49 AAAA 1B31 0075 9384 0000', {
      name: 'extras.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a nu este un PDF'),
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/refunds'));
    await page.getByRole('button', { name: 'Trimite' }).click();
    expect((await answer).status()).toBe(422);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Doar fisiere de tip PDF sunt permise.' }).first(),
    ).toBeVisible();
  });

  test('a valid request is accepted and its statement stored', async ({ page, request }) => {
    await fillRefund(page, 'ro49 aaaa 1b31 0075 9384 0000', pdf);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/refunds'));
    await page.getByRole('button', { name: 'Trimite' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const key = idempotencyKey(response.request());
    expect(await (await request.get(`/api/refunds/${key}`)).json()).toEqual({
      received: true,
      file_stored: true,
    });
  });
});
