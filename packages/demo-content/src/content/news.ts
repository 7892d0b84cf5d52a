import { subtractDays } from './text.ts';
import type { DemoNewsItem } from './types.ts';

/** The fixed "now" of the demo content: dates are spread before it so the seed is deterministic. */
export const REFERENCE_DATE = '2025-11-14T09:00:00.000Z';

type NewsSeed = Omit<DemoNewsItem, 'image' | 'createdAt'> & { daysAgo: number };

const NEWS_SEEDS: NewsSeed[] = [
  {
    name: 'Class win at the Valmora 12 Hours',
    slug: 'class-win-at-the-valmora-12-hours',
    daysAgo: 3,
    motif: 'trophy',
    shortDescription:
      'Twelve hours, 1,480 kilometres and not a single unplanned stop: Falkenrot Racing brought their GT4 car home first in class at the Valmora 12 Hours, running Endurance Ester 15W-50 and Competition Brake Fluid RBF 610 from the green flag to the chequered flag.',
    longDescriptionHtml: `
<h2>Twelve hours without a fluid-related stop</h2>
<p>The Valmora 12 Hours is known as one of the hardest endurance races on the calendar: long full-throttle sections, heavy braking into the hairpin and track temperatures above 45 °C in the afternoon. Our partner team <strong>Falkenrot Racing</strong> took the GT4 class win with a margin of two laps.</p>
<h3>What ran in the car</h3>
<ul>
  <li><strong>Endurance Ester 15W-50</strong> in the engine, sampled at every second pit stop</li>
  <li><strong>Competition Sequential 75W-90</strong> in the transaxle</li>
  <li><strong>Competition Brake Fluid RBF 610</strong>, bled once before the start</li>
</ul>
<h3>What the oil samples showed</h3>
<p>Our trackside lab measured the viscosity of every sample. After twelve hours the oil was still within 6 % of its fresh value, and iron and copper wear metals stayed below the limits the engine builder sets for a rebuild inspection.</p>
<blockquote>"We did not have to think about oil pressure or brake pedal once. That is exactly what you want at three in the morning." - Lead engineer, Falkenrot Racing</blockquote>
<p>Congratulations to the whole crew. The car returns to the workshop for inspection before the final round of the season.</p>`,
  },
  {
    name: 'New: Qualifying 0W-20 Low Friction',
    slug: 'new-qualifying-0w-20-low-friction',
    daysAgo: 12,
    motif: 'gauge',
    shortDescription:
      'Our thinnest racing oil yet is here. Qualifying 0W-20 Low Friction reduces internal engine friction by up to 1.8 % on the dynamometer while meeting API SP wear protection, made for modern competition engines built with tight clearances.',
    longDescriptionHtml: `
<h2>Every tenth of a second counts</h2>
<p>Modern competition engines are built with tighter bearing clearances than ever before. They no longer need a thick oil to keep surfaces apart, but they do pay for every bit of friction the oil causes. <strong>Qualifying 0W-20 Low Friction</strong> was developed for exactly these engines.</p>
<h3>Developed on the dyno</h3>
<p>Over eight months our development team tested fourteen candidate blends on a two-litre turbo engine. The final formulation freed up to 1.8 % more power than our 5W-40 reference oil at identical oil temperatures.</p>
<h3>At a glance</h3>
<ul>
  <li>Fully synthetic, API SP wear protection</li>
  <li>Fast oil flow to the turbocharger after start-up</li>
  <li>Available in 1 L and 5 L cans</li>
</ul>
<p>Important: Qualifying 0W-20 is not a universal upgrade. Engines with wider clearances or older designs should stay on the grade their builder recommends. Our technical hotline is happy to advise.</p>`,
  },
  {
    name: 'Inside our test lab: 1,000 hours on the engine dyno',
    slug: 'inside-our-test-lab-1000-hours-on-the-engine-dyno',
    daysAgo: 26,
    motif: 'flask',
    shortDescription:
      'Before a new oil leaves our plant it has usually run for more than 1,000 hours on one of our three engine test benches. We take you behind the glass and show how a lubricant is tested, from the first blend to the final release.',
    longDescriptionHtml: `
<h2>Where every Rennfeld oil begins</h2>
<p>Our lab in the plant combines analytical chemistry with three engine test cells. Each new formulation goes through the same sequence before we release it.</p>
<ol>
  <li><strong>Bench tests:</strong> viscosity, shear stability, evaporation loss and foaming are measured in the lab.</li>
  <li><strong>Component tests:</strong> four-ball and gear-rig tests check wear and extreme-pressure performance.</li>
  <li><strong>Engine tests:</strong> up to 1,000 hours on the dyno with cyclic load profiles taken from real race data.</li>
  <li><strong>Field trials:</strong> partner teams and fleets run the oil under real conditions with regular sampling.</li>
</ol>
<h3>Why so many hours?</h3>
<p>Many oils look good when they are fresh. The difference shows after hundreds of hours of heat, fuel dilution and shear. That is when we see whether viscosity, cleanliness and wear protection really hold.</p>
<p>Would you like to see the lab in person? We open our doors twice a year for customer workshops. Ask our team for the next dates.</p>`,
  },
  {
    name: 'Winter check: five fluids to inspect before the first frost',
    slug: 'winter-check-five-fluids-to-inspect-before-the-first-frost',
    daysAgo: 41,
    motif: 'snowflake',
    shortDescription:
      'Cold weather is tough on every fluid in a car. Our service team explains which five fluids to check before winter, from coolant frost protection to brake fluid moisture, and how to tell when it is time for a change.',
    longDescriptionHtml: `
<h2>Five checks, twenty minutes</h2>
<p>Most winter breakdowns are preventable. With a tester for coolant and brake fluid and a look at the dipstick, you can check the essentials in twenty minutes.</p>
<h3>1. Coolant</h3>
<p>Measure the frost protection with a refractometer or hydrometer. For Central European winters it should reach at least -25 °C. <strong>Kaltform Coolant Concentrate OAT</strong> gives -37 °C at a 50 % mix.</p>
<h3>2. Brake fluid</h3>
<p>Brake fluid absorbs water over time, which lowers its boiling point and encourages corrosion. Change it every two years, or sooner if a tester shows more than 3 % moisture.</p>
<h3>3. Engine oil</h3>
<p>Short winter trips dilute the oil with fuel and condensation. If your car mostly runs short distances, consider an oil change before the cold season.</p>
<h3>4. Screen wash</h3>
<p>Use a winter concentrate and mix it for the lowest temperatures you expect.</p>
<h3>5. Rubber seals</h3>
<p>Treat door and boot seals with <strong>Silicone Spray</strong> so they do not freeze to the body overnight.</p>`,
  },
  {
    name: 'Technical partnership with Ostwind Rally Team',
    slug: 'technical-partnership-with-ostwind-rally-team',
    daysAgo: 58,
    motif: 'flag',
    shortDescription:
      'From next season, Ostwind Rally Team will run Rennfeld fluids throughout their two-car programme. Gravel, snow and tarmac stages will give our engineers valuable data for the development of Rally Stage 5W-40 and our gearbox oils.',
    longDescriptionHtml: `
<h2>From the service park into the lab</h2>
<p>We are pleased to announce a multi-year technical partnership with <strong>Ostwind Rally Team</strong>. The team will use Rennfeld engine oils, transmission oils and brake fluids in both of its cars in the national rally championship.</p>
<h3>What the partnership includes</h3>
<ul>
  <li>Full supply of engine, gearbox and differential oils</li>
  <li>Oil analysis after every rally, evaluated by our lab</li>
  <li>Joint development work on a new rally gearbox oil</li>
</ul>
<p>Rallying is the perfect test environment: cold starts at dawn, full boost minutes later, dust, water and jumps. The data from these conditions will flow directly into future product generations.</p>
<p>You can meet the team and our engineers at the service park of the season opener.</p>`,
  },
  {
    name: 'Why classic engines need zinc',
    slug: 'why-classic-engines-need-zinc',
    daysAgo: 77,
    motif: 'piston',
    shortDescription:
      'Modern engine oils contain far less zinc and phosphorus than the oils of the 1970s, to protect catalytic converters. For classic cars with flat-tappet camshafts that can mean rapid wear. We explain the chemistry and how our Nordhaven Classic oils solve it.',
    longDescriptionHtml: `
<h2>A small molecule with a big job</h2>
<p>Zinc dialkyldithiophosphate, ZDDP for short, has been the most important anti-wear additive in engine oils for decades. Under high contact pressure it forms a protective layer on metal surfaces, exactly where a flat tappet slides over a cam lobe.</p>
<h3>Why modern oils contain less</h3>
<p>Phosphorus from the oil gradually poisons catalytic converters. For this reason, current specifications strictly limit the phosphorus content. Modern engines with roller followers do not miss it, but many classics do.</p>
<h3>What we recommend</h3>
<ul>
  <li>Use an oil with raised zinc and phosphorus, such as <strong>Nordhaven Classic 20W-50</strong>.</li>
  <li>Change oil at least once a year, even with low mileage.</li>
  <li>Before a new camshaft runs in, use <strong>Engine Assembly Lube</strong> on lobes and followers.</li>
</ul>
<p>Classic engines with a catalytic converter retrofitted should be discussed with our technical support first.</p>`,
  },
  {
    name: 'Recycled plastic for our 5 L cans',
    slug: 'recycled-plastic-for-our-5-l-cans',
    daysAgo: 99,
    motif: 'leaf',
    shortDescription:
      'Since the summer, all 5 L cans filled in our plant contain at least 50 % post-consumer recycled plastic. That saves around 180 tonnes of virgin plastic a year without compromising the strength or tightness of the packaging.',
    longDescriptionHtml: `
<h2>Half recycled, fully reliable</h2>
<p>Oil packaging has to withstand a lot: stacking in warehouses, vibration in transport and temperatures from freezing to summer heat. Switching to recycled material therefore took almost two years of testing.</p>
<h3>The results</h3>
<ul>
  <li>At least 50 % post-consumer recycled HDPE in every 5 L can</li>
  <li>Around 180 tonnes of virgin plastic saved per year</li>
  <li>Drop and stacking tests passed at the same level as before</li>
</ul>
<h3>Next steps</h3>
<p>We are now testing recycled material for our 1 L bottles and 20 L canisters. Workshops can also return empty 208 L drums to us through our take-back programme.</p>`,
  },
  {
    name: 'Catalogue 2025 now available as PDF',
    slug: 'catalogue-2025-now-available-as-pdf',
    daysAgo: 124,
    motif: 'globe',
    shortDescription:
      'The complete Rennfeld product catalogue 2025 is ready to download: every engine oil, gear oil, racing fluid, care product and grease with container sizes, product numbers and prices, plus new special catalogues for motorsport, classics and workshops.',
    longDescriptionHtml: `
<h2>Everything in one document</h2>
<p>Our new <strong>Product Catalogue 2025</strong> lists the complete range with all container sizes, product numbers and prices. It replaces the previous edition and is available on our catalogue page as a free PDF download.</p>
<h3>New special catalogues</h3>
<ul>
  <li><strong>Motorsport Programme</strong>: racing oils, racing gear oils and brake fluids</li>
  <li><strong>Classic Collection</strong>: everything for classic cars and youngtimers</li>
  <li><strong>Workshop &amp; Fleet Guide</strong>: bulk sizes, greases and workshop sprays</li>
  <li><strong>Care &amp; Cleaning Guide</strong>: cleaners and care for every surface</li>
</ul>
<p>Printed copies are available from our sales team on request.</p>`,
  },
  {
    name: 'Brake fluid explained: dry and wet boiling points',
    slug: 'brake-fluid-explained-dry-and-wet-boiling-points',
    daysAgo: 160,
    motif: 'droplet',
    shortDescription:
      'Dry boiling point, wet boiling point, DOT 4, DOT 5.1: brake fluid specifications can be confusing. We explain what the numbers mean, why brake fluid ages even in a closed system and which fluid is right for road and track.',
    longDescriptionHtml: `
<h2>What the numbers mean</h2>
<p>The <strong>dry boiling point</strong> is measured on fresh fluid without any water. The <strong>wet boiling point</strong> is measured after the fluid has absorbed about 3.7 % water, roughly what it collects in two years of normal use.</p>
<h3>Why it matters</h3>
<p>If brake fluid boils, vapour bubbles form in the calliper. Vapour compresses, and the pedal suddenly goes soft. On the track, calliper temperatures can exceed 200 °C within a few laps.</p>
<h3>Which fluid for which use?</h3>
<table>
  <thead><tr><th>Use</th><th>Recommendation</th></tr></thead>
  <tbody>
    <tr><td>Everyday driving</td><td>Brake Fluid DOT 4, changed every two years</td></tr>
    <tr><td>Modern ABS in cold climates</td><td>Brake Fluid DOT 5.1</td></tr>
    <tr><td>Track days and racing</td><td>Competition Brake Fluid RBF 610</td></tr>
    <tr><td>Carbon brakes, prototypes</td><td>Apex Race Brake 660</td></tr>
  </tbody>
</table>
<p>Never mix glycol-based fluids with silicone-based DOT 5 fluid.</p>`,
  },
  {
    name: 'Fleet customers save fuel with low-viscosity oils',
    slug: 'fleet-customers-save-fuel-with-low-viscosity-oils',
    daysAgo: 205,
    motif: 'truck',
    shortDescription:
      'A twelve-month trial with a regional logistics company shows what a change of engine oil can do: switching 40 trucks from 10W-40 to Fleet Low SAPS 5W-30 cut average fuel consumption by 1.4 % with no increase in engine wear.',
    longDescriptionHtml: `
<h2>Twelve months, 40 trucks, 4.6 million kilometres</h2>
<p>Together with a regional logistics company we ran a controlled field trial. Half of the fleet changed to <strong>Fleet Low SAPS 5W-30</strong>, the other half stayed on a conventional 10W-40.</p>
<h3>Results</h3>
<ul>
  <li>Average fuel consumption 1.4 % lower in the 5W-30 group</li>
  <li>Wear metals in oil analyses at the same level in both groups</li>
  <li>No change in oil consumption between services</li>
</ul>
<p>For a fleet of this size, the saving adds up to more than 70,000 litres of diesel a year. Our fleet advisers can calculate the potential for your vehicles.</p>`,
  },
];

export const NEWS: DemoNewsItem[] = NEWS_SEEDS.map(({ daysAgo, ...news }) => ({
  ...news,
  image: `${news.slug}.png`,
  createdAt: subtractDays(REFERENCE_DATE, daysAgo, 2),
}));
