import type { DemoCategory, DemoContainerSize } from './types.ts';

/** Every container size a product may come in, smallest first. */
export const CONTAINER_SIZES: DemoContainerSize[] = [
  { key: '400ml', name: '400 ml', millilitres: 400, productNumberSuffix: 'M4' },
  { key: '500ml', name: '500 ml', millilitres: 500, productNumberSuffix: 'M5' },
  { key: '1l', name: '1 L', millilitres: 1_000, productNumberSuffix: '01' },
  { key: '4l', name: '4 L', millilitres: 4_000, productNumberSuffix: '04' },
  { key: '5l', name: '5 L', millilitres: 5_000, productNumberSuffix: '05' },
  { key: '20l', name: '20 L', millilitres: 20_000, productNumberSuffix: '20' },
  { key: '60l', name: '60 L', millilitres: 60_000, productNumberSuffix: '60' },
  { key: '208l', name: '208 L', millilitres: 208_000, productNumberSuffix: '208' },
];

export const CATEGORIES: DemoCategory[] = [
  {
    name: 'Engine Oils',
    slug: 'engine-oils',
    description:
      'Fully synthetic, semi-synthetic and mineral engine oils for racing engines, everyday cars, classics, motorcycles and commercial fleets. Blended and tested in-house, from the qualifying lap to the 300,000 km truck engine.',
    image: 'engine-oils.png',
    accent: '#C8102E',
    motif: 'piston',
    subCategories: [
      { name: 'Racing', slug: 'racing' },
      { name: 'Passenger Car', slug: 'passenger-car' },
      { name: 'Classic & Vintage', slug: 'classic-vintage' },
      { name: 'Motorcycle', slug: 'motorcycle' },
      { name: 'Diesel & Commercial', slug: 'diesel-commercial' },
    ],
  },
  {
    name: 'Gear & Transmission Oils',
    slug: 'gear-transmission-oils',
    description:
      'Gear oils and transmission fluids for manual gearboxes, differentials, automatic and dual-clutch transmissions and sequential racing gearboxes. Stable shear strength, clean shifts and protection for highly loaded gear sets.',
    image: 'gear-transmission-oils.png',
    accent: '#D4A73A',
    motif: 'gear',
    subCategories: [
      { name: 'Manual Gearbox', slug: 'manual-gearbox' },
      { name: 'Differential & Axle', slug: 'differential-axle' },
      { name: 'Automatic & DCT', slug: 'automatic-dct' },
      { name: 'Sequential & Racing Gearbox', slug: 'sequential-racing' },
    ],
  },
  {
    name: 'Racing Fluids',
    slug: 'racing-fluids',
    description:
      'Brake fluids with high boiling points, coolants, fuel system additives and hydraulic fluids. The fluids that keep a car stopping, cool and responsive when the stint gets long.',
    image: 'racing-fluids.png',
    accent: '#2F7FC1',
    motif: 'flask',
    subCategories: [
      { name: 'Brake Fluids', slug: 'brake-fluids' },
      { name: 'Coolants', slug: 'coolants' },
      { name: 'Fuel Additives', slug: 'fuel-additives' },
      { name: 'Hydraulic & Suspension', slug: 'hydraulic-suspension' },
    ],
  },
  {
    name: 'Care & Cleaning',
    slug: 'care-cleaning',
    description:
      'Cleaners and care products for engine bays, brakes, paint, wheels, cockpits and chains. Workshop strength where it is needed, gentle on surfaces where it counts.',
    image: 'care-cleaning.png',
    accent: '#2E9E6A',
    motif: 'sparkle',
    subCategories: [
      { name: 'Engine & Parts Cleaners', slug: 'engine-parts-cleaners' },
      { name: 'Exterior Care', slug: 'exterior-care' },
      { name: 'Interior Care', slug: 'interior-care' },
      { name: 'Chain Care', slug: 'chain-care' },
    ],
  },
  {
    name: 'Greases & Service',
    slug: 'greases-service',
    description:
      'Greases, assembly pastes and workshop sprays for bearings, chassis points, brakes and electrics. The service products that every workshop trolley and race transporter should carry.',
    image: 'greases-service.png',
    accent: '#E07A1F',
    motif: 'wrench',
    subCategories: [
      { name: 'Greases', slug: 'greases' },
      { name: 'Assembly Pastes', slug: 'assembly-pastes' },
      { name: 'Workshop Sprays', slug: 'workshop-sprays' },
    ],
  },
];
