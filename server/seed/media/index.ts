/**
 * Answers the storage route for files nobody uploaded: car pictures, slide and avatar art and PDFs
 * are drawn from the database on request. Only paths the seed put in the database (or the fixed
 * documents) are answered; anything else is null, so the route can 404.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carBodies, cars, colors, fuels, pollutionNorms, tractions, transmissions } from '../../db/schema.ts';
import type { Body } from '../data/catalog-types.ts';
import { SLIDES, TESTIMONIALS } from '../data/content.ts';
import { avatarSvg, slideSvg } from './art-svg.ts';
import { type CarFacts, equipmentPdf, maintenancePdf } from './car-documents.ts';
import { type CarView, carSvg } from './car-svg.ts';
import { PRODUCT_DOCUMENTS } from './product-documents.ts';

export interface GeneratedFile {
  bytes: Uint8Array;
  contentType: string;
}

const SVG = 'image/svg+xml';
const PDF = 'application/pdf';
const svg = (text: string): GeneratedFile => ({ bytes: new TextEncoder().encode(text), contentType: SVG });
const CAR_FILE =
  /^cars\/([A-Z0-9-]+)\/(profile\.svg|gallery-[1-4]\.svg|360\.svg|echipamente\.pdf|istoric-service\.pdf)$/;
const GALLERY_VIEWS: Record<string, CarView> = {
  'gallery-1': 'side',
  'gallery-2': 'front',
  'gallery-3': 'rear',
  'gallery-4': 'interior',
};

async function loadCar(db: Database, sku: string) {
  const [row] = await db
    .select({
      car: cars,
      color: colors,
      body: carBodies.name,
      fuel: fuels.name,
      transmission: transmissions.name,
      traction: tractions.name,
      norm: pollutionNorms.name,
    })
    .from(cars)
    .innerJoin(colors, eq(colors.id, cars.colorId))
    .innerJoin(carBodies, eq(carBodies.id, cars.carBodyId))
    .innerJoin(fuels, eq(fuels.id, cars.fuelId))
    .innerJoin(transmissions, eq(transmissions.id, cars.transmissionId))
    .innerJoin(tractions, eq(tractions.id, cars.tractionId))
    .innerJoin(pollutionNorms, eq(pollutionNorms.id, cars.pollutionNormId))
    .where(eq(cars.sku, sku))
    .limit(1);
  return row;
}

type LoadedCar = NonNullable<Awaited<ReturnType<typeof loadCar>>>;

function facts({ car, color, body, fuel, transmission, traction, norm }: LoadedCar): CarFacts {
  const dealer = car.dealer as { group?: { company_name?: string } };
  return {
    sku: car.sku,
    productName: car.productName,
    dealerName: dealer.group?.company_name ?? 'AutoAbonament',
    chassisSeries: car.chassisSeries,
    fuel,
    transmission,
    traction,
    body,
    color: color.name,
    horsepower: car.horsepower,
    cylindricalCapacity: car.cylindricalCapacity,
    pollutionNorm: norm,
    kmNo: car.kmNo,
    firstRegistration: car.firstRegistration,
    updatedDay: car.updatedAt.toISOString().slice(0, 10),
    equipment: car.equipment,
  };
}

async function carFile(db: Database, path: string, sku: string, file: string): Promise<GeneratedFile | null> {
  const loaded = await loadCar(db, sku);
  if (!loaded) return null;
  const { car, color, body } = loaded;
  const known = [
    car.profilePhoto,
    ...car.gallery,
    car.product360,
    car.equipmentListPdf,
    car.maintenanceHistoryPdf,
  ];
  if (!known.includes(path)) return null;
  if (file === 'echipamente.pdf') return { bytes: await equipmentPdf(facts(loaded)), contentType: PDF };
  if (file === 'istoric-service.pdf') return { bytes: await maintenancePdf(facts(loaded)), contentType: PDF };
  const name = file.replace('.svg', '');
  const view: CarView =
    name === 'profile' ? 'side' : name === '360' ? '360' : (GALLERY_VIEWS[name] ?? 'side');
  return svg(carSvg(view, body as Body, color.code, `${car.productName}, ${color.name}`));
}

export function createMediaGenerator(db: Database): (path: string) => Promise<GeneratedFile | null> {
  return async (path) => {
    const carMatch = CAR_FILE.exec(path);
    if (carMatch?.[1] && carMatch[2]) return carFile(db, path, carMatch[1], carMatch[2]);
    const document = PRODUCT_DOCUMENTS[path];
    if (document) return { bytes: await document(), contentType: PDF };
    const slideIndex = SLIDES.findIndex((s) => s.image === path);
    const slide = SLIDES[slideIndex];
    if (slide) return svg(slideSvg(slideIndex, slide.text));
    const testimonialIndex = TESTIMONIALS.findIndex((t) => `testimonials/${t.slug}.svg` === path);
    const testimonial = TESTIMONIALS[testimonialIndex];
    if (testimonial) return svg(avatarSvg(testimonialIndex, testimonial.author));
    return null;
  };
}
