// What only the demo's media generator needs, beside the demo content folder (../content): the
// shape each product's container is drawn in, the motif and colour of each cover, and what each
// catalogue PDF lists. Keyed by the records' slugs (or names, or image names, where they have none).

/** Container shape drawn on a product image. */
export type PackagingShape = 'can' | 'bottle' | 'spray' | 'cartridge' | 'tin' | 'drum';

/** Pictogram drawn on cover artwork (categories, news, concepts, about blocks, partners). */
export type Motif =
  | 'droplet'
  | 'gear'
  | 'flag'
  | 'piston'
  | 'trophy'
  | 'flask'
  | 'shield'
  | 'gauge'
  | 'wrench'
  | 'leaf'
  | 'snowflake'
  | 'helmet'
  | 'sparkle'
  | 'chain'
  | 'globe'
  | 'truck';

export interface CatalogueArtwork {
  subtitle: string;
  /** The catalogue lists every product of these categories, of these sub-categories and of these brands (by name). */
  categorySlugs: string[];
  subCategorySlugs?: string[];
  brands?: string[];
}

/** The demo's "today": catalogue editions and PDF dates follow it, never the clock, so every run makes the same files. */
export const REFERENCE_DATE = '2025-11-14T09:00:00.000Z';

export const PRODUCT_SHAPES: Record<string, PackagingShape> = {
  'track-formula-10w-60': 'can',
  'sprint-ester-10w-50': 'can',
  'qualifying-0w-20-low-friction': 'can',
  'endurance-ester-15w-50': 'can',
  'rally-stage-5w-40': 'can',
  'apex-r-spec-0w-40': 'can',
  'circuit-break-in-10w-40': 'can',
  'synthetic-longlife-5w-30': 'can',
  'synthetic-longlife-0w-30': 'can',
  'fuel-saver-0w-20': 'can',
  'performance-5w-40': 'can',
  'hybrid-drive-0w-20': 'can',
  'apex-street-5w-30': 'can',
  'semi-synthetic-10w-40': 'can',
  'eco-low-saps-0w-20': 'can',
  'classic-20w-50': 'can',
  'classic-15w-50': 'can',
  'heritage-monograde-sae-30': 'tin',
  'youngtimer-10w-40': 'can',
  '4t-race-10w-50': 'bottle',
  '4t-street-10w-40': 'bottle',
  '4t-synthetic-5w-40': 'bottle',
  '4t-offroad-15w-50': 'bottle',
  '2t-injection-synthetic': 'bottle',
  'fleet-pro-10w-40': 'drum',
  'heavy-duty-15w-40': 'drum',
  'fleet-low-saps-5w-30': 'drum',
  'agri-universal-10w-30': 'drum',
  'gear-synth-75w-90': 'bottle',
  'gear-mt-75w-80': 'bottle',
  'classic-gear-80w-90': 'bottle',
  'axle-synth-75w-140': 'bottle',
  'hypoid-80w-90': 'bottle',
  'ls-differential-75w-90': 'bottle',
  'multigear-75w-90': 'drum',
  'atf-multi-vehicle': 'bottle',
  'dct-fluid': 'bottle',
  'cvt-fluid': 'bottle',
  'competition-sequential-75w-90': 'bottle',
  'dogbox-75w-140': 'bottle',
  'competition-lsd-75w-140': 'bottle',
  'brake-fluid-dot-4': 'bottle',
  'competition-brake-fluid-rbf-610': 'bottle',
  'brake-fluid-dot-5-1': 'bottle',
  'race-brake-660': 'bottle',
  'coolant-concentrate-oat': 'bottle',
  'ready-mix-coolant-36-c': 'bottle',
  'track-coolant-additive': 'bottle',
  'fuel-system-cleaner-petrol': 'bottle',
  'diesel-system-cleaner': 'bottle',
  'octane-booster-race': 'bottle',
  'fuel-stabiliser': 'bottle',
  'hydraulic-hlp-46': 'drum',
  'power-steering-fluid': 'bottle',
  'fork-oil-10w': 'bottle',
  'brake-parts-cleaner': 'spray',
  'engine-degreaser': 'bottle',
  'engine-flush-5-minute': 'bottle',
  'throttle-body-cleaner': 'spray',
  'wheel-cleaner-acid-free': 'bottle',
  'hard-wax-polish': 'tin',
  'active-snow-foam': 'bottle',
  'insect-remover': 'spray',
  'cockpit-spray-matt': 'spray',
  'leather-balm': 'tin',
  'microsuede-cleaner': 'spray',
  'chain-lube-road': 'spray',
  'chain-lube-offroad': 'spray',
  'chain-cleaner': 'spray',
  'multi-purpose-grease-ep2': 'cartridge',
  'high-temperature-bearing-grease': 'cartridge',
  'racing-bearing-grease': 'tin',
  'marine-trailer-grease': 'cartridge',
  'long-term-grease-nlgi-3': 'cartridge',
  'copper-anti-seize-paste': 'tin',
  'ceramic-brake-paste': 'tin',
  'engine-assembly-lube': 'bottle',
  'multi-function-spray': 'spray',
  'rust-penetrant': 'spray',
  'white-lithium-spray': 'spray',
  'contact-cleaner': 'spray',
  'silicone-spray': 'spray',
};

export const CATEGORY_ARTWORK: Record<string, { accent: string; motif: Motif }> = {
  'engine-oils': { accent: '#C8102E', motif: 'piston' },
  'gear-transmission-oils': { accent: '#D4A73A', motif: 'gear' },
  'racing-fluids': { accent: '#2F7FC1', motif: 'flask' },
  'care-cleaning': { accent: '#2E9E6A', motif: 'sparkle' },
  'greases-service': { accent: '#E07A1F', motif: 'wrench' },
};

export const NEWS_MOTIFS: Record<string, Motif> = {
  'class-win-at-the-valmora-12-hours': 'trophy',
  'new-qualifying-0w-20-low-friction': 'gauge',
  'inside-our-test-lab-1000-hours-on-the-engine-dyno': 'flask',
  'winter-check-five-fluids-to-inspect-before-the-first-frost': 'snowflake',
  'technical-partnership-with-ostwind-rally-team': 'flag',
  'why-classic-engines-need-zinc': 'piston',
  'recycled-plastic-for-our-5-l-cans': 'leaf',
  'catalogue-2025-now-available-as-pdf': 'globe',
  'brake-fluid-explained-dry-and-wet-boiling-points': 'droplet',
  'fleet-customers-save-fuel-with-low-viscosity-oils': 'truck',
};

export const CONCEPT_CATEGORY_MOTIFS: Record<string, Motif> = {
  'racing-performance': 'helmet',
  'longlife-efficiency': 'leaf',
  'classic-care': 'trophy',
  'workshop-partner': 'wrench',
};

export const CONCEPT_MOTIFS: Record<string, Motif> = {
  'Dyno-validated formulations': 'gauge',
  'Trackside oil analysis': 'flask',
  'Ester base-stock technology': 'droplet',
  'Shear-stable polymer systems': 'shield',
  'Race-weekend service kits': 'wrench',
  'Low-SAPS filter protection': 'shield',
  'Extended drain intervals': 'gauge',
  'Low-friction viscosity grades': 'droplet',
  'Fleet oil monitoring': 'truck',
  'Zinc-rich cam protection': 'piston',
  'Seal conditioning': 'droplet',
  'Winter storage programme': 'snowflake',
  'Bulk dispensing systems': 'gear',
  'Used-oil take-back': 'leaf',
  'Technical hotline': 'gauge',
  'Training for workshop teams': 'wrench',
  'Oil finder for every vehicle': 'globe',
};

export const CATALOGUE_ARTWORK: Record<string, CatalogueArtwork> = {
  'product-catalogue-2025': {
    subtitle: 'The complete range',
    categorySlugs: ['engine-oils', 'gear-transmission-oils', 'racing-fluids', 'care-cleaning', 'greases-service'],
  },
  'motorsport-programme-2025': {
    subtitle: 'Racing oils, gearbox oils and brake fluids',
    categorySlugs: [],
    subCategorySlugs: ['racing', 'sequential-racing', 'brake-fluids'],
    brands: ['Rennfeld Competition'],
  },
  'classic-collection': {
    subtitle: 'For classic cars and youngtimers',
    categorySlugs: [],
    subCategorySlugs: ['classic-vintage'],
    brands: ['Nordhaven Classic'],
  },
  'workshop-fleet-guide': {
    subtitle: 'Bulk sizes, greases and workshop sprays',
    categorySlugs: ['greases-service'],
    subCategorySlugs: ['diesel-commercial', 'differential-axle', 'hydraulic-suspension', 'engine-parts-cleaners'],
  },
  'care-cleaning-guide': { subtitle: 'Clean and protect every surface', categorySlugs: ['care-cleaning'] },
};

export const ABOUT_ARTWORK: Record<string, { title: string; motif: Motif }> = {
  'born-in-the-paddock.png': { title: 'Born in the paddock', motif: 'flag' },
  'blended-in-germany.png': { title: 'Blended in Germany', motif: 'gear' },
  'tested-on-track.png': { title: 'Tested on track', motif: 'gauge' },
  'responsibility.png': { title: 'Responsibility', motif: 'leaf' },
};

export const PARTNER_ARTWORK: Record<string, { series: string; motif: Motif }> = {
  'Falkenrot Racing': { series: 'GT endurance', motif: 'helmet' },
  'Ostwind Rally Team': { series: 'National rally championship', motif: 'flag' },
  'Steinach Hill Climb Club': { series: 'Hill climb', motif: 'trophy' },
  'Talwerk Enduro Academy': { series: 'Off-road training', motif: 'chain' },
  'Historic Racing Association Nord': { series: 'Historic racing', motif: 'piston' },
};
