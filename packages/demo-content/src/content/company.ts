import type { ContentTeamMember } from '@rennfeld/api/content-import';
import { slugify } from '@rennfeld/contract/staff';
import { REFERENCE_DATE } from './news.ts';
import { subtractDays } from './text.ts';
import type {
  DemoAboutBlock,
  DemoCatalogue,
  DemoConcept,
  DemoConceptCategory,
  DemoPartnership,
  Motif,
} from './types.ts';

function concepts(categorySlug: string, entries: Array<[string, Motif]>): DemoConcept[] {
  return entries.map(([name, motif]) => ({ name, motif, image: `${categorySlug}-${slugify(name)}.png` }));
}

export const CONCEPT_CATEGORIES: DemoConceptCategory[] = [
  {
    name: 'Racing Performance',
    slug: 'racing-performance',
    image: 'racing-performance.png',
    motif: 'helmet',
    createdAt: subtractDays(REFERENCE_DATE, 9),
    shortDesc:
      'Our racing concept connects the lab with the pit lane. Every competition product is developed on the engine dyno, validated by partner teams and supported trackside with oil analysis, so that engineers can push engines harder and still see them at the finish.',
    concepts: concepts('racing-performance', [
      ['Dyno-validated formulations', 'gauge'],
      ['Trackside oil analysis', 'flask'],
      ['Ester base-stock technology', 'droplet'],
      ['Shear-stable polymer systems', 'shield'],
      ['Race-weekend service kits', 'wrench'],
    ]),
  },
  {
    name: 'Longlife & Efficiency',
    slug: 'longlife-efficiency',
    image: 'longlife-efficiency.png',
    motif: 'leaf',
    createdAt: subtractDays(REFERENCE_DATE, 47),
    shortDesc:
      'Lower friction, longer drain intervals and protection for exhaust after-treatment. Our efficiency concept helps private drivers and fleets use less fuel and fewer resources without compromising engine life.',
    concepts: concepts('longlife-efficiency', [
      ['Low-SAPS filter protection', 'shield'],
      ['Extended drain intervals', 'gauge'],
      ['Low-friction viscosity grades', 'droplet'],
      ['Fleet oil monitoring', 'truck'],
    ]),
  },
  {
    name: 'Classic Care',
    slug: 'classic-care',
    image: 'classic-care.png',
    motif: 'trophy',
    createdAt: subtractDays(REFERENCE_DATE, 118),
    shortDesc:
      'Classic cars need different care than modern ones: more zinc, gentler detergents, seal-friendly chemistry and good corrosion protection during the winter break. Nordhaven Classic brings these together in a range made for cars that are meant to last another fifty years.',
    concepts: concepts('classic-care', [
      ['Zinc-rich cam protection', 'piston'],
      ['Seal conditioning', 'droplet'],
      ['Winter storage programme', 'snowflake'],
    ]),
  },
  {
    name: 'Workshop Partner',
    slug: 'workshop-partner',
    image: 'workshop-partner.png',
    motif: 'wrench',
    createdAt: subtractDays(REFERENCE_DATE, 186),
    shortDesc:
      'For independent workshops we offer more than oil: bulk dispensing systems, a used-oil take-back service, a technical hotline and training for your team. Everything a workshop needs to serve its customers quickly and correctly.',
    concepts: concepts('workshop-partner', [
      ['Bulk dispensing systems', 'gear'],
      ['Used-oil take-back', 'leaf'],
      ['Technical hotline', 'gauge'],
      ['Training for workshop teams', 'wrench'],
      ['Oil finder for every vehicle', 'globe'],
    ]),
  },
];

export const CATALOGUES: DemoCatalogue[] = (
  [
    {
      name: 'Product Catalogue 2025',
      slug: 'product-catalogue-2025',
      subtitle: 'The complete range',
      categorySlugs: ['engine-oils', 'gear-transmission-oils', 'racing-fluids', 'care-cleaning', 'greases-service'],
    },
    {
      name: 'Motorsport Programme 2025',
      slug: 'motorsport-programme-2025',
      subtitle: 'Racing oils, gearbox oils and brake fluids',
      categorySlugs: [],
      subCategorySlugs: ['racing', 'sequential-racing', 'brake-fluids'],
      brands: ['Rennfeld Competition'],
    },
    {
      name: 'Classic Collection',
      slug: 'classic-collection',
      subtitle: 'For classic cars and youngtimers',
      categorySlugs: [],
      subCategorySlugs: ['classic-vintage'],
      brands: ['Nordhaven Classic'],
    },
    {
      name: 'Workshop & Fleet Guide',
      slug: 'workshop-fleet-guide',
      subtitle: 'Bulk sizes, greases and workshop sprays',
      categorySlugs: ['greases-service'],
      subCategorySlugs: ['diesel-commercial', 'differential-axle', 'hydraulic-suspension', 'engine-parts-cleaners'],
    },
    {
      name: 'Care & Cleaning Guide',
      slug: 'care-cleaning-guide',
      subtitle: 'Clean and protect every surface',
      categorySlugs: ['care-cleaning'],
    },
  ] satisfies Array<Omit<DemoCatalogue, 'image' | 'pdf'>>
).map((catalogue) => ({ ...catalogue, image: `${catalogue.slug}.png`, pdf: `${catalogue.slug}.pdf` }));

function teamMember(name: string, department: string, extension: string): ContentTeamMember {
  const local = slugify(name).replace(/-/g, '.');
  return {
    name,
    department,
    email: `${local}@rennfeld-lubricants.example`,
    phone: `+49 6131 4780-${extension}`,
    image: `${slugify(name)}.png`,
  };
}

export const TEAM_MEMBERS: ContentTeamMember[] = [
  teamMember('Katharina Rennfeld', 'Managing Director', '100'),
  teamMember('Jonas Albrecht', 'Research & Development', '210'),
  teamMember('Amira Haddad', 'Motorsport Engineering', '230'),
  teamMember('Lukas Brenner', 'Technical Support', '240'),
  teamMember('Sofia Marques', 'Sales Germany', '310'),
  teamMember('Daniel Okafor', 'Fleet & Workshop Sales', '320'),
  teamMember('Mei Lin Hartmann', 'Marketing & Communications', '410'),
  teamMember('Tobias Kranz', 'Quality Assurance', '250'),
  teamMember('Elena Petrova', 'Customer Service', '500'),
  teamMember('Felix Wagner', 'Logistics', '600'),
];

export const ABOUT_BLOCKS: DemoAboutBlock[] = [
  {
    title: 'Born in the paddock',
    image: 'born-in-the-paddock.png',
    motif: 'flag',
    descriptionHtml: `
<h2>Born in the paddock</h2>
<p>Rennfeld began in 1987 in a rented garage next to a club racing circuit. Our founder, a chemist with a passion for hill climbs, blended his first racing oil because nothing on the market survived a full season in his own car.</p>
<p>Today Rennfeld Lubricants is an independent, family-owned company with 140 employees. We still develop every competition product together with racing teams, and the lessons learned on the track flow into our oils for everyday cars.</p>`,
  },
  {
    title: 'Blended in Germany',
    image: 'blended-in-germany.png',
    motif: 'gear',
    descriptionHtml: `
<h2>Blended in Germany</h2>
<p>All Rennfeld engine oils and gear oils are blended, filled and tested in our own plant. Three blending lines and a filling capacity of 40,000 litres per shift let us produce large fleet orders and small racing batches side by side.</p>
<ul>
  <li>Quality management certified to international standards</li>
  <li>Every batch tested for viscosity, density and additive content before release</li>
  <li>Retained samples of every batch stored for five years</li>
</ul>`,
  },
  {
    title: 'Tested on track',
    image: 'tested-on-track.png',
    motif: 'gauge',
    descriptionHtml: `
<h2>Tested on track</h2>
<p>A lab result is only the beginning. Our oils prove themselves in endurance races, rallies, hill climbs and on motorcycle race tracks, with partner teams who send us samples after every event.</p>
<p>This feedback loop is the core of our work: more than 2,000 used-oil analyses a year show us how our products behave under real conditions, long before they reach the shelf.</p>`,
  },
  {
    title: 'Responsibility',
    image: 'responsibility.png',
    motif: 'leaf',
    descriptionHtml: `
<h2>Responsibility</h2>
<p>Lubricants help machines last longer and run more efficiently, which saves resources. We want to go further: with recycled packaging, a take-back programme for used oil and drums, and longer oil change intervals wherever engines allow them.</p>
<p>Since 2023 our plant has run entirely on electricity from renewable sources.</p>`,
  },
];

export const PARTNERSHIPS: DemoPartnership[] = (
  [
    {
      name: 'Falkenrot Racing',
      series: 'GT endurance',
      motif: 'helmet',
      link: 'https://falkenrot-racing.example',
      partnerDetail:
        'GT4 endurance team with a two-car programme and class wins at the Valmora 12 Hours. Technical partner since 2019, using Rennfeld engine oils, transmission oils and brake fluids and sending every oil sample to our lab.',
    },
    {
      name: 'Ostwind Rally Team',
      series: 'National rally championship',
      motif: 'flag',
      link: 'https://ostwind-rally.example',
      partnerDetail:
        'Two-car rally team competing on gravel, snow and tarmac. Together we are developing the next generation of rally gearbox oils, with oil analysis after every event.',
    },
    {
      name: 'Steinach Hill Climb Club',
      series: 'Hill climb',
      motif: 'trophy',
      link: 'https://steinach-hillclimb.example',
      partnerDetail:
        'Organiser of one of the oldest hill climbs in the region, with more than 200 starters each year. Rennfeld supports the event and the club’s young driver programme.',
    },
    {
      name: 'Talwerk Enduro Academy',
      series: 'Off-road training',
      motif: 'chain',
      link: 'https://talwerk-enduro.example',
      partnerDetail:
        'Off-road riding school with a fleet of 30 enduro motorcycles. Velotrax oils and chain care keep the school bikes running through mud, sand and river crossings every weekend.',
    },
    {
      name: 'Historic Racing Association Nord',
      series: 'Historic racing',
      motif: 'piston',
      link: 'https://hra-nord.example',
      partnerDetail:
        'Association for historic touring and sports car racing with six race weekends a season. Nordhaven Classic is the recommended oil of the series and supports the technical scrutineers.',
    },
  ] satisfies Array<Omit<DemoPartnership, 'image'>>
).map((partner) => ({ ...partner, image: `${slugify(partner.name)}.png` }));
